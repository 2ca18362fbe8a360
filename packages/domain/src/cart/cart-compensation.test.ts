import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxFromGross } from '../pricing/tax.ts';
import { applyCompensation, computeCartTotals, type PricedLine } from './cart-totals.ts';

const line = (sku: string, qty: number, unitGross: number, taxRate: number): PricedLine => ({
  key: sku,
  sku,
  qty,
  unitGross,
  taxRate,
});
const COURIER = { code: 'courier', net: 400, gross: 500, taxRate: 24 };

describe('applyCompensation', () => {
  it('takes the fund’s share off the grand total and the VAT of the customer’s share only', () => {
    const totals = computeCartTotals([line('ATOR', 2, 1200, 9), line('SUN', 1, 1890, 24)], {
      shipping: COURIER,
    });
    const compensated = applyCompensation(totals, new Map([['ATOR', 974]]));
    expect(compensated.fundAmount).toBe(974);
    expect(compensated.grandTotal).toBe(totals.grandTotal - 974);
    const rx = compensated.lines.find((l) => l.key === 'ATOR')!;
    expect(rx).toMatchObject({ fund: 974, tax: taxFromGross(2400 - 974, 9) });
    expect(compensated.taxLines).toEqual([
      { rate: 9, amount: taxFromGross(2400 - 974, 9) },
      { rate: 24, amount: taxFromGross(1890, 24) + 100 },
    ]);
    expect(compensated.totalTax).toBe(taxFromGross(1426, 9) + taxFromGross(1890, 24) + 100);
    expect(compensated.subtotalInclTax).toBe(totals.subtotalInclTax);
  });

  it('leaves totals without compensation as they were, with a fund amount of 0', () => {
    const totals = computeCartTotals([line('IBU', 1, 599, 9)]);
    expect(applyCompensation(totals, new Map())).toEqual({ ...totals, fundAmount: 0 });
  });

  it('never lets the fund pay more than the row, nor the grand total or a tax line go below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ qty: fc.integer({ min: 1, max: 5 }), unit: fc.integer({ min: 0, max: 50_000 }) }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 5, maxLength: 5 }),
        (rows, shares) => {
          const totals = computeCartTotals(rows.map((r, i) => line(`P${i}`, r.qty, r.unit, 9)));
          const fund = new Map(rows.map((_, i) => [`P${i}`, shares[i]!]));
          const compensated = applyCompensation(totals, fund);
          for (const l of compensated.lines) {
            expect(l.fund ?? 0).toBeLessThanOrEqual(l.rowGross - l.discount);
            expect(l.tax).toBeGreaterThanOrEqual(0);
          }
          expect(compensated.grandTotal).toBeGreaterThanOrEqual(0);
          expect(compensated.grandTotal + compensated.fundAmount).toBe(totals.grandTotal);
          expect(compensated.taxLines.every((t) => t.amount > 0)).toBe(true);
        },
      ),
    );
  });
});
