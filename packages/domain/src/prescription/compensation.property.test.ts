import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_RATES,
  compensateLines,
  compensationTotals,
  PRESCRIPTION_FEE_CENTS,
  type CompensationLineInput,
} from './compensation.ts';

const cents = fc.integer({ min: 0, max: 100_000 });
const rate = fc.constantFrom(...COMPENSATION_RATES);

const lineInput: fc.Arbitrary<CompensationLineInput> = fc.record({
  prescriptionNumber: fc.string({ minLength: 1, maxLength: 8 }),
  unitPriceCents: cents,
  qty: fc.integer({ min: 0, max: 5 }),
  referencePriceCents: fc.option(cents, { nil: null }),
  rate,
});
const year = fc.integer({ min: 0, max: 60_000 });
const fee = fc.oneof(fc.constant(PRESCRIPTION_FEE_CENTS), fc.integer({ min: 0, max: 1_000 }));

const compensateOne = (input: CompensationLineInput, yearCents: number, feeCents?: number) => {
  const [result] = compensateLines([input], yearCents, feeCents);
  if (!result) throw new Error('one line in, one line out');
  return result;
};

describe('compensateLines properties', () => {
  it('the customer pays between nothing and the price, and with the fund exactly the price', () => {
    fc.assert(
      fc.property(fc.array(lineInput, { maxLength: 6 }), year, fee, (lines, yearCents, feeCents) => {
        const results = compensateLines(lines, yearCents, feeCents);
        expect(results).toHaveLength(lines.length);
        results.forEach((result, index) => {
          const input = lines[index]!;
          expect(result.prescriptionNumber).toBe(input.prescriptionNumber);
          expect(result.priceCents).toBe(input.unitPriceCents * input.qty);
          expect(result.customerPaysCents).toBeGreaterThanOrEqual(0);
          expect(result.customerPaysCents).toBeLessThanOrEqual(result.priceCents);
          expect(result.medicalInsuranceDiscountAmount).toBeGreaterThanOrEqual(0);
          expect(result.additionalSubsidyAmount).toBeGreaterThanOrEqual(0);
          expect(
            result.medicalInsuranceDiscountAmount + result.additionalSubsidyAmount + result.customerPaysCents,
          ).toBe(result.priceCents);
          for (const amount of [
            result.medicalInsuranceDiscountAmount,
            result.additionalSubsidyAmount,
            result.customerPaysCents,
          ]) {
            expect(Number.isInteger(amount)).toBe(true);
          }
        });
        const totals = compensationTotals(results, 9);
        expect(totals.fundPaysCents + totals.customerPaysCents).toBe(
          results.reduce((sum, result) => sum + result.priceCents, 0),
        );
      }),
    );
  });

  it('the customer always pays the fee, or the whole base when it is not above the fee, before the additional benefit', () => {
    fc.assert(
      fc.property(lineInput, fee, (input, feeCents) => {
        const result = compensateOne(input, 0, feeCents);
        const base =
          Math.min(input.unitPriceCents, input.referencePriceCents ?? input.unitPriceCents) * input.qty;
        const avoidable = result.priceCents - base;
        expect(result.customerPaysCents).toBeGreaterThanOrEqual(Math.min(base, feeCents) + avoidable);
      }),
    );
  });

  it('pays nothing at rate 0', () => {
    fc.assert(
      fc.property(lineInput, year, fee, (input, yearCents, feeCents) => {
        const result = compensateOne({ ...input, rate: 0 }, yearCents, feeCents);
        expect(result.medicalInsuranceDiscountAmount).toBe(0);
        expect(result.additionalSubsidyAmount).toBe(0);
        expect(result.customerPaysCents).toBe(result.priceCents);
      }),
    );
  });

  it('a medicine not dearer than the fee is paid in full while the year is under 100 €', () => {
    fc.assert(
      fc.property(
        lineInput,
        fc.integer({ min: 0, max: PRESCRIPTION_FEE_CENTS }),
        fc.integer({ min: 0, max: 10_000 - PRESCRIPTION_FEE_CENTS }),
        (input, unitPriceCents, yearCents) => {
          const result = compensateOne({ ...input, unitPriceCents, qty: 1 }, yearCents);
          expect(result.medicalInsuranceDiscountAmount).toBe(0);
          expect(result.customerPaysCents).toBe(unitPriceCents);
        },
      ),
    );
  });

  it('a lower price never makes the customer pay more', () => {
    fc.assert(
      fc.property(lineInput, cents, year, fee, (input, lowerBy, yearCents, feeCents) => {
        const lower = { ...input, unitPriceCents: Math.max(0, input.unitPriceCents - lowerBy) };
        expect(compensateOne(lower, yearCents, feeCents).customerPaysCents).toBeLessThanOrEqual(
          compensateOne(input, yearCents, feeCents).customerPaysCents,
        );
      }),
    );
  });

  it('a higher rate or a fuller year never makes the customer pay more', () => {
    fc.assert(
      fc.property(lineInput, rate, year, year, fee, (input, otherRate, yearA, yearB, feeCents) => {
        const [lowRate, highRate] = [input.rate, otherRate].sort((a, b) => a - b) as [number, number];
        const atLow = compensateOne(
          { ...input, rate: lowRate as CompensationLineInput['rate'] },
          yearA,
          feeCents,
        );
        const atHigh = compensateOne(
          { ...input, rate: highRate as CompensationLineInput['rate'] },
          yearA,
          feeCents,
        );
        expect(atHigh.customerPaysCents).toBeLessThanOrEqual(atLow.customerPaysCents);
        const [emptier, fuller] = [yearA, yearB].sort((a, b) => a - b) as [number, number];
        expect(compensateOne(input, fuller, feeCents).customerPaysCents).toBeLessThanOrEqual(
          compensateOne(input, emptier, feeCents).customerPaysCents,
        );
      }),
    );
  });

  it('the additional benefit is the band rates over the co-payment counted since 0 €', () => {
    // A model: the benefit a year of co-payments earns in total, cut where the line begins and ends.
    const earned = (total: number) =>
      Math.max(0, Math.min(total, 30_000) - 10_000) * 0.5 + Math.max(0, total - 30_000) * 0.9;
    fc.assert(
      fc.property(lineInput, year, (input, yearCents) => {
        const result = compensateOne(input, yearCents);
        const coPayment =
          input.rate === 0
            ? 0
            : Math.min(input.unitPriceCents, input.referencePriceCents ?? input.unitPriceCents) * input.qty -
              result.medicalInsuranceDiscountAmount;
        const expected = earned(yearCents + coPayment) - earned(yearCents);
        expect(result.additionalSubsidyAmount).toBe(Math.floor(expected + 1e-9));
      }),
    );
  });
});
