// @postgres: full-text ranking.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';
import { searchProducts } from './product-search.ts';
import { runProductSearch } from './search-queries.ts';
import { createSearchResults } from './search-results.ts';
import { ProductSearchSchema } from './search-schemas.ts';
import { searchContextFor } from './search-test-helpers.ts';

const testApp = useTestApp();

const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'];

/** Searches of several shapes: relevance, a typo (trigram retry), other sorts, a filtered listing. */
const SEARCHES = [
  { storeCode: 'ee', term: 'ibuprofeen' },
  { storeCode: 'fi', term: 'ibuprfen' },
  { storeCode: 'en', term: 'tablets', sort: 'price:desc' },
  { storeCode: 'ee', filters: { price: { from: 1, to: 40 } }, sort: 'name:desc' },
  { storeCode: 'ru', filters: { visibility: [2, 3, 4], status: [1] }, sort: 'created_at:desc' },
] as const;

const contextFor = searchContextFor(testApp);

/** A result cache holding at most `maxIdsPerResult` product ids of one search. */
const resultsKeeping = (maxIdsPerResult: number) =>
  createSearchResults({ maxEntries: 10, maxIds: 10_000, maxIdsPerResult, ttlMs: 60_000 });

type SearchResults = ReturnType<typeof createSearchResults>;
type SearchBody = (typeof SEARCHES)[number];

/** Each of the pages, taken from the cache, equals the page the search itself answers. */
async function expectPagesAsSearched(
  results: SearchResults,
  body: SearchBody,
  size: number,
  froms: number[],
) {
  const context = await contextFor(body.storeCode);
  const base = ProductSearchSchema.parse({ ...body, aggregations: FACETS, size });
  for (const from of froms) {
    const page = { ...base, from };
    expect((await results(context, page, 0)).rows, `${JSON.stringify(body)} from ${from}`).toEqual(
      await runProductSearch(context, page),
    );
  }
  return { context, base };
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
    const results = resultsKeeping(1000);
    for (const body of SEARCHES) {
      const before = results.stats();
      const { context, base } = await expectPagesAsSearched(results, body, 4, [4, 0, 8, 200]);
      const fresh = await runProductSearch(context, base);
      expect(results.stats()).toEqual({ entries: before.entries + 1, weight: before.weight + fresh.total });
    }
  });

  it('queries each page of a result too large to keep, with the counts kept', async () => {
    const results = resultsKeeping(2);
    for (const body of SEARCHES) await expectPagesAsSearched(results, body, 2, [2, 0, 4, 200]);
    expect(results.stats().weight).toBe(0);
  });
});
