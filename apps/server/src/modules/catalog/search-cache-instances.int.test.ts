// @postgres: two instances drop their caches through LISTEN/NOTIFY.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows, rebuildProductSearch } from '@apteek/db';
import { describeOnTwoInstances, type Instance } from '../../testing/instances.ts';

const SKU = 'IBU-400-20';
const TERM = 'zorbquix';

/** The SKUs a search for TERM finds on an instance, with a price cap that names the search. */
async function found(instance: Instance, priceTo: number, term = TERM): Promise<string[]> {
  const response = await fetch(`${instance.origin}/api/catalog/search/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      storeCode: 'en',
      term,
      filters: { price: { to: priceTo } },
      aggregations: ['Brand'],
      size: 10,
    }),
  });
  expect(response.status).toBe(200);
  const { result } = (await response.json()) as { result: { items: { sku: string }[] } };
  return result.items.map((item) => item.sku);
}

/**
 * Search answers, results and a term's matches are cached per instance for a minute
 * (catalog-context.ts); the catalogue's NOTIFY empties them on every instance with the page cache,
 * so a changed product shows in search at once. Two server processes share one PostgreSQL; PGlite
 * is one process's database, so this runs only on PostgreSQL.
 */
describeOnTwoInstances('cached search on two server processes on one PostgreSQL', {}, (shop) => {
  let productId: number;

  beforeAll(async () => {
    const [row] = await queryRows<{ id: number }>(
      shop.database.db,
      sql`select id from product where sku = ${SKU}`,
    );
    productId = row!.id;
  });

  /** Renames the product in the English store and rebuilds its search rows, as a catalogue import would. */
  const rename = async (name: string) => {
    await shop.database.db.execute(
      sql`update product_text set name = ${name} where store_code = 'en' and product_id = ${productId}`,
    );
    await rebuildProductSearch(shop.database.db, [productId]);
  };

  it('keeps a search cached until the catalogue changes, then every instance finds the change', async () => {
    // Each instance asks the term twice with other filters: each search's result is kept, and
    // the term's matches once the store view's rows are loaded (term-matches.ts).
    for (const instance of shop.instances) {
      expect(await found(instance, 1000)).toEqual([]);
      expect(await found(instance, 1001)).toEqual([]);
    }

    // Changed with the tables' triggers off, nobody is told: the kept answers and results still
    // say the term finds nothing.
    const triggers = ['product_text', 'product_search'];
    for (const table of triggers)
      await shop.database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
    try {
      await rename(`Unannounced ${TERM} Tablets`);
    } finally {
      for (const table of triggers)
        await shop.database.db.execute(sql.raw(`alter table ${table} enable trigger user`));
    }
    for (const instance of shop.instances) {
      expect(await found(instance, 1000)).toEqual([]);
      expect(await found(instance, 1001)).toEqual([]);
    }

    // A change as any writer makes it: each instance drops its search caches, the same searches
    // and a new filter on the term find the product.
    await rename(`Announced ${TERM} Tablets`);
    let cap = 1002;
    for (const instance of shop.instances) {
      await expect.poll(() => found(instance, 1000), { timeout: 5_000 }).toEqual([SKU]);
      expect(await found(instance, 1001)).toEqual([SKU]);
      expect(await found(instance, cap++)).toEqual([SKU]);
    }
    // A word of the new name only, asked for the first time: each instance's store views took the
    // product's new rows in (term-matches.ts), none answers from what it read before.
    for (const instance of shop.instances) expect(await found(instance, 1000, 'announced')).toEqual([SKU]);
  });
});
