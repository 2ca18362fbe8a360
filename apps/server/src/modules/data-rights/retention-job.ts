import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@apteek/db';
import { effectiveRetention, retentionCutoff, type RetentionKind, type RetentionRule } from '@apteek/domain';
import { deleteChatsBefore } from '../chat/index.ts';
import { deleteLookupLogBefore } from '../order/index.ts';
import { deleteAccessLogBefore } from '../prescription/index.ts';
import { anonymiseOrders, placedBefore } from './order-anonymising.ts';

const { retentionPolicy, cart } = schema;

/** How often every instance runs the job. */
export const RETENTION_INTERVAL_MS = 3600 * 1000;

/** How many records of one kind a run handles per statement; a run repeats until none are left. */
const BATCH = 500;

/** The periods as stored, each kind falling back to its default when its row is missing or wrong. */
export async function retentionRules(db: Db): Promise<RetentionRule[]> {
  const stored = await db
    .select({
      kind: retentionPolicy.kind,
      months: retentionPolicy.months,
      days: retentionPolicy.days,
      action: retentionPolicy.action,
    })
    .from(retentionPolicy);
  return effectiveRetention(stored);
}

/** Guest carts untouched since `cutoff`, except one whose chat transcript is still kept. */
async function deleteGuestCartsBefore(db: Db, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const due = db
      .select({ id: cart.id })
      .from(cart)
      .where(
        and(
          isNull(cart.customerId),
          lt(cart.updatedAt, cutoff),
          // Written out: drizzle leaves a one-table query's columns unqualified, which a subquery misreads.
          sql`not exists (select 1 from "chat" where "chat"."cart_id" = "cart"."id")`,
        ),
      )
      .limit(BATCH);
    const removed = await db.delete(cart).where(inArray(cart.id, due)).returning({ id: cart.id });
    total += removed.length;
    if (removed.length < BATCH) return total;
  }
}

async function anonymiseOrdersBefore(db: Db, cutoff: Date, at: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction((tx) =>
      anonymiseOrders(tx, placedBefore(cutoff), at, { limit: BATCH, skipLocked: true }),
    );
    total += count;
    if (count < BATCH) return total;
  }
}

const APPLY: Record<RetentionKind, (db: Db, cutoff: Date, at: Date) => Promise<number>> = {
  orders: anonymiseOrdersBefore,
  chats: (db, cutoff) => deleteChatsBefore(db, cutoff),
  prescriptionAccessLog: (db, cutoff) => deleteAccessLogBefore(db, cutoff),
  guestCarts: deleteGuestCartsBefore,
  orderLookupLog: (db, cutoff) => deleteLookupLogBefore(db, cutoff),
};

/**
 * One run over every kind of record: each rule's cutoff from `now`, then what is older goes or is
 * anonymised. Answers how many records of each kind were handled. Idempotent, and safe for several
 * instances at once (orders another run holds are skipped and done next time).
 */
export async function runRetention(db: Db, now: Date): Promise<Record<RetentionKind, number>> {
  const handled = {} as Record<RetentionKind, number>;
  for (const rule of await retentionRules(db)) {
    handled[rule.kind] = await APPLY[rule.kind](db, retentionCutoff(now, rule), now);
  }
  return handled;
}

/**
 * Runs the job shortly after start and hourly while the app is up (unref'd; one run at a time;
 * stopped when the app closes). The clock is the app's, so tests move it.
 */
export function scheduleRetention(
  db: Db,
  options: { now: () => Date; log: FastifyBaseLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = runRetention(db, options.now())
      .catch((error: unknown) => options.log.error({ err: error }, 'retention run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 1000);
  first.unref();
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
