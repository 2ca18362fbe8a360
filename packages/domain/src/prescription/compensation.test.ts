import { describe, expect, it } from 'vitest';
import { taxFromGross } from '../pricing/tax.ts';
import {
  compensateLines,
  compensationTotals,
  PRESCRIPTION_FEE_CENTS,
  type CompensationLineInput,
} from './compensation.ts';

const line = (overrides: Partial<CompensationLineInput> = {}): CompensationLineInput => ({
  prescriptionNumber: 'R1',
  unitPriceCents: 1200,
  qty: 1,
  referencePriceCents: 1000,
  rate: 75,
  ...overrides,
});

describe('compensateLines', () => {
  it('pays the worked example: price 12, reference 10, 75 %, fee 3.50', () => {
    const [result] = compensateLines([line()], 0);
    expect(result).toEqual({
      prescriptionNumber: 'R1',
      priceCents: 1200,
      medicalInsuranceDiscountAmount: 487,
      medicalInsuranceDiscountPercent: 75,
      additionalSubsidyAmount: 0,
      additionalSubsidyPercent: 0,
      customerPaysCents: 713,
    });
  });

  it('charges the fee of 3.50 by default', () => {
    expect(PRESCRIPTION_FEE_CENTS).toBe(350);
  });

  it('reimburses the whole price less the fee at 100 % without a reference price above it', () => {
    const [result] = compensateLines(
      [line({ unitPriceCents: 1000, referencePriceCents: null, rate: 100 })],
      0,
    );
    expect(result?.medicalInsuranceDiscountAmount).toBe(650);
    expect(result?.customerPaysCents).toBe(350);
  });

  it('computes from the price when it is below the reference price', () => {
    const [result] = compensateLines([line({ unitPriceCents: 800, referencePriceCents: 1000, rate: 50 })], 0);
    // 3.50 + (8 − 3.50) × 50 % = 5.75
    expect(result?.medicalInsuranceDiscountAmount).toBe(225);
    expect(result?.customerPaysCents).toBe(575);
  });

  it('charges the fee once per prescription line, whatever the quantity', () => {
    const [result] = compensateLines([line({ qty: 2 })], 0);
    // base 20 € − 3.50 = 16.50, 75 % of it = 12.375 → 12.37; price 24 €
    expect(result?.priceCents).toBe(2400);
    expect(result?.medicalInsuranceDiscountAmount).toBe(1237);
    expect(result?.customerPaysCents).toBe(1163);
  });

  it('pays nothing at rate 0', () => {
    const [result] = compensateLines([line({ rate: 0 })], 50_000);
    expect(result).toMatchObject({
      medicalInsuranceDiscountAmount: 0,
      medicalInsuranceDiscountPercent: 0,
      additionalSubsidyAmount: 0,
      additionalSubsidyPercent: 0,
      customerPaysCents: 1200,
    });
  });

  it('lets the patient pay a medicine cheaper than the fee in full', () => {
    for (const unitPriceCents of [1, 200, 349, 350]) {
      const [result] = compensateLines([line({ unitPriceCents, referencePriceCents: null, rate: 100 })], 0);
      expect(result?.medicalInsuranceDiscountAmount).toBe(0);
      expect(result?.medicalInsuranceDiscountPercent).toBe(0);
      expect(result?.customerPaysCents).toBe(unitPriceCents);
    }
  });

  it('pays nothing when the reference price is not above the fee, and the patient pays the excess over it', () => {
    const [result] = compensateLines([line({ unitPriceCents: 1000, referencePriceCents: 300, rate: 90 })], 0);
    expect(result?.medicalInsuranceDiscountAmount).toBe(0);
    expect(result?.customerPaysCents).toBe(1000);
  });

  describe('additional drug benefit', () => {
    it('returns nothing while the year stays under 100 €', () => {
      const [result] = compensateLines([line()], 9_000);
      expect(result?.additionalSubsidyAmount).toBe(0);
      expect(result?.additionalSubsidyPercent).toBe(0);
    });

    it('returns 50 % of the part of the co-payment above 100 €: year 95 €, co-payment 10 € → 2.50', () => {
      // price 16.50 at 50 %: the fund pays half of 13 €, the co-payment is 10 €
      const [result] = compensateLines(
        [line({ unitPriceCents: 1650, referencePriceCents: null, rate: 50 })],
        9_500,
      );
      expect(result?.medicalInsuranceDiscountAmount).toBe(650);
      expect(result?.additionalSubsidyAmount).toBe(250);
      expect(result?.additionalSubsidyPercent).toBe(50);
      expect(result?.customerPaysCents).toBe(1650 - 650 - 250);
    });

    it('returns 90 % above 300 €, and mixes the bands for a co-payment crossing 300 €', () => {
      const coPay10 = line({ unitPriceCents: 1650, referencePriceCents: null, rate: 50 });
      const [above] = compensateLines([coPay10], 30_000);
      expect(above?.additionalSubsidyAmount).toBe(900);
      expect(above?.additionalSubsidyPercent).toBe(90);
      const [crossing] = compensateLines([coPay10], 29_500);
      // 5 € at 50 % + 5 € at 90 %
      expect(crossing?.additionalSubsidyAmount).toBe(250 + 450);
      expect(crossing?.additionalSubsidyPercent).toBe(90);
    });

    it('does not count the avoidable part above the reference price', () => {
      // the worked example's co-payment is 5.13; the 2 € over the reference price does not count
      const [result] = compensateLines([line()], 30_000);
      expect(result?.additionalSubsidyAmount).toBe(Math.floor(513 * 0.9));
      expect(result?.customerPaysCents).toBe(1200 - 487 - 461);
    });

    it('counts a medicine cheaper than the fee, which is reimbursed even if the fund pays none of it', () => {
      const [result] = compensateLines(
        [line({ unitPriceCents: 300, referencePriceCents: null, rate: 75 })],
        30_000,
      );
      expect(result?.medicalInsuranceDiscountAmount).toBe(0);
      expect(result?.additionalSubsidyAmount).toBe(270);
      expect(result?.customerPaysCents).toBe(30);
    });

    it('adds each line to the year in order', () => {
      const coPay10 = line({ unitPriceCents: 1650, referencePriceCents: null, rate: 50 });
      const results = compensateLines(
        [coPay10, { ...coPay10, prescriptionNumber: 'R2' }, { ...coPay10, prescriptionNumber: 'R3' }],
        9_500,
      );
      expect(results.map((result) => result.additionalSubsidyAmount)).toEqual([250, 500, 500]);
      expect(results.map((result) => result.prescriptionNumber)).toEqual(['R1', 'R2', 'R3']);
    });

    it('treats a negative year as none', () => {
      const [result] = compensateLines([line()], -50_000);
      expect(result?.additionalSubsidyAmount).toBe(0);
    });
  });
});

describe('compensationTotals', () => {
  it('sums what the fund and the customer pay, and the VAT of the customer share', () => {
    const lines = compensateLines([line(), line({ prescriptionNumber: 'R2', rate: 0 })], 0);
    expect(compensationTotals(lines, 9)).toEqual({
      fundPaysCents: 487,
      customerPaysCents: 713 + 1200,
      customerTaxCents: taxFromGross(1913, 9),
    });
  });

  it('is zero for no lines', () => {
    expect(compensationTotals([], 9)).toEqual({
      fundPaysCents: 0,
      customerPaysCents: 0,
      customerTaxCents: 0,
    });
  });
});
