import type { IsoDate } from '../pricing/special-price.ts';

/**
 * A cart price rule reached through a coupon code. `amount` is a percentage for 'percent' rules
 * and cents for 'fixed' ones. 'line' rules discount each matching line (fixed: per unit),
 * 'cart' rules the cart as a whole (fixed: once, spread over the lines).
 */
export interface SalesRule {
  code: string;
  type: 'percent' | 'fixed';
  scope: 'cart' | 'line';
  amount: number;
  /** Only these SKUs are discounted; null discounts every line. */
  skus: readonly string[] | null;
  fromDate: IsoDate | null;
  toDate: IsoDate | null;
  /** How many orders may use the code in all; null means no limit. */
  usageLimit: number | null;
  timesUsed: number;
  isActive: boolean;
}

/** One answer for every coupon that cannot be applied. */
export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

/** Whether a found rule may be applied today; an unknown code is `undefined` and fails the same way. */
export function couponProblem(rule: SalesRule | undefined, today: IsoDate): string | null {
  if (!rule || !rule.isActive) return INCORRECT_COUPON;
  if (rule.fromDate !== null && today < rule.fromDate) return INCORRECT_COUPON;
  if (rule.toDate !== null && today > rule.toDate) return INCORRECT_COUPON;
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) return INCORRECT_COUPON;
  return null;
}

/** Coupon codes are typed by people: compare without case and surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
