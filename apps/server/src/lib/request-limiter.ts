import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { backoffWaits, DomainError, retryAfterSeconds, type LimitPolicy } from '@apteek/domain';

const { requestLimit } = schema;

/** One limited key ('login:ip:203.0.113.7') and the policy that counts it. */
export interface LimitedKey {
  key: string;
  policy: LimitPolicy;
}

/** The refusal a limit answers with: logins keep their own text, everything else the general one. */
export type LimitRefusal = 'too_many_attempts' | 'too_many_requests';

/** Rows untouched for a day are deleted now and then (the longest window is an hour). */
const PURGE_EVERY_HITS = 1000;
const PURGE_AFTER_MS = 24 * 3600 * 1000;

class Refused extends Error {
  constructor(readonly waitMs: number) {
    super('refused');
  }
}

const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Counts one request of `key` if its policy lets it through now, in one conditional upsert: the
 * row is locked while it changes, so concurrent requests (on any instance) are counted one after
 * another and never all read the same old count. Answers null when refused.
 *
 * Only a real wait moves `blocked_until`: a request let through without one leaves it where it was
 * (in the past; the epoch for a new row). Set to each request's own time, it refused a concurrent
 * request whose clock was read a moment earlier but whose upsert came second: a false 429 at the
 * first tries of a free window.
 */
async function countOne(db: Db, { key, policy }: LimitedKey, nowMs: number): Promise<number | null> {
  const at = instant(nowMs);
  const waits = backoffWaits(policy);
  const since = policy.backoff ? requestLimit.lastHit : requestLimit.windowStart;
  const stale = sql`${since} <= ${instant(nowMs - policy.windowMs)}`;
  const hits = sql`(CASE WHEN ${stale} THEN 1 ELSE ${requestLimit.hits} + 1 END)`;
  const windowStart = sql`(CASE WHEN ${stale} THEN ${at} ELSE ${requestLimit.windowStart} END)`;
  const wait = sql`(${`{${waits.join(',')}}`}::int[])[least(${hits}, ${waits.length})]`;
  // A fixed window that is full waits for its end; NULL (not full, or a backoff) leaves the wait.
  const windowEnd = policy.backoff
    ? sql`NULL::timestamptz`
    : sql`(CASE WHEN ${hits} >= ${policy.free} THEN ${windowStart} + ${millis(policy.windowMs)} END)`;
  const firstWait = !policy.backoff && policy.free <= 1 ? policy.windowMs : waits[0]!;
  const blocks = sql`(${wait} > 0 OR ${windowEnd} IS NOT NULL)`;
  const rows = await db
    .insert(requestLimit)
    .values({
      key,
      hits: 1,
      windowStart: sql`${at}`,
      lastHit: sql`${at}`,
      blockedUntil: sql`${instant(firstWait > 0 ? nowMs + firstWait : 0)}`,
    })
    .onConflictDoUpdate({
      target: requestLimit.key,
      set: {
        hits,
        windowStart,
        lastHit: sql`${at}`,
        blockedUntil: sql`(CASE WHEN ${blocks} THEN greatest(${at} + ${wait} * interval '1 millisecond', ${windowEnd}) ELSE ${requestLimit.blockedUntil} END)`,
      },
      setWhere: sql`${requestLimit.blockedUntil} <= ${at}`,
    })
    .returning({ hits: requestLimit.hits });
  return rows[0]?.hits ?? null;
}

/**
 * The request limits shared by every instance (table request_limit). A refused request is not
 * counted, and a request limited by several keys (per account and per IP) counts against all of
 * them or none.
 */
export function requestLimiter(db: Db, now: () => number = Date.now) {
  let sincePurge = 0;

  async function waitOf(tx: Db, key: string, nowMs: number): Promise<number> {
    const [row] = await tx
      .select({ blockedUntil: requestLimit.blockedUntil })
      .from(requestLimit)
      .where(eq(requestLimit.key, key));
    return row ? row.blockedUntil.getTime() - nowMs : 0;
  }

  async function purge(nowMs: number): Promise<void> {
    sincePurge = 0;
    const before = new Date(nowMs - PURGE_AFTER_MS);
    await db
      .delete(requestLimit)
      .where(and(lt(requestLimit.lastHit, before), lt(requestLimit.blockedUntil, before)));
  }

  return {
    /** Counts one request against every key, or throws `refusal` with the wait as Retry-After. */
    async hit(keys: LimitedKey[], refusal: LimitRefusal): Promise<void> {
      const nowMs = now();
      try {
        await db.transaction(async (tx) => {
          for (const limited of keys) {
            if ((await countOne(tx, limited, nowMs)) === null) {
              throw new Refused(await waitOf(tx, limited.key, nowMs));
            }
          }
        });
      } catch (error) {
        if (error instanceof Refused) {
          throw new DomainError(refusal, { retryAfterSeconds: retryAfterSeconds(error.waitMs) });
        }
        throw error;
      }
      sincePurge += 1;
      if (sincePurge >= PURGE_EVERY_HITS) await purge(nowMs);
    },

    /** Starts a key's count again (a successful login, a completed reset). */
    async forget(key: string): Promise<void> {
      await db.delete(requestLimit).where(eq(requestLimit.key, key));
    },

    /** Gives one counted request back (a login that turned out right, counted before the check). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(requestLimit)
        .set({ hits: sql`greatest(${requestLimit.hits} - 1, 0)` })
        .where(eq(requestLimit.key, key));
    },
  };
}

export type RequestLimiter = ReturnType<typeof requestLimiter>;
