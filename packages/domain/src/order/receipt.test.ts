import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditLines,
  creditNoteNumber,
  salesDocumentNumber,
  shippingTaxPercent,
  vatPerRate,
} from './receipt.ts';

describe('vatPerRate', () => {
  it('sums rows per rate, lowest rate first, shipping with its own rate', () => {
    expect(
      vatPerRate([
        { gross: 1240, tax: 240, taxPercent: 24 },
        { gross: 918, tax: 118, taxPercent: 13 },
        { gross: 620, tax: 120, taxPercent: 24 },
        { gross: 0, tax: 0, taxPercent: 9 },
      ]),
    ).toEqual([
      { taxPercent: 13, net: 800, tax: 118, gross: 918 },
      { taxPercent: 24, net: 1500, tax: 360, gross: 1860 },
    ]);
  });

  it('keeps every cent: each line adds up, and the lines add up to the amounts', () => {
    const amount = fc
      .record({
        gross: fc.integer({ min: 0, max: 100_000 }),
        taxPercent: fc.constantFrom(0, 9, 13, 14, 24, 25.5),
      })
      .map(({ gross, taxPercent }) => ({
        gross,
        taxPercent,
        tax: Math.round((gross * taxPercent) / (100 + taxPercent)),
      }));
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (amounts) => {
        const lines = vatPerRate(amounts);
        for (const line of lines) expect(line.net + line.tax).toBe(line.gross);
        expect(lines.reduce((sum, line) => sum + line.gross, 0)).toBe(
          amounts.reduce((sum, a) => sum + a.gross, 0),
        );
        expect(lines.reduce((sum, line) => sum + line.tax, 0)).toBe(
          amounts.reduce((sum, a) => sum + a.tax, 0),
        );
        expect(new Set(lines.map((line) => line.taxPercent)).size).toBe(lines.length);
      }),
    );
  });
});

describe('document numbers and the shipping rate', () => {
  it('prints each series with its letter and six digits', () => {
    expect(salesDocumentNumber('receipt', 42)).toBe('K-000042');
    expect(salesDocumentNumber('invoice', 1234567)).toBe('A-1234567');
  });

  it('reads the shipping rate from its price and tax', () => {
    expect(shippingTaxPercent(500, 97, [9, 24])).toBe(24);
    expect(shippingTaxPercent(490, 100, [14, 25.5])).toBe(25.5);
    expect(shippingTaxPercent(0, 0, [24])).toBe(0);
  });
});

describe('creditLines', () => {
  it('credits returned units by their share of the row and its VAT, the delivery whole', () => {
    const lines = [{ lineId: 1, qty: 3, paid: 1000, tax: 194, taxPercent: 24 }];
    expect(creditLines(lines, [{ lineId: 1, qty: 1, before: 0 }], null)).toEqual([
      { lineId: 1, qty: 1, gross: 333, tax: 64, taxPercent: 24 },
    ]);
    expect(
      creditLines(lines, [{ lineId: 1, qty: 2, before: 1 }], { gross: 399, tax: 77, taxPercent: 24 }),
    ).toEqual([
      { lineId: 1, qty: 2, gross: 667, tax: 130, taxPercent: 24 },
      { lineId: null, qty: 1, gross: 399, tax: 77, taxPercent: 24 },
    ]);
    expect(creditNoteNumber(42)).toBe('KR-000042');
  });

  it('credits exactly what the row cost and its VAT once every unit is credited, in any number of returns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(0, 9, 13, 24, 25.5),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }),
        (qty, paid, taxPercent, splits) => {
          const tax = Math.round((paid * taxPercent) / (100 + taxPercent));
          const line = { lineId: 7, qty, paid, tax, taxPercent };
          let before = 0;
          let gross = 0;
          let vat = 0;
          for (const split of [...splits, qty]) {
            const take = Math.min(split, qty - before);
            if (take <= 0) break;
            const [credit] = creditLines([line], [{ lineId: 7, qty: take, before }], null);
            expect(credit!.tax).toBeLessThanOrEqual(credit!.gross);
            expect(credit!.tax).toBeGreaterThanOrEqual(0);
            gross += credit!.gross;
            vat += credit!.tax;
            before += take;
          }
          expect(before).toBe(qty);
          expect(gross).toBe(paid);
          expect(vat).toBe(tax);
        },
      ),
    );
  });
});
