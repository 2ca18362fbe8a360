import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { searchProducts } from './product-search.ts';
import { runProductSearch, type SearchContext } from './search-queries.ts';
import { createSearchResults } from './search-results.ts';
import { ProductSearchSchema } from './search-schemas.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'];

/** Searches of several shapes: relevance, a typo (trigram retry), other sorts, a filtered listing. */
const SEARCHES = [
  { storeCode: 'ee', term: 'ibuprofeen' },
  { storeCode: 'fi', term: 'ibuprfen' },
  { storeCode: 'en', term: 'tablets', sort: 'price:desc' },
  { storeCode: 'ee', filters: { price: { from: 1, to: 40 } }, sort: 'name:desc' },
  { storeCode: 'ru', filters: { visibility: [2, 3, 4], status: [1] }, sort: 'created_at:desc' },
] as const;

async function contextFor(storeCode: SearchContext['storeCode']): Promise<SearchContext> {
  const meta = await testApp.app.catalog.metadata();
  return {
    db: testApp.app.db,
    storeCode,
    today: testApp.app.catalog.today(),
    rates: meta.rates,
    textConfig: meta.textConfigs[storeCode],
    attributes: meta.attributes,
  };
}

describe(`the page-independent result cache on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answers page 2 of a search whose page 1 was asked first as a fresh query does', async () => {
    const meta = await testApp.app.catalog.metadata();
    const day = testApp.app.catalog.today();
    for (const body of SEARCHES) {
      const first = { ...body, aggregations: FACETS, from: 0, size: 3 };
      const second = { ...first, from: 3 };
      const ask = (payload: object) =>
        testApp.app.inject({ method: 'POST', url: '/api/catalog/search/product', payload });
      expect((await ask(first)).statusCode).toBe(200);
      const cached = (await ask(second)).json().result;
      const fresh = await searchProducts(testApp.app.db, meta, ProductSearchSchema.parse(second), day, 0);
      expect(cached, JSON.stringify(body)).toEqual(JSON.parse(JSON.stringify(fresh)));
      expect(cached.items.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
  });

  it('slices every page from one computation, also past the end', async () => {
    const results = createSearchResults({
      maxEntries: 10,
      maxIds: 10_000,
      maxIdsPerResult: 1000,
      ttlMs: 60_000,
    });
    for (const body of SEARCHES) {
      const context = await contextFor(body.storeCode);
      const base = ProductSearchSchema.parse({ ...body, aggregations: FACETS, size: 4 });
      const before = results.stats();
      for (const from of [4, 0, 8, 200]) {
        const page = { ...base, from };
        expect((await results(context, page, 0)).rows, `${JSON.stringify(body)} from ${from}`).toEqual(
          await runProductSearch(context, page),
        );
      }
      const fresh = await runProductSearch(context, base);
      expect(results.stats()).toEqual({ entries: before.entries + 1, weight: before.weight + fresh.total });
    }
  });

  it('queries each page of a result too large to keep, with the counts kept', async () => {
    const results = createSearchResults({
      maxEntries: 10,
      maxIds: 10_000,
      maxIdsPerResult: 2,
      ttlMs: 60_000,
    });
    for (const body of SEARCHES) {
      const context = await contextFor(body.storeCode);
      const base = ProductSearchSchema.parse({ ...body, aggregations: FACETS, size: 2 });
      for (const from of [2, 0, 4, 200]) {
        const page = { ...base, from };
        expect((await results(context, page, 0)).rows, `${JSON.stringify(body)} from ${from}`).toEqual(
          await runProductSearch(context, page),
        );
      }
    }
    expect(results.stats().weight).toBe(0);
  });
});
