// @postgres: text search configuration and raw SQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { runRankedSearch, type SearchContext } from './search-queries.ts';
import { termRanksSql } from './search-sql.ts';
import { ProductSearchSchema } from './search-schemas.ts';
import { searchContextFor, withAllIds } from './search-test-helpers.ts';
import { createStoreViews } from './store-views.ts';
import { createTermMatches } from './term-matches.ts';

const testApp = useTestApp();

const FACETS = ['Brand', 'Manufacturer', 'MethodOfMedicine', 'Atc', 'Tag'];

const contextFor = searchContextFor(testApp);

const termMatches = (maxMatches = 10_000) =>
  createTermMatches({ maxEntries: 50, maxWeight: 1_000_000, maxMatches, ttlMs: 60_000 });

/** Filters of every kind the search takes, built from the seed's own categories and options. */
async function filterSets(context: SearchContext): Promise<object[]> {
  const categories = await queryRows<{ id: number }>(
    context.db,
    sql`select id from category where level = 2 order by position limit 3`,
  );
  const optionsOf = (code: string) => [...(context.attributes.get(code)?.options.keys() ?? [])];
  return [
    {},
    { price: { from: 2, to: 12.5 } },
    { price: { from: 5 } },
    { price: { to: 0.01 } },
    { categoryIds: categories.map((c) => c.id) },
    { categoryIds: [categories[0]!.id] },
    { attributes: { MethodOfMedicine: optionsOf('MethodOfMedicine').slice(0, 3) } },
    { attributes: { Brand: optionsOf('Brand').slice(0, 5), Tag: optionsOf('Tag').slice(0, 2) } },
    { attributes: { Brand: ['no-such-brand'] } },
    { visibility: [1, 2, 3, 4], status: [0, 1, 2] },
    { visibility: [4], status: [1] },
  ];
}

describe(`a term's matches filtered in the process on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answer every filter, facet set and page exactly as the database does', async () => {
    const index = termMatches();
    const cases = [
      ['ee', 'ibuprofeen'],
      ['fi', 'ibuprfen'],
      ['en', 'tablets'],
      ['ru', 'ибупрофен'],
      ['ee', 'vitamiin'],
      ['en', 'zzzqqq'],
      // Exact matches first (a SKU), and terms of several words.
      ['en', 'IBU-400-20'],
      ['fi', 'vitamiini c'],
    ] as const;
    let compared = 0;
    let orderedWhenAsked = 0;
    for (const [storeCode, term] of cases) {
      const context = await contextFor(storeCode);
      await index.prepare(context);
      // A term's first search too is answered from its matches (the first filter set below).
      for (const filters of await filterSets(context)) {
        for (const [aggregations, from, size, allUpTo] of [
          [FACETS, 0, 50, 10_000],
          [[], 2, 3, 10_000],
          [FACETS, 7, 4, 10_000],
          [['Brand'], 1, 2, 1],
        ] as const) {
          const search = ProductSearchSchema.parse({ storeCode, term, filters, aggregations, from, size });
          const label = JSON.stringify({ storeCode, term, filters, aggregations, from, size, allUpTo });
          const fromIndex = await index(context, search, allUpTo);
          expect(fromIndex, label).not.toBeNull();
          if (fromIndex!.rows.allWhenAsked) orderedWhenAsked++;
          // The page chosen among the matches, the counts and every id ordered when asked.
          expect(withAllIds(fromIndex!.rows), label).toEqual(await runRankedSearch(context, search, allUpTo));
          compared += fromIndex!.rows.total;
        }
      }
    }
    // Not vacuous: the searches found products, and pages were chosen among more matches than
    // they show, with the whole order left for later.
    expect(compared).toBeGreaterThan(100);
    expect(orderedWhenAsked).toBeGreaterThan(10);
    // One database read per term and fuzziness, not per search.
    expect(index.stats().entries).toBeLessThanOrEqual(cases.length * 2);
    // The terms of one word were matched and ranked from the store view's index (term-index.ts).
    expect(index.indexedTerms()).toBeGreaterThanOrEqual(5);
  });

  it('orders terms asked one after another on the same rows as the database, across rank groups', async () => {
    const context = await contextFor('en');
    const index = termMatches();
    await index.prepare(context);
    // Spellings never asked before each time, so each is matched again on the same store rows.
    for (const term of ['tablets', 'vitamin', 'Tablets', 'ibuprofen', 'TABLETS']) {
      const search = ProductSearchSchema.parse({ storeCode: 'en', term, aggregations: FACETS, size: 5 });
      const fromIndex = await index(context, search, 10_000);
      const fromDatabase = await runRankedSearch(context, search, 10_000);
      expect(fromIndex?.rows.ids, term).toEqual(fromDatabase.ids);
      expect(withAllIds(fromIndex!.rows).all, term).toEqual(fromDatabase.all);
      expect(withAllIds(fromIndex!.rows), term).toEqual(fromDatabase);
    }
    // Not vacuous: the order runs over several groups of rank.
    const [row] = await queryRows<{ ranks: number[] }>(
      context.db,
      termRanksSql(context, 'tablets', false, 10_000),
    );
    expect(new Set(row!.ranks).size).toBeGreaterThan(2);
    expect(index.indexedTerms()).toBe(5);
  });

  it('leaves searches to the database until the store view rows are loaded', async () => {
    const context = await contextFor('ee');
    const index = termMatches();
    const search = ProductSearchSchema.parse({ storeCode: 'ee', term: 'ibuprofeen' });
    expect(await index(context, search, 100)).toBeNull();
    await index.prepare(context);
    expect(await index(context, search, 100)).not.toBeNull();
  });

  it('leaves other sorts, SKU filters and terms with too many matches to the database', async () => {
    const context = await contextFor('ee');
    const index = termMatches();
    await index.prepare(context);
    const parse = (body: object) =>
      ProductSearchSchema.parse({ storeCode: 'ee', term: 'ibuprofeen', ...body });
    await index(context, parse({}), 100);
    expect(await index(context, parse({}), 100)).not.toBeNull();
    expect(await index(context, parse({ sort: 'price:asc' }), 100)).toBeNull();
    expect(await index(context, parse({ filters: { skus: ['IBU-400-10'] } }), 100)).toBeNull();
    expect(await index(context, parse({ term: '' }), 100)).toBeNull();
    const small = termMatches(2);
    await small.prepare(context);
    await small(context, parse({}), 100);
    expect(await small(context, parse({}), 100)).toBeNull();
  });

  it('serves a new filter on a term asked before without matching it again', async () => {
    const context = await contextFor('ee');
    let now = 1_000;
    const index = createTermMatches({
      maxEntries: 10,
      maxWeight: 1_000_000,
      maxMatches: 10_000,
      ttlMs: 60_000,
      views: createStoreViews({ ttlMs: 600_000, maxReplaced: 100, now: () => now }),
      now: () => now,
    });
    await index.prepare(context);
    const first = await index(context, ProductSearchSchema.parse({ term: 'ibuprofeen' }), 100);
    expect(first!.readAt).toBe(now);
    now += 30_000;
    const second = await index(
      context,
      ProductSearchSchema.parse({ term: 'ibuprofeen', filters: { price: { to: 3 } } }),
      100,
    );
    expect(second!.readAt).toBe(first!.readAt);
    expect(index.stats().entries).toBe(1);
    // A minute after the term was first asked, its matches are read again.
    now += 31_000;
    const third = await index(context, ProductSearchSchema.parse({ term: 'ibuprofeen' }), 100);
    expect(third!.readAt).toBe(now);
  });
});
