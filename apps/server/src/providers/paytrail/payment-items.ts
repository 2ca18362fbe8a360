import type { OrderRows } from '../../modules/payment/index.ts';

/** One row of the Payment API's `items`: prices in cents, VAT included. */
export interface PaytrailItem {
  productCode: string;
  description: string;
  units: number;
  unitPrice: number;
  vatPercentage: number;
}

// Paytrail accepts one decimal and at most 100 characters of product code (its "Item" table).
const oneDecimal = (percent: number) => Math.round(percent * 10) / 10;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The order's rows as Paytrail items whose sum is exactly what the shopper pays: each line at its
 * price after the coupon, and shipping. A line whose amount does not divide by its quantity is
 * sent as two items (qty − 1 units and one unit taking the odd cents), since units are whole.
 */
export function paytrailItems({ lines, shipping }: OrderRows): PaytrailItem[] {
  const items: PaytrailItem[] = [];
  for (const line of lines) {
    const paid = line.rowTotalInclTax - line.discount;
    const row = {
      productCode: clip(line.sku, 100),
      description: clip(line.name, 1000),
      vatPercentage: oneDecimal(line.taxPercent),
    };
    const unit = Math.floor(paid / line.qty);
    if (unit * line.qty === paid) {
      items.push({ ...row, units: line.qty, unitPrice: unit });
    } else {
      items.push({ ...row, units: line.qty - 1, unitPrice: unit });
      items.push({ ...row, units: 1, unitPrice: paid - unit * (line.qty - 1) });
    }
  }
  if (shipping.inclTax > 0) {
    const net = shipping.inclTax - shipping.tax;
    items.push({
      productCode: clip(shipping.code, 100),
      description: 'Shipping',
      units: 1,
      unitPrice: shipping.inclTax,
      // The order keeps the shipping tax, not its rate: the rate it was computed with, to one decimal.
      vatPercentage: net > 0 ? oneDecimal((shipping.tax * 100) / net) : 0,
    });
  }
  return items;
}

export const itemsTotal = (items: readonly PaytrailItem[]) =>
  items.reduce((total, item) => total + item.unitPrice * item.units, 0);
