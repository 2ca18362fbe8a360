import { taxFromGross } from '../pricing/tax.ts';

/** Tervisekassa's discount rates; 0 is a prescription the fund does not reimburse. */
export type CompensationRate = 0 | 50 | 75 | 90 | 100;

export const COMPENSATION_RATES: readonly CompensationRate[] = [0, 50, 75, 90, 100];

/** The prescription fee (retseptitasu) a patient pays per reimbursed prescription, in cents (from 2025). */
export const PRESCRIPTION_FEE_CENTS = 350;

/** The additional drug benefit's bands over a calendar year's co-payments, in cents. */
export const ADDITIONAL_BENEFIT_BANDS = [
  { fromCents: 10_000, toCents: 30_000, percent: 50 },
  { fromCents: 30_000, toCents: Number.POSITIVE_INFINITY, percent: 90 },
] as const;

/** One prescription line of the cart, as the compensation needs it. */
export interface CompensationLineInput {
  prescriptionNumber: string;
  /** Pharmacy price of one pack, VAT included, in cents. */
  unitPriceCents: number;
  qty: number;
  /** The reference price (piirhind) of one pack, or null when the product has a price agreement. */
  referencePriceCents: number | null;
  rate: CompensationRate;
}

/** A line's compensation, amounts in cents. */
export interface CompensatedLine {
  prescriptionNumber: string;
  priceCents: number;
  medicalInsuranceDiscountAmount: number;
  medicalInsuranceDiscountPercent: CompensationRate;
  additionalSubsidyAmount: number;
  additionalSubsidyPercent: number;
  /** What the customer pays for the line: the price less both of the fund's shares. */
  customerPaysCents: number;
}

function additionalBenefit(yearBefore: number, coPayment: number): { amount: number; percent: number } {
  let amount = 0;
  let percent = 0;
  for (const band of ADDITIONAL_BENEFIT_BANDS) {
    const inBand = Math.min(yearBefore + coPayment, band.toCents) - Math.max(yearBefore, band.fromCents);
    if (inBand <= 0) continue;
    amount += (inBand * band.percent) / 100;
    percent = band.percent;
  }
  return { amount: Math.floor(amount), percent };
}

/**
 * The fund pays `rate` of (the reference price, or the price when lower, less the
 * prescription fee); the patient pays the fee, the rest of that base, and whatever the price
 * exceeds the reference price by. A medicine cheaper than the fee is paid in full. The fund's
 * shares are rounded down, so the patient's share rounds up (the worked example: price 12,
 * reference 10, 75 % → the patient pays 7.13). The additional benefit then returns 50 % of the
 * year's reimbursed co-payments between 100 and 300 € and 90 % above; the avoidable part above the
 * reference price does not count. Lines are taken in order, each adding to the year's sum.
 */
export function compensateLines(
  lines: readonly CompensationLineInput[],
  yearCoPaymentsCents: number,
  feeCents = PRESCRIPTION_FEE_CENTS,
): CompensatedLine[] {
  let year = Math.max(0, yearCoPaymentsCents);
  return lines.map((line) => {
    const qty = Math.max(0, Math.trunc(line.qty));
    const priceCents = line.unitPriceCents * qty;
    const reference = line.referencePriceCents ?? line.unitPriceCents;
    const baseCents = Math.min(line.unitPriceCents, reference) * qty;
    const reimbursed = line.rate > 0 && baseCents > feeCents;
    const fund = reimbursed ? Math.floor(((baseCents - feeCents) * line.rate) / 100) : 0;
    // A reimbursed medicine cheaper than the fee is paid in full, and that payment counts towards
    // the additional benefit like any other co-payment; a prescription at rate 0 does not count.
    const coPayment = line.rate > 0 ? baseCents - fund : 0;
    const extra = additionalBenefit(year, coPayment);
    year += coPayment;
    return {
      prescriptionNumber: line.prescriptionNumber,
      priceCents,
      medicalInsuranceDiscountAmount: fund,
      medicalInsuranceDiscountPercent: reimbursed ? line.rate : 0,
      additionalSubsidyAmount: extra.amount,
      additionalSubsidyPercent: extra.percent,
      customerPaysCents: priceCents - fund - extra.amount,
    };
  });
}

/** The cart's compensation totals: what the fund pays, what the customer pays, and the VAT of the customer's share. */
export interface CompensationTotals {
  fundPaysCents: number;
  customerPaysCents: number;
  customerTaxCents: number;
}

export function compensationTotals(
  lines: readonly CompensatedLine[],
  taxRatePercent: number,
): CompensationTotals {
  const fundPaysCents = lines.reduce(
    (sum, line) => sum + line.medicalInsuranceDiscountAmount + line.additionalSubsidyAmount,
    0,
  );
  const customerPaysCents = lines.reduce((sum, line) => sum + line.customerPaysCents, 0);
  return {
    fundPaysCents,
    customerPaysCents,
    customerTaxCents: taxFromGross(customerPaysCents, taxRatePercent),
  };
}
