import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import { recordEvent } from './order-life-store.ts';
import { dueOrders, expireOrder, reservationsOf, type HoldKind, type OrderRow } from './order-queries.ts';
import { releaseAll } from './order-stock.ts';

/** How often the server looks for orders whose hold on the stock ended. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;
/**
 * How long a cash-on-delivery order the pharmacy has not confirmed holds its stock: two days to
 * call the shopper back or pack it; unconfirmed after that, it is cancelled and the stock released.
 */
export const CASH_ON_DELIVERY_HOLD_HOURS = 48;

export interface ExpiryOptions {
  /** A PendingPayment order older than this is cancelled (UNPAID_ORDER_TTL_MINUTES). */
  ttlMinutes: number;
  /** An unconfirmed cash-on-delivery order older than this is cancelled; CASH_ON_DELIVERY_HOLD_HOURS. */
  cashOnDeliveryHours?: number;
  now?: Date;
  log?: FastifyBaseLogger;
  /**
   * What follows an order's cancel in its transaction: anything paid goes back, the customer is
   * told (the life steps' `expired`). Without it the sweep only releases the stock.
   */
  aftermath?: ExpiryAftermath;
}

/** The expiry's refund and mail, in the cancelling transaction, and the mail worker's nudge after. */
export interface ExpiryAftermath {
  inTransaction(order: OrderRow, tx: Db): Promise<void>;
  afterCommit(): void;
}

/**
 * Cancels every PendingPayment order placed more than `ttlMinutes` before `now`, and every
 * cash-on-delivery order the pharmacy has not confirmed within `cashOnDeliveryHours`, and releases
 * the stock each holds. Each order is one transaction whose first statement is the conditional
 * status update: only the caller whose update matched releases, so two sweeps (two server
 * instances) or a payment applied at the same moment (it holds the order's row lock) never release
 * twice or cancel a paid order. Answers the order numbers it cancelled.
 */
export async function expireUnpaidOrders(db: Db, options: ExpiryOptions): Promise<string[]> {
  const now = options.now ?? new Date();
  const cashHours = options.cashOnDeliveryHours ?? CASH_ON_DELIVERY_HOLD_HOURS;
  return [
    ...(await expireHolds(
      db,
      { kind: 'unpaid', now, cutoff: minutesBefore(now, options.ttlMinutes) },
      options,
    )),
    ...(await expireHolds(
      db,
      { kind: 'cashOnDelivery', now, cutoff: minutesBefore(now, cashHours * 60) },
      options,
    )),
  ];
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function expireHolds(
  db: Db,
  hold: { kind: HoldKind; cutoff: Date; now: Date },
  { log, aftermath }: Pick<ExpiryOptions, 'log' | 'aftermath'>,
): Promise<string[]> {
  const expired: string[] = [];
  for (;;) {
    const due = await dueOrders(db, hold.kind, hold.cutoff, BATCH);
    let cancelled = 0;
    for (const orderId of due) {
      // A refund the provider refuses rolls this order's cancel back; the next sweep tries it again.
      const row = await db
        .transaction(async (tx) => {
          const order = await expireOrder(tx, orderId, hold);
          if (!order) return null;
          await releaseAll(tx, await reservationsOf(tx, order));
          await recordEvent(tx, { orderId, stage: 'cancelled', actor: 'expiry', at: hold.now });
          await aftermath?.inTransaction(order, tx);
          return order;
        })
        .catch((error: unknown) => {
          log?.error({ err: error, orderId }, 'order hold ended but its cancel failed; tried again later');
          return null;
        });
      if (row) {
        cancelled += 1;
        expired.push(row.orderNumber);
        log?.info({ orderNumber: row.orderNumber, hold: hold.kind }, 'order hold ended; stock released');
      }
    }
    if (cancelled > 0) aftermath?.afterCommit();
    // A full batch where nothing changed means the rest is being handled elsewhere: stop.
    if (due.length < BATCH || cancelled === 0) return expired;
  }
}

/**
 * Runs the sweep every minute while the app is up (unref'd, so it never holds the process open;
 * stopped when the app closes; one run at a time). A run with nothing due is one indexed query.
 */
export function scheduleExpiry(
  db: Db,
  options: { ttlMinutes: number; log: FastifyBaseLogger; intervalMs?: number; aftermath?: ExpiryAftermath },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireUnpaidOrders(db, options)
      .catch((error: unknown) => options.log.error({ err: error }, 'unpaid order expiry failed'))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
