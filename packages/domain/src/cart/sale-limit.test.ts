import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_SALE_QTY,
  maxSaleQty,
  overSaleLimits,
  saleLimitExceeded,
  saleLimitMessage,
} from './sale-limit.ts';

describe('maxSaleQty', () => {
  it("takes the product's own limit, else the store default", () => {
    expect(maxSaleQty(3)).toBe(3);
    expect(maxSaleQty(null)).toBe(DEFAULT_MAX_SALE_QTY);
    expect(maxSaleQty(undefined, 25)).toBe(25);
  });

  it('ignores a limit no order could meet (zero, negative, fractional)', () => {
    expect(maxSaleQty(0)).toBe(DEFAULT_MAX_SALE_QTY);
    expect(maxSaleQty(-2)).toBe(DEFAULT_MAX_SALE_QTY);
    expect(maxSaleQty(2.5)).toBe(DEFAULT_MAX_SALE_QTY);
  });
});

describe('saleLimitExceeded', () => {
  it('allows up to the limit, counting the other lines of the product', () => {
    expect(saleLimitExceeded(3, 0, 3)).toBeNull();
    expect(saleLimitExceeded(4, 0, 3)).toBe(3);
    expect(saleLimitExceeded(2, 1, 3)).toBeNull();
    expect(saleLimitExceeded(2, 2, 3)).toBe(3);
  });

  it('refuses exactly when the units together pass the limit', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.integer({ min: 1, max: 50 }), (qty, others, limit) => {
        const refused = saleLimitExceeded(qty, others, limit);
        expect(refused === null).toBe(qty + others <= limit);
        if (refused !== null) expect(refused).toBe(limit);
      }),
    );
  });
});

describe('overSaleLimits', () => {
  it('sums lines and bundle parts of the same product before comparing', () => {
    const limits: Record<string, number> = { PARA: 3, IBU: 3, VIT: 10 };
    const over = overSaleLimits(
      [
        { product: 'PARA', qty: 2 },
        { product: 'VIT', qty: 10 },
        { product: 'PARA', qty: 2 },
        { product: 'IBU', qty: 3 },
      ],
      (sku) => limits[sku]!,
    );
    expect(over).toEqual([{ product: 'PARA', qty: 4, limit: 3 }]);
  });

  it('names a product exactly when its total passes its limit', () => {
    const entry = fc.record({ product: fc.constantFrom(1, 2, 3), qty: fc.integer({ min: 1, max: 8 }) });
    fc.assert(
      fc.property(fc.array(entry), fc.integer({ min: 1, max: 12 }), (units, limit) => {
        const over = overSaleLimits(units, () => limit);
        for (const product of [1, 2, 3]) {
          const total = units.filter((u) => u.product === product).reduce((sum, u) => sum + u.qty, 0);
          expect(over.some((o) => o.product === product)).toBe(total > limit);
        }
      }),
    );
  });
});

describe('saleLimitMessage', () => {
  it('fills in the limit', () => {
    expect(saleLimitMessage(3)).toBe('You can order at most 3 of this product at a time');
  });
});
