import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_SORT,
  LISTING_FILTER_CODES,
  LISTING_SORT_KEYS,
  MAX_LISTING_PAGE,
  PRICE_RANGE_KEYS,
  hasListingFilters,
  isTermTooShort,
  listingSearch,
  parseListingQuery,
  priceBucketByKey,
  sortOptionOf,
  withListingPage,
  withoutFilterValue,
  withoutFilters,
  type ListingQuery,
} from './listing-query.ts';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('reads no parameters as the defaults: Name A-Z, first page, no filters', () => {
    expect(parse('')).toEqual({ filters: {}, price: null, sort: 'name-asc', page: 1, term: '' });
  });

  it('reads repeated and comma-separated attribute values, sorted and without duplicates', () => {
    expect(parse('Brand=medivia&Brand=acme,medivia&Atc=N02').filters).toEqual({
      Brand: ['acme', 'medivia'],
      Atc: ['N02'],
    });
  });

  it('ignores parameters that are not listing filters', () => {
    expect(parse('Colour=red&utm_source=x&CustomerInfoUrl=a').filters).toEqual({});
  });

  it('reads a price range, a sort and a page', () => {
    expect(parse('price=50-100&sort=price-desc&page=3')).toMatchObject({
      price: '50-100',
      sort: 'price-desc',
      page: 3,
    });
  });

  it.each([
    ['price=10-20', 'price', null],
    ['sort=cheapest', 'sort', 'name-asc'],
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=abc', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=99999999999', 'page', 1],
    ['page=5000', 'page', MAX_LISTING_PAGE],
  ] as const)('falls back to a default for %s', (search, field, expected) => {
    expect(parse(search)[field]).toBe(expected);
  });

  it('trims the term and caps its length', () => {
    expect(parse('term=%20%20ibuprofen%20').term).toBe('ibuprofen');
    expect(parse(`term=${'a'.repeat(500)}`).term).toHaveLength(200);
  });

  it('drops empty and overlong option codes', () => {
    expect(parse(`Brand=&Brand=${'x'.repeat(65)}&Tag=,new,`).filters).toEqual({ Tag: ['new'] });
  });
});

describe('listingSearch', () => {
  it('leaves the defaults out of the URL', () => {
    expect(listingSearch(parse(''))).toBe('');
    expect(listingSearch(parse('sort=name-asc&page=1'))).toBe('');
  });

  it('writes the term first, then filters, price, sort and page', () => {
    expect(listingSearch(parse('page=2&sort=price-asc&price=0-50&Brand=b&Brand=a&term=para'))).toBe(
      '?term=para&Brand=a&Brand=b&price=0-50&sort=price-asc&page=2',
    );
  });

  const queries: fc.Arbitrary<ListingQuery> = fc.record({
    filters: fc.dictionary(
      fc.constantFrom(...LISTING_FILTER_CODES),
      fc.uniqueArray(fc.stringMatching(/^[a-z0-9][a-z0-9 .&+-]{0,20}$/), { minLength: 1, maxLength: 5 }),
    ),
    price: fc.option(fc.constantFrom(...PRICE_RANGE_KEYS), { nil: null }),
    sort: fc.constantFrom(...LISTING_SORT_KEYS),
    page: fc.integer({ min: 1, max: MAX_LISTING_PAGE }),
    term: fc.stringMatching(/^(\S(.{0,30}\S)?)?$/),
  });

  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const normalised = parseListingQuery(new URLSearchParams(listingSearch(query)));
        expect(listingSearch(normalised)).toBe(
          listingSearch(parseListingQuery(new URLSearchParams(listingSearch(normalised)))),
        );
        expect(normalised.sort).toBe(query.sort);
        expect(normalised.page).toBe(query.page);
        expect(normalised.price).toBe(query.price);
        for (const [code, values] of Object.entries(query.filters))
          expect(normalised.filters[code as keyof typeof query.filters]).toEqual(
            [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort(),
          );
      }),
    );
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const query = parseListingQuery(new URLSearchParams(search));
        expect(query.page).toBeGreaterThanOrEqual(1);
        expect(LISTING_SORT_KEYS).toContain(query.sort);
      }),
    );
  });
});

describe('listing state changes', () => {
  const query = parse('Brand=a&Brand=b&Tag=new&price=0-50&sort=price-asc&page=4&term=para');

  it('removes one filter value and goes back to the first page', () => {
    expect(listingSearch(withoutFilterValue(query, 'Brand', 'a'))).toBe(
      '?term=para&Brand=b&Tag=new&price=0-50&sort=price-asc',
    );
    expect(withoutFilterValue(query, 'Tag', 'new').filters.Tag).toBeUndefined();
  });

  it('clears all filters but keeps the term and the sort', () => {
    const cleared = withoutFilters(query);
    expect(hasListingFilters(cleared)).toBe(false);
    expect(listingSearch(cleared)).toBe('?term=para&sort=price-asc');
  });

  it('moves to another page keeping everything else', () => {
    expect(withListingPage(query, 5).filters).toEqual(query.filters);
  });
});

describe('sort and price keys', () => {
  it('maps every sort key to the spec option in order, Name A-Z first', () => {
    expect(LISTING_SORT_KEYS.map((key) => sortOptionOf(key).label)).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Price low to high',
      'Price high to low',
    ]);
    expect(DEFAULT_LISTING_SORT).toBe('name-asc');
  });

  it('names the price ranges 0-50, 50-100, 100-150 and 150+', () => {
    expect(PRICE_RANGE_KEYS).toEqual(['0-50', '50-100', '100-150', '150+']);
    expect(priceBucketByKey('150+')).toEqual({ from: 15000, to: null });
    expect(priceBucketByKey('1-2')).toBeNull();
  });
});

describe('isTermTooShort', () => {
  it('asks for at least 3 characters but lets an empty term through', () => {
    expect(isTermTooShort('ib')).toBe(true);
    expect(isTermTooShort('ibu')).toBe(false);
    expect(isTermTooShort('')).toBe(false);
  });
});
