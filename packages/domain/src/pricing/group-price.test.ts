import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductPagePrice } from '../storefront/product-page.ts';
import {
  groupDiscounts,
  withCardGroupDiscount,
  withGroupDiscount,
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
