import { ipLimitKey, type LimitPolicy } from '../account/request-limits.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A guest finds an order by its number and the e-mail address it was placed with: an answer says
 * whether the pair exists, so every try is a guess. Tries are limited per client address and per
 * order number (whichever addresses ask), a few a minute and a few dozen a day, in fixed windows,
 * as the second-person prescription look-up is.
 */
export const ORDER_LOOKUP_LIMITS = {
  address: { day: { free: 30, windowMs: DAY }, minute: { free: 5, windowMs: MINUTE } },
  order: { day: { free: 10, windowMs: DAY }, minute: { free: 5, windowMs: MINUTE } },
} as const satisfies Record<string, Record<'day' | 'minute', LimitPolicy>>;

/** The limiter keys of one try, the day windows first so that a refusal names the longest wait. */
export function orderLookupKeys(lookup: {
  ip: string;
  orderNumber: string;
}): { key: string; policy: LimitPolicy }[] {
  const ids = { address: ipLimitKey(lookup.ip), order: lookup.orderNumber.trim().toUpperCase() };
  return (['day', 'minute'] as const).flatMap((span) =>
    (['address', 'order'] as const).map((who) => ({
      key: `order-lookup:${who}:${span}:${ids[who]}`,
      policy: ORDER_LOOKUP_LIMITS[who][span],
    })),
  );
}

/**
 * POST /api/order/lookup `{ orderNumber, email }` → `{ code: 200, result: OrderLookupAnswer }`: the
 * order's page is `/order/{orderId}?orderCode=…`. A wrong e-mail and an unknown number answer the
 * same 404; past the limits 429 with Retry-After.
 */
export interface OrderLookupAnswer {
  orderId: string;
  orderCode: string;
}

/** Whether the e-mail given is the order's: letters' case and surrounding spaces aside. */
export function sameOrderEmail(orderEmail: string, given: string): boolean {
  return orderEmail.trim().toLowerCase() === given.trim().toLowerCase();
}
