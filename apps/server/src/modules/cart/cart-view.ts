import {
  centsToAmount,
  linePrescriptionOf,
  taxFromGross,
  totalSegments,
  type CompensatedCartTotals,
  type CompensatedLine,
} from '@apteek/domain';
import type { LoadedLine } from './cart-reader.ts';
import type { CartRow } from './cart-queries.ts';
import type { ProductOption } from './cart-schemas.ts';

/** A cart line as the cart calls answer it, with the server's own fields. */
export interface ServerItem {
  item_id: number;
  /** lineKey() of @apteek/domain: the browser keys its lines the same way. */
  line_key: string;
  sku: string;
  qty: number;
  name: string;
  price: number;
  price_incl_tax: number;
  product_type: string;
  quote_id: string;
  product_option: ProductOption;
  parentSku: string | null;
  is_medicine: boolean;
  is_in_stock: boolean;
  stock_status: string;
  /** A prescription line, added from the prescription centre with its number and patient code. */
  isPrescriptionItem: boolean;
  prescription_number: string | null;
  patient_code: string | null;
  /** The fund's shares: on a prescription line under a valid compensation (EE). */
  medical_insurance_discount_amount?: number;
  medical_insurance_discount_percent?: number;
  additional_subsidy_amount?: number;
  additional_subsidy_percent?: number;
  /** The VAT of the customer's share of the row. */
  tax_amount?: number;
  tax_rate?: number;
}

/**
 * The price options of a compensated line, in euros: the fund's two shares and
 * the VAT of what the customer pays of the row.
 */
export function compensationFields(compensated: CompensatedLine, customerTax: number, taxRate: number) {
  return {
    medical_insurance_discount_amount: centsToAmount(compensated.medicalInsuranceDiscountAmount),
    medical_insurance_discount_percent: compensated.medicalInsuranceDiscountPercent,
    additional_subsidy_amount: centsToAmount(compensated.additionalSubsidyAmount),
    additional_subsidy_percent: compensated.additionalSubsidyPercent,
    tax_amount: centsToAmount(customerTax),
    tax_rate: taxRate,
  };
}

const fundOf = (compensated: CompensatedLine) =>
  compensated.medicalInsuranceDiscountAmount + compensated.additionalSubsidyAmount;

export function toServerItem(
  cart: CartRow,
  { row, line, unitGross }: LoadedLine,
  compensated?: CompensatedLine,
): ServerItem {
  const gross = unitGross ?? 0;
  const net = line ? Math.round((gross * 100) / (100 + line.product.taxRate)) : gross;
  const rate = line?.product.taxRate ?? 0;
  const customerRow = Math.max(0, gross * row.qty - (compensated ? fundOf(compensated) : 0));
  return {
    item_id: row.id,
    line_key: row.lineKey,
    sku: row.sku,
    qty: row.qty,
    name: line?.product.name ?? row.sku,
    price: centsToAmount(net),
    price_incl_tax: centsToAmount(gross),
    product_type: line?.product.typeId ?? 'simple',
    quote_id: cart.id,
    product_option: row.productOption as ProductOption,
    parentSku: row.parentSku,
    is_medicine: line?.product.isMedicine ?? false,
    is_in_stock: line?.product.stock.isInStock ?? false,
    stock_status: line?.product.stock.status ?? 'out_of_stock',
    isPrescriptionItem: row.prescriptionNumber !== null,
    prescription_number: row.prescriptionNumber,
    patient_code: row.prescriptionNumber === null ? null : patientCodeOf(row.productOption as ProductOption),
    ...(compensated ? compensationFields(compensated, taxFromGross(customerRow, rate), rate) : {}),
  };
}

/** The patient a stored prescription line was offered for (linePrescriptionOf of @apteek/domain). */
export function patientCodeOf(option: ProductOption): string | null {
  const prescription = linePrescriptionOf(option.extension_attributes.custom_options);
  return prescription !== null && prescription !== 'incomplete' ? prescription.patientCode : null;
}

const SEGMENT_TITLES = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  grand_total: 'Grand Total',
} as const;

/** The platform's totals shape in euros with two decimals. */
export function toPlatformTotals(
  totals: CompensatedCartTotals,
  lines: LoadedLine[],
  compensation: ReadonlyMap<string, CompensatedLine> = new Map(),
) {
  const amount = centsToAmount;
  return {
    grand_total: amount(totals.grandTotal),
    subtotal: amount(totals.subtotal),
    subtotal_incl_tax: amount(totals.subtotalInclTax),
    discount_amount: amount(-totals.discount),
    tax_amount: amount(totals.totalTax),
    shipping_amount: amount(totals.shipping?.net ?? 0),
    shipping_incl_tax: amount(totals.shipping?.gross ?? 0),
    shipping_tax_amount: amount(totals.shipping?.tax ?? 0),
    shipping_method: totals.shipping?.code ?? null,
    coupon_code: totals.couponCode,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items_qty: totals.lines.reduce((sum, line) => sum + line.qty, 0),
    items: totals.lines.map((line) => {
      const loaded = lines.find((l) => l.line?.key === line.key)!;
      return {
        item_id: loaded.row.id,
        sku: line.sku,
        name: loaded.line?.product.name ?? line.sku,
        qty: line.qty,
        price_incl_tax: amount(line.qty === 0 ? 0 : line.rowGross / line.qty),
        row_total_incl_tax: amount(line.rowGross),
        row_total: amount(line.rowGross - taxFromGross(line.rowGross, line.taxRate)),
        discount_amount: amount(line.discount),
        tax_amount: amount(line.tax),
        tax_percent: line.taxRate,
        ...compensatedItem(compensation.get(line.key), line.tax, line.taxRate),
      };
    }),
    /** What the Health Insurance Fund pays in all; 0 without compensation. */
    fund_amount: amount(totals.fundAmount),
    tax_lines: totals.taxLines.map((t) => ({ rate: t.rate, amount: amount(t.amount) })),
    total_segments: totalSegments(totals).map((segment) => ({
      code: segment.code,
      title: SEGMENT_TITLES[segment.code],
      value: amount(segment.value),
    })),
  };
}

function compensatedItem(
  compensated: CompensatedLine | undefined,
  customerTax: number,
  taxRate: number,
): Partial<ReturnType<typeof compensationFields>> {
  return compensated ? compensationFields(compensated, customerTax, taxRate) : {};
}
