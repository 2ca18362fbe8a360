import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import { dueUnpaidOrders, expireOrder, reservationsOf } from './order-queries.ts';
import { releaseAll } from './order-stock.ts';

/** How often the server looks for unpaid orders to expire. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

export interface ExpiryOptions {
  /** A PendingPayment order older than this is cancelled (UNPAID_ORDER_TTL_MINUTES). */
  ttlMinutes: number;
  now?: Date;
  log?: FastifyBaseLogger;
}

/**
 * Cancels every PendingPayment order placed more than `ttlMinutes` before `now` and releases the
 * stock it holds. Each order is one transaction whose first statement is the conditional status
 * update: only the caller whose update matched releases, so two sweeps (two server instances) or
 * a payment applied at the same moment (it holds the order's row lock) never release twice or
 * cancel a paid order. Cash-on-delivery orders (Processing) are never due. Answers the order
 * numbers it cancelled.
 */
export async function expireUnpaidOrders(db: Db, options: ExpiryOptions): Promise<string[]> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.ttlMinutes * 60_000);
  const expired: string[] = [];
  for (;;) {
    const due = await dueUnpaidOrders(db, cutoff, BATCH);
    let cancelled = 0;
    for (const orderId of due) {
      const row = await db.transaction(async (tx) => {
        const order = await expireOrder(tx, orderId, cutoff, now);
        if (order) await releaseAll(tx, await reservationsOf(tx, order));
        return order;
      });
      if (row) {
        cancelled += 1;
        expired.push(row.orderNumber);
        options.log?.info({ orderNumber: row.orderNumber }, 'unpaid order expired; stock released');
      }
    }
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
  options: { ttlMinutes: number; log: FastifyBaseLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireUnpaidOrders(db, { ttlMinutes: options.ttlMinutes, log: options.log })
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
