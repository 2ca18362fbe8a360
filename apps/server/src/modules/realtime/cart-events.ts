import { createHmac } from 'node:crypto';
import type { Database, Db } from '@apteek/db';
import { z } from 'zod';
import { REALTIME_EVENT_TYPES, type RealtimeEvent, type RealtimeEventType } from '@apteek/domain';
import { appSecret } from '../../plugins/app-secret.ts';

/** The three realtime feed events, and their message (packages/domain). */
export const CART_EVENT_TYPES = REALTIME_EVENT_TYPES;
export type CartEventType = RealtimeEventType;
export type CartEvent = RealtimeEvent;

/** What crosses instances: one NOTIFY channel, every instance listening. */
export const CART_EVENTS_CHANNEL = 'apteek_cart_events';

/** Limits that keep a NOTIFY payload far under PostgreSQL's 8000 bytes. */
export const CART_EVENT_LIMITS = { code: 64, result: 64, reasonCode: 128, prescriptionNumber: 64 } as const;

const CartEventSchema = z.object({
  type: z.enum(CART_EVENT_TYPES),
  cartCode: z.string().min(1).max(CART_EVENT_LIMITS.code),
  result: z.string().max(CART_EVENT_LIMITS.result),
  reasonCode: z.string().max(CART_EVENT_LIMITS.reasonCode).nullable(),
  prescriptionNumber: z.string().max(CART_EVENT_LIMITS.prescriptionNumber).nullable(),
});

/** A NOTIFY payload as an event; null for anything else on the channel. */
export function parseCartEvent(payload: string): CartEvent | null {
  try {
    const parsed = CartEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Sends the event to the sockets of its cart on every instance sharing the database. */
export async function publishCartEvent(database: Database, event: CartEvent): Promise<void> {
  await database.notify(CART_EVENTS_CHANNEL, JSON.stringify(CartEventSchema.parse(event)));
}

/** Characters of the cart code: 16 bytes of the HMAC, base64url. */
const CART_CODE_BYTES = 16;

/**
 * The cart's code for the outside: the prescription service gets it as OrderCode and sends it back
 * in its callbacks. The cart token is a bearer secret that must stay between the shopper and us;
 * the code is derived from it with this installation's secret, so it is stable, names one cart,
 * and opens nothing.
 */
export async function cartCodeOf(db: Db, cartToken: string): Promise<string> {
  const secret = await appSecret(db, 'realtime_cart_code_secret');
  return createHmac('sha256', secret)
    .update(cartToken)
    .digest()
    .subarray(0, CART_CODE_BYTES)
    .toString('base64url');
}
