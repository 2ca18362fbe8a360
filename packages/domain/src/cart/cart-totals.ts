import { lineQuantityForTotals } from '../catalog/quantity.ts';
import { taxFromGross } from '../pricing/tax.ts';
import type { SalesRule } from './sales-rule.ts';

/** A cart line priced by the catalogue: unit price including VAT, options already added. */
export interface PricedLine {
  key: string;
  sku: string;
  qty: number;
  /** Cents per unit including the store country's VAT. */
  unitGross: number;
  /** VAT rate in percent for the store country, e.g. 9 or 24. */
  taxRate: number;
}

/** A shipping charge with both amounts as configured (courier 4 excl. / 5 incl. tax). */
export interface ShippingCharge {
  code: string;
  net: number;
  gross: number;
  /** The VAT rate the tax part belongs to in the per-rate tax lines. */
  taxRate: number;
}

export interface LineTotals {
  key: string;
  sku: string;
  qty: number;
  rowGross: number;
  discount: number;
  /** VAT in the row after its discount, rounded once per line. */
  tax: number;
  taxRate: number;
  /** What the Health Insurance Fund pays of the row; absent, nothing. */
  fund?: number;
}

export interface TaxLine {
  rate: number;
  amount: number;
}

/** Cart totals in integer cents. */
export interface CartTotals {
  lines: LineTotals[];
  /** Before discount, without VAT. */
  subtotal: number;
  /** Before discount, with VAT. */
  subtotalInclTax: number;
  /** The coupon's discount, a positive amount. */
  discount: number;
  taxLines: TaxLine[];
  totalTax: number;
  shipping: { code: string; net: number; gross: number; tax: number } | null;
  grandTotal: number;
  couponCode: string | null;
}

/**
 * A cart's totals: each row is unit price × whole quantity (negative quantities add
 * nothing), the coupon's discount comes off the gross rows, and each row's VAT is taken from its
 * discounted gross as gross / (1 + rate) × rate, rounded once. Nothing can go below zero.
 */
export function computeCartTotals(
  lines: readonly PricedLine[],
  options: { rule?: SalesRule | null; shipping?: ShippingCharge | null } = {},
): CartTotals {
  const rows = lines.map((line) => {
    const qty = lineQuantityForTotals(line.qty);
    return { line, qty, rowGross: Math.max(0, line.unitGross) * qty };
  });
  const discounts = lineDiscounts(rows, options.rule ?? null);
  const lineTotals: LineTotals[] = rows.map((row, index) => {
    const discount = discounts[index] ?? 0;
    return {
      key: row.line.key,
      sku: row.line.sku,
      qty: row.qty,
      rowGross: row.rowGross,
      discount,
      tax: taxFromGross(row.rowGross - discount, row.line.taxRate),
      taxRate: row.line.taxRate,
    };
  });
  const shipping = options.shipping
    ? { code: options.shipping.code, net: options.shipping.net, gross: options.shipping.gross, tax: 0 }
    : null;
  if (shipping) shipping.tax = shipping.gross - shipping.net;

  const byRate = new Map<number, number>();
  for (const line of lineTotals) byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + line.tax);
  if (shipping && options.shipping) {
    const rate = options.shipping.taxRate;
    byRate.set(rate, (byRate.get(rate) ?? 0) + shipping.tax);
  }
  const taxLines = [...byRate.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, amount }));

  const subtotalInclTax = sum(lineTotals.map((line) => line.rowGross));
  const discount = sum(lineTotals.map((line) => line.discount));
  return {
    lines: lineTotals,
    subtotal: sum(lineTotals.map((line) => line.rowGross - taxFromGross(line.rowGross, line.taxRate))),
    subtotalInclTax,
    discount,
    taxLines,
    totalTax: sum(taxLines.map((line) => line.amount)),
    shipping,
    grandTotal: subtotalInclTax - discount + (shipping?.gross ?? 0),
    couponCode: options.rule?.code ?? null,
  };
}

/** Cart totals after state compensation: `fundAmount` is what the Health Insurance Fund pays in all. */
export interface CompensatedCartTotals extends CartTotals {
  fundAmount: number;
}

/**
 * The fund's share of each compensated line (by line key, in cents)
 * comes off what the customer pays. A row's share is at most the row after its discount; the row's
 * VAT becomes the VAT of the customer's share, and the tax lines, the total tax and the grand total
 * follow. Lines without a share, and totals without any, stay as they were.
 */
export function applyCompensation(
  totals: CartTotals,
  fundByKey: ReadonlyMap<string, number>,
): CompensatedCartTotals {
  let fundAmount = 0;
  const taxChange = new Map<number, number>();
  const lines = totals.lines.map((line) => {
    const share = fundByKey.get(line.key);
    if (share === undefined) return line;
    const fund = Math.min(Math.max(0, Math.trunc(share)), line.rowGross - line.discount);
    const tax = taxFromGross(line.rowGross - line.discount - fund, line.taxRate);
    fundAmount += fund;
    taxChange.set(line.taxRate, (taxChange.get(line.taxRate) ?? 0) + tax - line.tax);
    return { ...line, tax, fund };
  });
  if (fundAmount === 0 && taxChange.size === 0) return { ...totals, fundAmount: 0 };
  const byRate = new Map(totals.taxLines.map((line) => [line.rate, line.amount]));
  for (const [rate, change] of taxChange) byRate.set(rate, (byRate.get(rate) ?? 0) + change);
  const taxLines = [...byRate.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, amount }));
  return {
    ...totals,
    lines,
    taxLines,
    totalTax: sum(taxLines.map((line) => line.amount)),
    grandTotal: totals.grandTotal - fundAmount,
    fundAmount,
  };
}

interface Row {
  line: PricedLine;
  qty: number;
  rowGross: number;
}

function lineDiscounts(rows: readonly Row[], rule: SalesRule | null): number[] {
  if (!rule) return rows.map(() => 0);
  const applies = (row: Row) => rule.skus === null || rule.skus.includes(row.line.sku);
  if (rule.type === 'percent') {
    const percent = Math.min(100, Math.max(0, rule.amount));
    return rows.map((row) => (applies(row) ? Math.round((row.rowGross * percent) / 100) : 0));
  }
  const amount = Math.max(0, rule.amount);
  if (rule.scope === 'line') {
    return rows.map((row) => (applies(row) ? Math.min(row.rowGross, amount * row.qty) : 0));
  }
  return spread(
    Math.min(amount, sum(rows.filter(applies).map((row) => row.rowGross))),
    rows.map((row) => (applies(row) ? row.rowGross : 0)),
  );
}

/** Splits a cart-wide amount over rows in proportion to their weights, in whole cents, summing exactly. */
function spread(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - sum(shares);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export interface TotalSegment {
  code: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grand_total';
  /** Cents; the discount segment is negative, as the platform shows it. */
  value: number;
}

/** The platform total segments by code, in display order. */
export function totalSegments(totals: CartTotals): TotalSegment[] {
  const segments: TotalSegment[] = [{ code: 'subtotal', value: totals.subtotalInclTax }];
  if (totals.discount > 0) segments.push({ code: 'discount', value: -totals.discount });
  if (totals.shipping) segments.push({ code: 'shipping', value: totals.shipping.gross });
  segments.push({ code: 'tax', value: totals.totalTax });
  segments.push({ code: 'grand_total', value: totals.grandTotal });
  return segments;
}
