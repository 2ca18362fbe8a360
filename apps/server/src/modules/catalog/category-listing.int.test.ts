// @postgres: listing SQL: sorting, collation and facets.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, rebuildProductListing, rebuildProductSearch } from '@apteek/db';
import { STORE_CODES, type StoreCode } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { plainCategoryOf, runProductSearch } from './search-queries.ts';
import { ProductSearchSchema } from './search-schemas.ts';
import { searchContextFor } from './search-test-helpers.ts';

const testApp = useTestApp();

const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag', 'ProductTypeFilter'];

const contextFor = searchContextFor(testApp);

/** The precomputed answer of a plain category page next to the live query's (a price filter from 0 keeps every product). */
async function bothWays(storeCode: StoreCode, categoryId: number, page: object, today = '2026-11-21') {
  const context = await contextFor(storeCode, today);
  const plain = ProductSearchSchema.parse({
    storeCode,
    filters: { categoryIds: [categoryId] },
    aggregations: FACETS,
    ...page,
  });
  const live = { ...plain, filters: { ...plain.filters, price: { from: 0 } } };
  expect(plainCategoryOf(plain)).toBe(categoryId);
  expect(plainCategoryOf(live)).toBeNull();
  const [fast, slow] = await Promise.all([runProductSearch(context, plain), runProductSearch(context, live)]);
  const sorted = (facets: { optionId: number; count: number }[]) =>
    [...facets].sort((a, b) => a.optionId - b.optionId);
  return {
    fast: { ...fast, facets: sorted(fast.facets) },
    slow: { ...slow, facets: sorted(slow.facets) },
  };
}

async function categoryIds(): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(testApp.app.db, sql`select id from category order by id`);
  return rows.map((row) => row.id);
}

describe(`precomputed category listings on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answer every plain category page as the live query does, in every store view', async () => {
    for (const categoryId of await categoryIds()) {
      for (const storeCode of STORE_CODES) {
        const { fast, slow } = await bothWays(storeCode, categoryId, { size: 20 });
        expect(fast, `category ${categoryId} in ${storeCode}`).toEqual(slow);
      }
    }
  });

  it('page by name both ways and by price, deep pages and past the end included', async () => {
    const pages = [
      { sort: 'name:asc', from: 7, size: 13 },
      { sort: 'name:desc', from: 0, size: 11 },
      { sort: 'name:desc', from: 30, size: 50 },
      { sort: 'price:asc', from: 5, size: 9 },
      { sort: 'position:asc', from: 0, size: 9 },
      { sort: 'name:asc', from: 4000, size: 50 },
      { sort: 'name:asc', from: 0, size: 0 },
    ];
    for (const page of pages) {
      for (const storeCode of ['ee', 'fi'] as const) {
        const { fast, slow } = await bothWays(storeCode, 3, page);
        expect(fast, `${JSON.stringify(page)} in ${storeCode}`).toEqual(slow);
      }
    }
  });

  it('stay equal to live counts after products change and the listing is rebuilt, on any day', async () => {
    const db = testApp.app.db;
    const [moved, hidden, special] = await queryRows<{ id: number }>(
      db,
      sql`select p.id from product p
          where p.visibility = 4 and p.status = 1 and p.type_id = 'simple' and p.special_price_cents is null
            and exists (select 1 from category_product cp where cp.product_id = p.id)
          order by p.id limit 3`,
    );
    const [target] = await queryRows<{ id: number }>(
      db,
      sql`select id from category where level = 3 order by id desc limit 1`,
    );
    await db.execute(sql`delete from category_product where product_id = ${moved!.id}`);
    await db.execute(
      sql`insert into category_product (category_id, product_id, position) values (${target!.id}, ${moved!.id}, 0)`,
    );
    await db.execute(sql`update product set visibility = 1 where id = ${hidden!.id}`);
    // A special price in another bucket for three days only.
    await db.execute(sql`update product set price_cents = 12000, special_price_cents = 4000,
      special_from_date = '2026-12-01', special_to_date = '2026-12-03' where id = ${special!.id}`);
    const ids = [moved!.id, hidden!.id, special!.id];
    await rebuildProductListing(db, ids);
    await rebuildProductSearch(db, ids);
    for (const today of ['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04']) {
      for (const categoryId of await categoryIds()) {
        for (const storeCode of ['ee', 'fi'] as const) {
          const { fast, slow } = await bothWays(storeCode, categoryId, { size: 50 }, today);
          expect(fast, `category ${categoryId} in ${storeCode} on ${today}`).toEqual(slow);
        }
      }
    }
    const inWindow = await bothWays('ee', 2, { size: 0 }, '2026-12-02');
    const after = await bothWays('ee', 2, { size: 0 }, '2026-12-04');
    const bucket = (rows: typeof inWindow, key: string) => rows.fast.prices.find((p) => p.key === key)!.count;
    expect(bucket(inWindow, '0-50')).toBe(bucket(after, '0-50') + 1);
    expect(bucket(inWindow, '100-150')).toBe(bucket(after, '100-150') - 1);
  });
});
