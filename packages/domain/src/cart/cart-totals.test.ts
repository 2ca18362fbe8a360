import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxFromGross } from '../pricing/tax.ts';
import { computeCartTotals, totalSegments, type PricedLine, type ShippingCharge } from './cart-totals.ts';
import type { SalesRule } from './sales-rule.ts';

const COURIER: ShippingCharge = { code: 'courier', net: 400, gross: 500, taxRate: 24 };

const line = (sku: string, qty: number, unitGross: number, taxRate: number): PricedLine => ({
  key: sku,
  sku,
  qty,
  unitGross,
  taxRate,
});

const rule = (overrides: Partial<SalesRule>): SalesRule => ({
  code: 'TEST',
  type: 'percent',
  scope: 'cart',
  amount: 10,
  skus: null,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  isActive: true,
  ...overrides,
});

describe('computeCartTotals', () => {
  it('sums rows, splits VAT per rate and adds the default courier (4 excl. / 5 incl.)', () => {
    const totals = computeCartTotals([line('IBU-400', 2, 599, 9), line('SUN-50', 1, 1890, 24)], {
      shipping: COURIER,
    });
    expect(totals.subtotalInclTax).toBe(2 * 599 + 1890);
    expect(totals.lines.map((l) => l.tax)).toEqual([taxFromGross(1198, 9), taxFromGross(1890, 24)]);
    expect(totals.taxLines).toEqual([
      { rate: 9, amount: 99 },
      { rate: 24, amount: 366 + 100 },
    ]);
    expect(totals.subtotal).toBe(3088 - 99 - 366);
    expect(totals.shipping).toEqual({ code: 'courier', net: 400, gross: 500, tax: 100 });
    expect(totals.grandTotal).toBe(3088 + 500);
    expect(totals.totalTax).toBe(99 + 466);
  });

  it('adds nothing for negative quantities', () => {
    const totals = computeCartTotals([line('A', -3, 1000, 24), line('B', 1, 1000, 24)]);
    expect(totals.subtotalInclTax).toBe(1000);
    expect(totals.lines[0]).toMatchObject({ qty: 0, rowGross: 0, tax: 0 });
  });

  it('takes a percent coupon off each row and VAT from the discounted row (newsletter 10 %)', () => {
    const totals = computeCartTotals([line('A', 1, 1000, 24), line('B', 3, 333, 9)], {
      rule: rule({ code: 'NEWSLETTER10' }),
    });
    expect(totals.lines.map((l) => l.discount)).toEqual([100, 100]);
    expect(totals.lines.map((l) => l.tax)).toEqual([taxFromGross(900, 24), taxFromGross(899, 9)]);
    expect(totals.discount).toBe(200);
    expect(totals.grandTotal).toBe(1999 - 200);
    expect(totals.couponCode).toBe('NEWSLETTER10');
  });

  it('limits a line coupon to its SKUs and a fixed line discount to the row', () => {
    const totals = computeCartTotals([line('A', 2, 300, 24), line('B', 1, 1000, 24)], {
      rule: rule({ type: 'fixed', scope: 'line', amount: 500, skus: ['A'] }),
    });
    expect(totals.lines.map((l) => l.discount)).toEqual([600, 0]);
  });

  it('spreads a fixed cart discount over the rows to the cent', () => {
    const totals = computeCartTotals(
      [line('A', 1, 1000, 24), line('B', 1, 1000, 9), line('C', 1, 1000, 24)],
      {
        rule: rule({ type: 'fixed', scope: 'cart', amount: 1000 }),
      },
    );
    expect(totals.lines.map((l) => l.discount)).toEqual([334, 333, 333]);
    expect(totals.discount).toBe(1000);
  });

  it('lists the platform segments by code with a negative discount', () => {
    const totals = computeCartTotals([line('A', 1, 1000, 24)], { rule: rule({}), shipping: COURIER });
    expect(totalSegments(totals)).toEqual([
      { code: 'subtotal', value: 1000 },
      { code: 'discount', value: -100 },
      { code: 'shipping', value: 500 },
      { code: 'tax', value: taxFromGross(900, 24) + 100 },
      { code: 'grand_total', value: 1400 },
    ]);
  });
});

const lineArb = fc.record({
  key: fc.string({ maxLength: 4 }),
  sku: fc.constantFrom('A', 'B', 'C', 'D'),
  qty: fc.integer({ min: -5, max: 50 }),
  unitGross: fc.integer({ min: 0, max: 500_000 }),
  taxRate: fc.constantFrom(9, 13.5, 24, 25.5),
});
const ruleArb = fc.option(
  fc.record({
    type: fc.constantFrom('percent' as const, 'fixed' as const),
    scope: fc.constantFrom('cart' as const, 'line' as const),
    amount: fc.integer({ min: 0, max: 1_000_000 }),
    skus: fc.option(fc.subarray(['A', 'B', 'C', 'D'])),
  }),
);

describe('cart totals for any cart', () => {
  it('are never negative, and every row VAT is the rounded share of its discounted gross', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        ruleArb,
        fc.boolean(),
        (lines, partial, withShipping) => {
          const totals = computeCartTotals(lines, {
            rule: partial ? rule(partial) : null,
            shipping: withShipping ? COURIER : null,
          });
          for (const value of [totals.subtotal, totals.subtotalInclTax, totals.discount, totals.totalTax]) {
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotalInclTax);
          for (const row of totals.lines) {
            expect(row.discount).toBeGreaterThanOrEqual(0);
            expect(row.discount).toBeLessThanOrEqual(row.rowGross);
            expect(row.tax).toBe(taxFromGross(row.rowGross - row.discount, row.taxRate));
            expect(Number.isInteger(row.tax)).toBe(true);
          }
          expect(totals.grandTotal).toBe(
            totals.subtotalInclTax - totals.discount + (withShipping ? COURIER.gross : 0),
          );
        },
      ),
    );
  });
});
