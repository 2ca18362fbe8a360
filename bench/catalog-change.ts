// npm run bench:catalog-change — what a single product's change costs the catalogue's search on
// the synthetic catalogue (PostgreSQL, as bench:catalog prepares it): a catalogue context in this
// process, told of changes by the catalogue's NOTIFY as the server is, searches the Estonian store
// until its store view's rows and term index are read, then renames one product several times (its
// listing and search rows rebuilt as a feed's chunk does) and prints after each change the first
// search for a term never asked (answered by the database while the rows and index take the
// product in), how long after the commit they were current again, the next new term's time, and
// how often the rows and index were read whole and patched. Restores the product's name at the end.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/apteek_bench  BENCH_CHANGES=5
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, rebuildProductListing, rebuildProductSearch, type Db } from '@apteek/db';
// The server's modules, typed as the server declares its Fastify instance (app.ts).
import type {} from '../apps/server/src/app.ts';
import { createCatalogContext } from '../apps/server/src/modules/catalog/index.ts';
import {
  CATALOGUE_CHANGED_CHANNEL,
  catalogueChangeHandler,
} from '../apps/server/src/modules/storefront/index.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apteek_bench';
const changes = Number(process.env.BENCH_CHANGES ?? 5);
const SKU = 'SYN-000123';
const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'];

const database = await openDatabase({ engine: 'postgres', url });
const catalog = createCatalogContext(database.db, () => new Date().toISOString().slice(0, 10) as never);
const stop = await database.listen(
  CATALOGUE_CHANGED_CHANNEL,
  catalogueChangeHandler(database.db, [catalog], (error) => console.error(error)),
);

let sent = 0;
/** A search with a price cap never asked before, as bench:catalog's new-term line sends it. */
async function search(term: string): Promise<number> {
  const started = performance.now();
  await catalog.search(
    {
      storeCode: 'ee',
      term,
      filters: { price: { to: 30_000 + sent++ / 100 } },
      aggregations: FACETS,
      from: 0,
      size: 18,
    } as never,
    0,
  );
  return performance.now() - started;
}
/** A spelling of the term never sent before: the caches key on the term as typed. */
const spelled = (term: string, variant: number) =>
  [...term].map((c, i) => (variant & (1 << i) ? c.toUpperCase() : c)).join('');
const current = () => {
  const stats = catalog.storeViewStats();
  return stats.index.ready > 0 && stats.rows.ready > 0;
};
async function until(done: () => boolean, limitMs = 60_000): Promise<void> {
  const started = performance.now();
  while (!done() && performance.now() - started < limitMs) await new Promise((r) => setTimeout(r, 2));
}

async function rename(db: Db, id: number, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update product_text set name = ${name} where product_id = ${id} and store_code = 'ee'`,
    );
    await rebuildProductListing(tx, [id], { categories: false });
    await rebuildProductSearch(tx, [id]);
  });
}

try {
  const [product] = await queryRows<{ id: number; name: string }>(
    database.db,
    sql`select p.id, t.name from product p join product_text t on t.product_id = p.id and t.store_code = 'ee'
        where p.sku = ${SKU}`,
  );
  if (!product) throw new Error(`${SKU} is missing: prepare the catalogue with npm run bench:catalog first`);
  let started = performance.now();
  await search('vitamiin');
  await until(current);
  console.log(`store view's rows and index read whole: ${(performance.now() - started).toFixed(0)} ms`);
  for (let change = 1; change <= changes; change++) {
    await rename(database.db, product.id, `Vitamiin magneesium ${change}`);
    started = performance.now();
    // The notification arrives after the commit: the rows and index are patched from then on.
    await until(() => !current(), 500);
    const first = await search(spelled('magneesium', change));
    await until(current);
    const patched = performance.now() - started;
    const next = await search(spelled('paratsetamool', change));
    const { rows, index } = catalog.storeViewStats();
    console.log(
      `change ${change}: first new term ${first.toFixed(1)} ms, rows and index current ${patched.toFixed(0)} ms` +
        ` after the commit, next new term ${next.toFixed(1)} ms (read whole: rows ${rows.reads}, index` +
        ` ${index.reads}; patched: ${rows.patches}, ${index.patches})`,
    );
    await new Promise((r) => setTimeout(r, 200));
  }
  await rename(database.db, product.id, product.name);
} finally {
  await stop();
  await database.close();
}
