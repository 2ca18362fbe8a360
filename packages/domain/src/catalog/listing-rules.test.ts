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
  priceRangeLabel,
  shownPriceRanges,
} from './listing-rules.ts';
import { STORE_VIEWS } from '../store/store-views.ts';
import { formatMoney } from '../pricing/format-money.ts';

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

  it.each([
    ['ee', ['< 50,00 €', '50,00 € - 100,00 €', '100,00 € - 150,00 €', '> 150,00 €']],
    ['fi', ['< 50,00 €', '50,00 € - 100,00 €', '100,00 € - 150,00 €', '> 150,00 €']],
    ['ru', ['< 50,00 €', '50,00 € - 100,00 €', '100,00 € - 150,00 €', '> 150,00 €']],
    ['en', ['< 50.00 €', '50.00 € - 100.00 €', '100.00 € - 150.00 €', '> 150.00 €']],
  ] as const)("words the ranges with the %s store's money format", (store, labels) => {
    const amount = (cents: number) => formatMoney(cents, STORE_VIEWS[store].i18n).replace(/\u00a0/g, ' ');
    expect(PRICE_BUCKETS.map((bucket) => priceRangeLabel(bucket, amount))).toEqual(labels);
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

describe('shownPriceRanges', () => {
  const range = (count: number, isSelected = false) => ({ count, isSelected });

  it('offers no price filter when one range holds every product', () => {
    expect(shownPriceRanges([range(57), range(0), range(0), range(0)], 57)).toEqual([]);
  });

  it('offers the ranges that hold products when they split the list', () => {
    expect(shownPriceRanges([range(50), range(0), range(7), range(0)], 57)).toEqual([range(50), range(7)]);
  });

  it('keeps a chosen range, even an empty one, so it can be unchosen', () => {
    expect(shownPriceRanges([range(57, true), range(0)], 57)).toEqual([range(57, true)]);
    expect(shownPriceRanges([range(57), range(0, true)], 57)).toEqual([range(57), range(0, true)]);
  });

  it('shows only ranges with products or the chosen one, in order, and never a filter that narrows nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(100), { minLength: 1, maxLength: PRICE_BUCKETS.length }),
        fc.option(fc.nat(PRICE_BUCKETS.length - 1)),
        fc.nat(20),
        (counts, chosen, unpriced) => {
          const ranges = counts.map((count, i) => range(count, i === chosen));
          const total = counts.reduce((sum, count) => sum + count, 0) + unpriced;
          const shown = shownPriceRanges(ranges, total);
          expect(shown.length).toBeLessThanOrEqual(PRICE_BUCKETS.length);
          expect(ranges.filter((r) => shown.includes(r))).toEqual(shown);
          for (const r of shown) expect(r.count > 0 || r.isSelected).toBe(true);
          if (!shown.some((r) => r.isSelected)) expect(shown.every((r) => r.count < total)).toBe(true);
          if (chosen !== null && chosen < counts.length) expect(shown).toContain(ranges[chosen]);
          // Every product with a price sits in a shown range, unless the filter is left out.
          if (shown.length > 0) expect(shown.reduce((sum, r) => sum + r.count, 0)).toBe(total - unpriced);
        },
      ),
    );
  });
});
