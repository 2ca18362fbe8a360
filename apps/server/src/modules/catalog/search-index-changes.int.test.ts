// @postgres: the catalogue's NOTIFY naming the changed products, raw SQL and the search's text configuration.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, rebuildProductListing, rebuildProductSearch, type Db } from '@apteek/db';
import type { StoreCode } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { runRankedSearch } from './search-queries.ts';
import { ProductSearchSchema } from './search-schemas.ts';
import { searchContextFor, withAllIds } from './search-test-helpers.ts';
import { createStoreViews } from './store-views.ts';
import { createTermMatches } from './term-matches.ts';

const testApp = useTestApp();
const call = apiCall(testApp);
const contextFor = searchContextFor(testApp);

const SKU = 'IBU-400-20';

/** A product's name and descriptions in one store view changed and its rows rebuilt, as a feed's import does. */
async function renameProduct(db: Db, id: number, store: StoreCode, name: string, description: string) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update product_text set name = ${name}, short_description = '', description = ${description}
          where product_id = ${id} and store_code = ${store}`,
    );
    await rebuildProductListing(tx, [id]);
    await rebuildProductSearch(tx, [id]);
  });
}

async function idOf(sku: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    testApp.app.db,
    sql`select id from product where sku = ${sku}`,
  );
  return row!.id;
}

/** The SKUs the storefront's search finds for a term in the Estonian store. */
async function found(term: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/catalog/search/product',
    payload: { storeCode: 'ee', term, size: 50, includeFields: ['sku'], aggregations: ['Brand'] },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { items: { sku: string }[] } }>().result.items.map((item) => item.sku);
}

/** The store views' index and rows are held and current (no read or patch running). */
const settled = () => {
  const stats = testApp.app.catalog.storeViewStats();
  return stats.index.ready > 0 && stats.rows.ready > 0;
};

/** Waits until `done` holds (expect.poll runs only inside a test). */
async function until(done: () => boolean, timeoutMs = 30_000) {
  for (const start = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - start > timeoutMs) throw new Error('the store views did not settle');
}

describe('a changed product in the search index', () => {
  beforeAll(async () => {
    // The first term of the store view reads its rows and index in the background.
    await found('vitamiin');
    await until(settled);
  });

  it('is found under its new words and not its old ones, without the index read again', async () => {
    const id = await idOf(SKU);
    // A word of its old descriptions only.
    expect(await found('menstruatsiooni')).toContain(SKU);
    const before = testApp.app.catalog.storeViewStats();

    // Through the same rebuilds the feeds run; the tables' triggers NOTIFY the product's id.
    await renameProduct(testApp.app.db, id, 'ee', 'Zorbaliin 400 mg tabletid', 'Kvirtsiline valuvaigisti.');
    await expect
      .poll(() => testApp.app.catalog.storeViewStats().index.patches)
      .toBeGreaterThan(before.index.patches);
    await expect.poll(settled).toBe(true);

    expect(await found('zorbal')).toEqual([SKU]);
    expect(await found('kvirtsiline')).toEqual([SKU]);
    expect(await found('menstruatsiooni')).not.toContain(SKU);
    const after = testApp.app.catalog.storeViewStats();
    expect(after.index.reads).toBe(before.index.reads);
    expect(after.rows.reads).toBe(before.rows.reads);
    expect(after.rows.patches).toBeGreaterThan(before.rows.patches);
  });

  it('drops a product taken off sale by the staff from search, without the index read again', async () => {
    const manager = await staffSessionCookie(testApp.app, 'catalogueManager');
    const term = 'paratsetamool';
    const [hit] = await found(term);
    expect(hit).toBeDefined();
    const before = testApp.app.catalog.storeViewStats();

    const answer = await call(
      'POST',
      `/api/staff/catalogue/products/${encodeURIComponent(hit!)}/sale`,
      { onSale: false, reason: 'recall' },
      { cookie: manager, 'content-type': 'application/json' },
    );
    expect(answer.status).toBe(200);
    await expect
      .poll(() => testApp.app.catalog.storeViewStats().rows.patches)
      .toBeGreaterThan(before.rows.patches);
    await expect.poll(settled).toBe(true);

    expect(await found(term)).not.toContain(hit);
    const after = testApp.app.catalog.storeViewStats();
    expect(after.index.reads).toBe(before.index.reads);
    expect(after.rows.reads).toBe(before.rows.reads);
  });
});

describe("a term's matches after products changed, from the patched rows and index", () => {
  it('answer as the database does: the changed products in their new place among ties', async () => {
    const context = await contextFor('en');
    const views = createStoreViews({ ttlMs: 60_000, maxReplaced: 100 });
    const matches = createTermMatches({
      maxEntries: 50,
      maxWeight: 1_000_000,
      maxMatches: 10_000,
      ttlMs: 60_000,
      views,
    });
    await matches.prepare(context);
    // Products whose English names hold 'tablets', renamed to sort first, in the middle and last
    // among the term's ties, one of them out of the term and one into it.
    const rows = await queryRows<{ id: number }>(
      testApp.app.db,
      sql`select product_id as id from product_search where store_code = 'en' and name ilike '%tablets%'
          order by product_id limit 3`,
    );
    const [other] = await queryRows<{ id: number }>(
      testApp.app.db,
      sql`select product_id as id from product_search where store_code = 'en' and name not ilike '%tablet%'
          and search_text not like '%tablet%' order by product_id limit 1`,
    );
    const changed = [...rows.map((r) => r.id), other!.id];
    const names = ['Aaron tablets', 'Mmm tablets 20', 'Zz capsules', 'Zzz tablets'];
    for (const [i, productId] of changed.entries())
      await renameProduct(testApp.app.db, productId, 'en', names[i]!, 'Renamed for the test.');
    views.changed(changed);
    await matches.prepare(context);
    expect(views.stats().index.reads).toBe(1);
    expect(views.stats().rows.reads).toBe(1);

    let compared = 0;
    for (const term of ['tablets', 'tabl', 'renamed', 'aaron', 'capsules', 'IBU-400-20']) {
      for (const filters of [{}, { price: { from: 2 } }]) {
        const search = ProductSearchSchema.parse({
          storeCode: 'en',
          term,
          filters,
          aggregations: ['Brand', 'Tag'],
          size: 100,
        });
        const fromMatches = await matches(context, search, 10_000);
        expect(fromMatches, term).not.toBeNull();
        expect(withAllIds(fromMatches!.rows), `${term} ${JSON.stringify(filters)}`).toEqual(
          await runRankedSearch(context, search, 10_000),
        );
        compared += fromMatches!.rows.total;
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(matches.indexedTerms()).toBeGreaterThan(0);
  });
});
