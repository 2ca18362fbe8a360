import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  admitGuess,
  DomainError,
  guessBuckets,
  ipLimitKey,
  retryAfterSeconds,
  settleGuess,
  type GuessBucket,
  type GuessOutcome,
  type GuessSource,
  type GuessState,
  type SettledState,
} from '@apteek/domain';

const { requestLimit } = schema;

/** Which login a guess is for: the customer password, the staff password, the staff TOTP code. */
export type GuessedLogin = 'login' | 'staff-login' | 'staff-totp';

/** One guess: its source and the request_limit key of each bucket it takes from. */
export interface Guess {
  source: GuessSource;
  keys: Partial<Record<GuessBucket, string>>;
}

/** The per-account key of a login (known account or not: unknown ones are limited the same way). */
export const guessAccountKey = (login: GuessedLogin, account: string) => `${login}:account:${account}`;

/** A guess at an account from an address, on a known device when `device` is its verified id. */
export function guessOf(login: GuessedLogin, account: string, ip: string, device: string | null): Guess {
  const source: GuessSource = device === null ? 'stranger' : 'known-device';
  const key: Record<GuessBucket, string> = {
    account: guessAccountKey(login, account),
    ip: `${login}:ip:${ipLimitKey(ip)}`,
    device: `${login}:device:${device}`,
  };
  return { source, keys: Object.fromEntries(guessBuckets(source).map((bucket) => [bucket, key[bucket]])) };
}

class Refused extends Error {
  constructor(readonly waitMs: number) {
    super('refused');
  }
}

const PURGE_EVERY_GUESSES = 1000;
const PURGE_AFTER_MS = 24 * 3600 * 1000;
const NEVER_USED = new Date(0);

/** Locks the guess's rows, creating missing ones, and applies `change` to their state. */
async function update(
  db: Db,
  nowMs: number,
  guess: Guess,
  change: (state: GuessState, nowMs: number) => SettledState,
) {
  await db.transaction(async (tx) => {
    const entries = (Object.entries(guess.keys) as [GuessBucket, string][]).sort(([, a], [, b]) =>
      a < b ? -1 : 1,
    );
    const state: GuessState = {};
    for (const [bucket, key] of entries) {
      const [row] = await tx
        .insert(requestLimit)
        .values({
          key,
          hits: 0,
          windowStart: new Date(nowMs),
          lastHit: new Date(nowMs),
          blockedUntil: NEVER_USED,
        })
        .onConflictDoUpdate({ target: requestLimit.key, set: { key: sql`excluded.key` } })
        .returning({ blockedUntil: requestLimit.blockedUntil });
      state[bucket] = row!.blockedUntil.getTime();
    }
    const next = change(state, nowMs);
    for (const [bucket, key] of entries) {
      const value = next[bucket];
      if (value === null) await tx.delete(requestLimit).where(eq(requestLimit.key, key));
      else if (value !== undefined) {
        const counted = value > state[bucket]! ? 1 : -1;
        await tx
          .update(requestLimit)
          .set({
            blockedUntil: new Date(value),
            hits: sql`greatest(${requestLimit.hits} + ${counted}, 0)`,
            lastHit: new Date(nowMs),
          })
          .where(eq(requestLimit.key, key));
      }
    }
  });
}

async function purge(db: Db, nowMs: number): Promise<void> {
  const before = new Date(nowMs - PURGE_AFTER_MS);
  await db
    .delete(requestLimit)
    .where(and(lt(requestLimit.lastHit, before), lt(requestLimit.blockedUntil, before)));
}

/**
 * Login guesses counted in the database (table request_limit, `blocked_until` holding the instant
 * a bucket lets its next guess through), by the rule of packages/domain `account/login-guesses.ts`.
 * Each bucket's row is locked (an upsert) in key order while the rule reads and changes it, so
 * guesses on any instance are counted one after another and never read a stale state.
 */
export function loginGuesses(db: Db, now: () => number) {
  let sincePurge = 0;

  /** Takes the guess from its buckets, or throws `too_many_attempts` (and counts nothing). */
  async function admit(guess: Guess): Promise<void> {
    try {
      await update(db, now(), guess, (state, nowMs) => {
        const decision = admitGuess(state, guess.source, nowMs);
        if (decision.kind === 'refuse') throw new Refused(decision.waitMs);
        return decision.state;
      });
    } catch (error) {
      if (error instanceof Refused) {
        throw new DomainError('too_many_attempts', { retryAfterSeconds: retryAfterSeconds(error.waitMs) });
      }
      throw error;
    }
    sincePurge += 1;
    if (sincePurge >= PURGE_EVERY_GUESSES) {
      sincePurge = 0;
      await purge(db, now());
    }
  }

  return {
    /**
     * Admits the guess, runs the check (null: wrong) and settles it: a wrong guess stays counted,
     * a right one, or a check that threw, gives it back.
     */
    async check<T>(guess: Guess, run: () => Promise<T | null>): Promise<T | null> {
      await admit(guess);
      let outcome: GuessOutcome = 'unchecked';
      try {
        const result = await run();
        outcome = result === null ? 'wrong' : 'right';
        return result;
      } finally {
        await update(db, now(), guess, (state) => settleGuess(state, guess.source, outcome));
      }
    },
  };
}
