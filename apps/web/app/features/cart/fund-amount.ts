import { amountToCents, type CartTotalsAnswer } from '@apteek/domain';

/** The totals' fund_amount in cents: what the Health Insurance Fund pays for the cart, 0 without. */
export function fundAmountOf(totals: CartTotalsAnswer): number {
  const amount = (totals as CartTotalsAnswer & { fund_amount?: number }).fund_amount;
  return typeof amount === 'number' ? amountToCents(amount) : 0;
}
