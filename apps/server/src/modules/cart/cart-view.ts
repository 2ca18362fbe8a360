import { centsToAmount, taxFromGross, totalSegments, type CartTotals } from '@apteek/domain';
import type { LoadedLine } from './cart-reader.ts';
import type { CartRow } from './cart-queries.ts';
import type { ProductOption } from './cart-schemas.ts';

/** A cart line as the cart calls answer it (spec 000 §3 Cart item, server side). */
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
}

export function toServerItem(cart: CartRow, { row, line, unitGross }: LoadedLine): ServerItem {
  const gross = unitGross ?? 0;
  const net = line ? Math.round((gross * 100) / (100 + line.product.taxRate)) : gross;
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
  };
}

const SEGMENT_TITLES = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  grand_total: 'Grand Total',
} as const;

/** The platform's totals shape (spec 000 §3 Cart totals) in euros with two decimals. */
export function toPlatformTotals(totals: CartTotals, lines: LoadedLine[]) {
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
      };
    }),
    tax_lines: totals.taxLines.map((t) => ({ rate: t.rate, amount: amount(t.amount) })),
    total_segments: totalSegments(totals).map((segment) => ({
      code: segment.code,
      title: SEGMENT_TITLES[segment.code],
      value: amount(segment.value),
    })),
  };
}
