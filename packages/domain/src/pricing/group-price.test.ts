import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductPagePrice } from '../storefront/product-page.ts';
import {
  groupDiscounts,
  withCardGroupDiscount,
  withGroupDiscount,
  tierPriceAt,
  withTierPrice,
  type RenderListItem,
} from './group-price.ts';

const item = (
  sku: string,
  final: number,
  regular: number,
  special: number | null = null,
): RenderListItem => ({
  sku,
  price_info: {
    extension_attributes: {
      tax_adjustments: { final_price: final, regular_price: regular, special_price: special },
    },
  },
});

const price: ProductPagePrice = {
  final: 1790,
  regular: 1790,
  special: null,
  discountPercent: null,
  taxRate: 24,
  currency: 'EUR',
};

describe('groupDiscounts', () => {
  it("takes the group's final price off the guest's special or regular price", () => {
    const found = groupDiscounts([item('A', 16.5, 17.9), item('B', 5.49, 7.49, 5.99), item('C', 3, 3)]);
    expect([...found]).toEqual([
      ['A', 140],
      ['B', 50],
    ]);
  });
});

describe('withGroupDiscount', () => {
  it('lowers the final price and shows it against the regular price', () => {
    expect(withGroupDiscount(price, 140)).toEqual({
      ...price,
      final: 1650,
      special: 1650,
      discountPercent: 8,
    });
    const card = { final: 1790, regular: 1790, special: null, currency: 'EUR' as const };
    expect(withCardGroupDiscount(card, 140)).toEqual({ ...card, final: 1650, special: 1650 });
    expect(withCardGroupDiscount(card, 0)).toBe(card);
    expect(withGroupDiscount(price, 0)).toBe(price);
  });

  it('never raises a price or takes it below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -1000, max: 200_000 }),
        (cents, discount) => {
          const shown = withGroupDiscount({ ...price, final: cents, regular: cents }, discount);
          expect(shown.final).toBeLessThanOrEqual(cents);
          expect(shown.final).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('withTierPrice', () => {
  it('takes a lower tier and keeps the final price against a higher, equal or missing one', () => {
    expect(withTierPrice(1000, 860)).toBe(860);
    expect(withTierPrice(1000, 1200)).toBe(1000);
    expect(withTierPrice(1000, 1000)).toBe(1000);
    expect(withTierPrice(1000, null)).toBe(1000);
  });

  it('answers the lower of the two prices for all amounts, never raising the final price', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.option(fc.nat(10_000_000)), (final, tier) => {
        const price = withTierPrice(final, tier);
        expect(price).toBe(tier === null ? final : Math.min(final, tier));
        expect(price).toBeLessThanOrEqual(final);
      }),
    );
  });
});

describe('tierPriceAt', () => {
  const tiers = [
    { qty: 10, cents: 300 },
    { qty: 1, cents: 350 },
    { qty: 50, cents: 250 },
  ];

  it('takes the lowest price of the tiers the quantity reaches', () => {
    expect(tierPriceAt(tiers, 1)).toBe(350);
    expect(tierPriceAt(tiers, 9)).toBe(350);
    expect(tierPriceAt(tiers, 10)).toBe(300);
    expect(tierPriceAt(tiers, 60)).toBe(250);
    expect(tierPriceAt([{ qty: 10, cents: 300 }], 3)).toBeNull();
    expect(tierPriceAt([], 3)).toBeNull();
  });

  it('never rises as the quantity grows', () => {
    const tierList = fc.array(fc.record({ qty: fc.integer({ min: 1, max: 100 }), cents: fc.nat(10_000) }));
    fc.assert(
      fc.property(tierList, fc.integer({ min: 1, max: 100 }), fc.nat(100), (list, qty, more) => {
        const fewer = tierPriceAt(list, qty);
        const larger = tierPriceAt(list, qty + more);
        if (fewer !== null) expect(larger).not.toBeNull();
        if (fewer !== null && larger !== null) expect(larger).toBeLessThanOrEqual(fewer);
      }),
    );
  });
});
