import { describe, expect, it } from 'vitest';
import { ProductSearchSchema } from './search-schemas.ts';
import { pageIdsOf, resultKey, type CachedResult } from './search-results.ts';

const counts = { total: 0, facets: [], prices: [], fuzzy: false };

function result(ids: number[] | null, first = { from: 0, size: 2, ids: [7, 8] }): CachedResult {
  return {
    ...counts,
    total: ids?.length ?? 100,
    ids: ids && Int32Array.from(ids),
    idsWhenAsked: null,
    first,
    readAt: 0,
  };
}

const search = (body: object) => ProductSearchSchema.parse({ storeCode: 'ee', ...body });

describe('pageIdsOf', () => {
  it('slices any page out of the ids in order, past the end included', () => {
    const all = result([5, 3, 9, 1, 7]);
    expect(pageIdsOf(all, 0, 2)).toEqual([5, 3]);
    expect(pageIdsOf(all, 2, 2)).toEqual([9, 1]);
    expect(pageIdsOf(all, 4, 50)).toEqual([7]);
    expect(pageIdsOf(all, 5, 50)).toEqual([]);
    expect(pageIdsOf(all, 1, 0)).toEqual([]);
  });

  it('orders every id of a result only when a page other than the first is asked, once', () => {
    let ordered = 0;
    const later = {
      ...result(null, { from: 0, size: 2, ids: [5, 3] }),
      total: 5,
      idsWhenAsked: () => {
        ordered++;
        return [5, 3, 9, 1, 7];
      },
    };
    expect(pageIdsOf(later, 0, 2)).toEqual([5, 3]);
    expect(ordered).toBe(0);
    expect(pageIdsOf(later, 2, 2)).toEqual([9, 1]);
    expect(pageIdsOf(later, 0, 3)).toEqual([5, 3, 9]);
    expect(pageIdsOf(later, 4, 50)).toEqual([7]);
    expect(ordered).toBe(1);
    expect(later.idsWhenAsked).toBeNull();
  });

  it('answers only the computing page of a result too large to keep', () => {
    const large = result(null, { from: 50, size: 50, ids: [1, 2] });
    expect(pageIdsOf(large, 50, 50)).toEqual([1, 2]);
    expect(pageIdsOf(large, 0, 50)).toBeNull();
    expect(pageIdsOf(large, 50, 20)).toBeNull();
  });
});

describe('resultKey', () => {
  const day = '2026-11-22';

  it('ignores the page and the fields picked from the documents', () => {
    const key = resultKey(day, 0, search({ term: 'vitamiin', aggregations: ['Brand'] }));
    expect(
      resultKey(
        day,
        0,
        search({ term: 'vitamiin', aggregations: ['Brand'], from: 50, size: 20, includeFields: ['sku'] }),
      ),
    ).toBe(key);
  });

  it('tells apart what changes the matches, their order or the counts', () => {
    const base = { term: 'vitamiin', aggregations: ['Brand'] };
    const keys = [
      search(base),
      search({ ...base, term: 'Vitamiin' }),
      search({ ...base, storeCode: 'fi' }),
      search({ ...base, sort: 'name:asc' }),
      search({ ...base, aggregations: [] }),
      search({ ...base, aggregations: ['Brand', 'Tag'] }),
      search({ ...base, filters: { attributes: { Brand: ['medivia'] } } }),
      search({ ...base, filters: { categoryIds: [3] } }),
      search({ ...base, filters: { price: { from: 5 } } }),
      search({ ...base, filters: { price: { to: 5 } } }),
      search({ ...base, filters: { visibility: [4] } }),
      search({ ...base, filters: { status: [1] } }),
      search({ ...base, filters: { skus: ['A'] } }),
    ].map((s) => resultKey(day, 0, s));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes with the day and the customer group, so special prices and a new day start afresh', () => {
    const s = search({ term: 'vitamiin' });
    expect(resultKey('2026-11-23', 0, s)).not.toBe(resultKey(day, 0, s));
    expect(resultKey(day, 1, s)).not.toBe(resultKey(day, 0, s));
  });

  it('spells sets, prices and the default sort one way', () => {
    const one = search({
      term: 'vitamiin',
      aggregations: ['Tag', 'Brand'],
      filters: {
        attributes: { Tag: ['b', 'a'], Brand: ['x'] },
        categoryIds: [5, 3],
        visibility: [4, 2],
        price: { from: 5.001 },
      },
    });
    const other = search({
      term: 'vitamiin',
      sort: 'relevance',
      aggregations: ['Brand', 'Tag', 'Brand'],
      filters: {
        attributes: { Brand: ['x'], Tag: ['a', 'b', 'a'] },
        categoryIds: [3, 5],
        visibility: [2, 4],
        price: { from: 5 },
      },
    });
    expect(resultKey(day, 0, one)).toBe(resultKey(day, 0, other));
  });
});
