import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  PRICE_BUCKETS,
  isLinkableProduct,
  isListedInCategory,
  isLoadableCategoryId,
  isSearchSuggestion,
  priceBucketLabel,
  priceBucketOf,
} from './listing-rules.ts';

describe('listing filters', () => {
  it('lists enabled products visible in the catalogue in a category', () => {
    expect(isListedInCategory({ visibility: 2, status: 1 })).toBe(true);
    expect(isListedInCategory({ visibility: 4, status: 0 })).toBe(true);
  });

  it('keeps hidden and disabled products out of category lists', () => {
    expect(isListedInCategory({ visibility: 1, status: 1 })).toBe(false);
    expect(isListedInCategory({ visibility: 4, status: 2 })).toBe(false);
  });

  it('suggests only products visible in search', () => {
    expect(isSearchSuggestion({ visibility: 3, status: 1 })).toBe(true);
    expect(isSearchSuggestion({ visibility: 2, status: 1 })).toBe(false);
  });

  it('links only status 1 products into bundles and grouped products', () => {
    expect(isLinkableProduct({ status: 1 })).toBe(true);
    expect(isLinkableProduct({ status: 0 })).toBe(false);
  });
});

describe('price buckets', () => {
  it.each([
    [0, '< €50'],
    [1, '€50 - 100'],
    [2, '€100 - 150'],
    [3, '> €150'],
  ])('labels bucket %i as %s', (index, label) => {
    expect(priceBucketLabel(PRICE_BUCKETS[index]!, '€')).toBe(label);
  });

  it('puts a price on a bound into the upper bucket', () => {
    expect(priceBucketOf(4999)).toBe(PRICE_BUCKETS[0]);
    expect(priceBucketOf(5000)).toBe(PRICE_BUCKETS[1]);
    expect(priceBucketOf(15000)).toBe(PRICE_BUCKETS[3]);
  });

  it('puts every non-negative price in exactly one bucket', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (price) => {
        const holding = PRICE_BUCKETS.filter((b) => price >= b.from && (b.to === null || price < b.to));
        expect(holding).toHaveLength(1);
        expect(priceBucketOf(price)).toBe(holding[0]);
      }),
    );
  });
});

describe('sorting', () => {
  it('sorts by name ascending by default', () => {
    expect(DEFAULT_SORT).toEqual({ label: 'Name A-Z', field: 'name', direction: 'asc' });
  });
});

describe('isLoadableCategoryId', () => {
  it('rejects ids below the root category', () => {
    expect(isLoadableCategoryId(0)).toBe(false);
    expect(isLoadableCategoryId(1)).toBe(false);
  });

  it('loads the root category and everything above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), (id) => {
        expect(isLoadableCategoryId(id)).toBe(true);
      }),
    );
  });
});
