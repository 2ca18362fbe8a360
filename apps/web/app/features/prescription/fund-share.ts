import { amountToCents, type CartLineItem, type CartTotalsAnswer } from '@apteek/domain';

/** Spec 001 §3 "Cart item price options" as the totals' items carry them on a compensated line. */
interface CompensatedTotalsItem {
  item_id: number;
  sku: string;
  medical_insurance_discount_amount?: number;
  medical_insurance_discount_percent?: number;
  additional_subsidy_amount?: number;
  additional_subsidy_percent?: number;
}

/** What the Health Insurance Fund pays for a line, in cents, with its rates. */
export interface FundShare {
  cents: number;
  discountPercent: number;
  subsidyPercent: number;
}

/** A prescription line's share paid by the fund, or null when the server holds no compensation for it. */
export function fundShareOf(
  totals: CartTotalsAnswer | null,
  item: Pick<CartLineItem, 'serverItemId' | 'sku'>,
): FundShare | null {
  const items = (totals?.items ?? []) as CompensatedTotalsItem[];
  const line =
    items.find((candidate) => candidate.item_id === item.serverItemId) ??
    items.find((candidate) => candidate.sku === item.sku);
  if (!line || line.medical_insurance_discount_amount === undefined) return null;
  const cents =
    amountToCents(line.medical_insurance_discount_amount) +
    amountToCents(line.additional_subsidy_amount ?? 0);
  if (cents <= 0) return null;
  return {
    cents,
    discountPercent: line.medical_insurance_discount_percent ?? 0,
    subsidyPercent: line.additional_subsidy_percent ?? 0,
  };
}
