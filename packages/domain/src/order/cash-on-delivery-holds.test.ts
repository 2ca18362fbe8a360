import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOnDeliveryHoldMessage, overCashOnDeliveryHolds } from './cash-on-delivery-holds.ts';

const units = fc.array(
  fc.record({ product: fc.integer({ min: 1, max: 5 }), qty: fc.integer({ min: 1, max: 12 }) }),
  { maxLength: 8 },
);
const total = (list: { product: number; qty: number }[], product: number) =>
  list.filter((u) => u.product === product).reduce((sum, u) => sum + u.qty, 0);

describe('overCashOnDeliveryHolds', () => {
  it('refuses an order that takes what one address holds of a product past its limit', () => {
    expect(overCashOnDeliveryHolds([{ product: 7, qty: 8 }], [{ product: 7, qty: 3 }], () => 10)).toEqual([
      { product: 7, qty: 11, limit: 10 },
    ]);
    expect(overCashOnDeliveryHolds([{ product: 7, qty: 7 }], [{ product: 7, qty: 3 }], () => 10)).toEqual([]);
  });

  it('leaves products the new order does not hold alone, however much the address holds of them', () => {
    expect(overCashOnDeliveryHolds([{ product: 1, qty: 50 }], [{ product: 2, qty: 1 }], () => 3)).toEqual([]);
  });

  it('refuses exactly the ordered products whose held and ordered units together pass the limit', () => {
    fc.assert(
      fc.property(units, units, fc.integer({ min: 1, max: 20 }), (held, ordered, limit) => {
        const over = overCashOnDeliveryHolds(held, ordered, () => limit).map((o) => o.product);
        const products = new Set(ordered.map((u) => u.product));
        const expected = [...products].filter((p) => total(held, p) + total(ordered, p) > limit);
        expect(new Set(over)).toEqual(new Set(expected));
      }),
    );
  });

  it('lets any number of orders through while each address stays within the limit of every product', () => {
    // One address placing order after order: it never holds more than the limit of a product.
    fc.assert(
      fc.property(fc.array(units, { maxLength: 10 }), fc.integer({ min: 1, max: 20 }), (orders, limit) => {
        let held: { product: number; qty: number }[] = [];
        for (const order of orders) {
          if (overCashOnDeliveryHolds(held, order, () => limit).length === 0) held = [...held, ...order];
        }
        for (const product of new Set(held.map((u) => u.product))) {
          expect(total(held, product)).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });
});

describe('cashOnDeliveryHoldMessage', () => {
  it('names the limit', () => {
    expect(cashOnDeliveryHoldMessage(3)).toMatch(
      /^Unpaid cash on delivery orders may hold at most 3 of this product\./,
    );
  });
});
