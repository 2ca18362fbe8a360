import { amountToCents, cents, type Cents } from '../pricing/money.ts';
import type { CartTotalsAnswer } from './cart-api.ts';
import type { CartLineItem } from './cart-line-item.ts';

/**
 * The cart's totals as the browser shows them. The store keeps the totals as the server answered
 * them (euros, as the API shows money, and as a placed order quotes them back); what a page shows
 * of them it reads through these, in Cents.
 */

export type TotalSegmentCode = CartTotalsAnswer['total_segments'][number]['code'];

export interface TotalSegmentView {
  code: TotalSegmentCode;
  title: string;
  value: Cents;
}

/** The totals' segments in their order, each amount in Cents. */
export function totalSegmentsOf(totals: Pick<CartTotalsAnswer, 'total_segments'>): TotalSegmentView[] {
  return totals.total_segments.map(({ code, title, value }) => ({
    code,
    title,
    value: amountToCents(value),
  }));
}

/** What the Health Insurance Fund pays for the cart in all; 0 without a compensation. */
export function fundAmountOf(totals: Pick<CartTotalsAnswer, 'fund_amount'>): Cents {
  return amountToCents(totals.fund_amount);
}

/** What the Health Insurance Fund pays for a line, with its rates. */
export interface FundShare {
  cents: Cents;
  discountPercent: number;
  subsidyPercent: number;
}

/** A prescription line's share paid by the fund, or null when the totals hold no compensation for it. */
export function fundShareOf(
  totals: CartTotalsAnswer | null,
  item: Pick<CartLineItem, 'serverItemId' | 'sku'>,
): FundShare | null {
  const items = totals?.items ?? [];
  const line =
    items.find((candidate) => candidate.item_id === item.serverItemId) ??
    items.find((candidate) => candidate.sku === item.sku);
  if (!line || line.medical_insurance_discount_amount === undefined) return null;
  const share = cents(
    amountToCents(line.medical_insurance_discount_amount) +
      amountToCents(line.additional_subsidy_amount ?? 0),
  );
  if (share <= 0) return null;
  return {
    cents: share,
    discountPercent: line.medical_insurance_discount_percent ?? 0,
    subsidyPercent: line.additional_subsidy_percent ?? 0,
  };
}
