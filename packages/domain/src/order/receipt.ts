/**
 * What a receipt and a company invoice say beyond the order itself: the seller, the VAT of each
 * rate, the fund's share. Money in cents.
 */

/** The seller every receipt and invoice names (its business register entry). */
export const SELLER = {
  name: 'Apteek OÜ',
  address: 'Tartu mnt 10, 10117 Tallinn, Eesti',
  registryCode: '16543210',
  vatNumber: 'EE102345678',
  licence: 'L-12345',
} as const;

/** A receipt, or an invoice to a company: each numbered in its own gap-free series. */
export const SALES_DOCUMENT_KINDS = ['receipt', 'invoice'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

/** The number as printed: the series' letter and the number, six digits at least. */
export function salesDocumentNumber(kind: SalesDocumentKind, serial: number): string {
  return `${kind === 'receipt' ? 'K' : 'A'}-${String(serial).padStart(6, '0')}`;
}

/** The counters' series: the documents' kinds, and credit notes. */
export type DocumentSeries = SalesDocumentKind | 'credit';

/** A credit note's number as printed: its own series, six digits at least. */
export function creditNoteNumber(serial: number): string {
  return `KR-${String(serial).padStart(6, '0')}`;
}

/** A line of a credit note: the units of an order line refunded (`lineId` null: the delivery). */
export interface CreditLine {
  lineId: number | null;
  qty: number;
  /** Refunded, incl. VAT (cents). */
  gross: number;
  tax: number;
  taxPercent: number;
}

/** An order line as a credit note apportions it: what all its units cost the customer, and its VAT. */
export interface CreditableLine {
  lineId: number;
  qty: number;
  /** Incl. VAT, after the discount and the fund's share: what the customer paid for the row. */
  paid: number;
  tax: number;
  taxPercent: number;
}

/**
 * The credit lines for `qty` units of each line when `before` of its units were credited already:
 * the amount and the VAT of the units, each apportioned so that crediting every unit, in any
 * number of returns, adds up exactly to what the row cost and its VAT; then the delivery, if given.
 */
export function creditLines(
  lines: readonly CreditableLine[],
  units: readonly { lineId: number; qty: number; before: number }[],
  delivery: { gross: number; tax: number; taxPercent: number } | null,
): CreditLine[] {
  const upTo = (whole: number, line: CreditableLine, count: number) =>
    Math.floor((Math.max(whole, 0) * count) / line.qty);
  const credited: CreditLine[] = [];
  for (const unit of units) {
    const line = lines.find((candidate) => candidate.lineId === unit.lineId);
    if (!line || unit.qty <= 0) continue;
    const share = (whole: number) =>
      upTo(whole, line, unit.before + unit.qty) - upTo(whole, line, unit.before);
    credited.push({
      lineId: line.lineId,
      qty: unit.qty,
      gross: share(line.paid),
      tax: share(line.tax),
      taxPercent: line.taxPercent,
    });
  }
  if (delivery && delivery.gross > 0) credited.push({ lineId: null, qty: 1, ...delivery });
  return credited;
}

export interface TaxedAmount {
  /** Incl. VAT, after the discount. */
  gross: number;
  tax: number;
  taxPercent: number;
}

/** One VAT rate's line: the taxable amount without VAT, the VAT, and both together. */
export interface VatLine {
  taxPercent: number;
  net: number;
  tax: number;
  gross: number;
}

/**
 * The VAT lines of a document: every taxed amount (a product row, the shipping) summed per rate,
 * lowest rate first. Each line's net and tax add up to its gross, and the lines' gross to the
 * amounts' gross, exactly (the tax is the one the order was priced with, never recomputed).
 */
export function vatPerRate(amounts: readonly TaxedAmount[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const amount of amounts) {
    if (amount.gross === 0 && amount.tax === 0) continue;
    const line = byRate.get(amount.taxPercent) ?? { taxPercent: amount.taxPercent, net: 0, tax: 0, gross: 0 };
    line.gross += amount.gross;
    line.tax += amount.tax;
    line.net = line.gross - line.tax;
    byRate.set(amount.taxPercent, line);
  }
  return [...byRate.values()].sort((a, b) => a.taxPercent - b.taxPercent);
}

/**
 * The shipping's VAT rate: of the rates given (the lines' and the store's standard one), the one
 * its price and tax were computed with, or the nearest to them; the order keeps no rate of its own.
 */
export function shippingTaxPercent(
  shippingInclTax: number,
  shippingTax: number,
  rates: readonly number[],
): number {
  const net = shippingInclTax - shippingTax;
  if (net <= 0 || shippingTax <= 0 || rates.length === 0) return 0;
  const exact = rates.find((rate) => Math.round((shippingInclTax * rate) / (100 + rate)) === shippingTax);
  if (exact !== undefined) return exact;
  const ratio = (shippingTax / net) * 100;
  return rates.reduce((best, rate) => (Math.abs(rate - ratio) < Math.abs(best - ratio) ? rate : best));
}
