/**
 * How many password (and one-time code) guesses a login lets through. Only wrong guesses count: a
 * guess takes one from its buckets before the check (so a burst cannot slip past) and a right one
 * gives it back. A device the account logged in on before (a signed cookie) guesses from a bucket of
 * its own, so strangers throttling the account never refuse its owner there.
 */

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A bucket: `burst` guesses at once, then one more every `everyMs` (at most `burst` saved up). */
export interface GuessPolicy {
  burst: number;
  everyMs: number;
}

/**
 * Per account, from every address and device without the account's cookie: 5 at once, then one
 * every 12 minutes (10 in any hour). Per known device of an account: the same, for the owner's
 * typos and a stolen cookie. Per address, for strangers only: 20 at once, then one every 3 minutes
 * (one address may serve a whole office). No wait is longer than the 15 minutes the refusal names.
 */
export const LOGIN_GUESS_LIMITS = {
  account: { burst: 5, everyMs: 12 * MINUTE },
  device: { burst: 5, everyMs: 12 * MINUTE },
  ip: { burst: 20, everyMs: 3 * MINUTE },
} as const satisfies Record<string, GuessPolicy>;

export type GuessBucket = keyof typeof LOGIN_GUESS_LIMITS;
export type GuessLimits = Record<GuessBucket, GuessPolicy>;

/** The most guesses a bucket lets through within any hour (both ends included). */
export const guessesPerHour = (policy: GuessPolicy): number =>
  policy.burst + Math.floor(HOUR / policy.everyMs);

/** Where a guess comes from: a device holding the account's cookie, or anywhere else. */
export type GuessSource = 'known-device' | 'stranger';

/** The buckets a guess of this source takes from. */
export const guessBuckets = (source: GuessSource): GuessBucket[] =>
  source === 'known-device' ? ['device'] : ['account', 'ip'];

/**
 * Per bucket, the instant (ms) from which it lets the next guess through; absent for a bucket
 * never used. A full bucket is any instant at least `(burst - 1) * everyMs` ago.
 */
export type GuessState = Partial<Record<GuessBucket, number>>;

/** After a settle, null starts the bucket's count again. */
export type SettledState = Partial<Record<GuessBucket, number | null>>;

export type GuessDecision =
  /** Check the password; `state` holds the guess taken from every bucket. */
  | { kind: 'check'; state: GuessState }
  /** Refused and not counted; the earliest moment another guess could pass. */
  | { kind: 'refuse'; waitMs: number };

const slack = (policy: GuessPolicy) => (policy.burst - 1) * policy.everyMs;

/** A guess at `nowMs`: checked when every bucket of its source has one left, else refused. */
export function admitGuess(
  state: GuessState,
  source: GuessSource,
  nowMs: number,
  limits: GuessLimits = LOGIN_GUESS_LIMITS,
): GuessDecision {
  const buckets = guessBuckets(source);
  const waitMs = Math.max(0, ...buckets.map((bucket) => (state[bucket] ?? -Infinity) - nowMs));
  if (waitMs > 0) return { kind: 'refuse', waitMs };
  const next: GuessState = {};
  for (const bucket of buckets) {
    const policy = limits[bucket];
    next[bucket] = Math.max(state[bucket] ?? -Infinity, nowMs - slack(policy)) + policy.everyMs;
  }
  return { kind: 'check', state: next };
}

/** How a guess's check ended; `unchecked` when it failed before telling right from wrong. */
export type GuessOutcome = 'right' | 'wrong' | 'unchecked';

/**
 * After the check: a wrong guess stays counted; a right one on a known device starts the
 * device's count again; any other gives its guess back. (Giving back to a bucket that refilled
 * meanwhile saves nothing up: `admitGuess` never counts from before a full bucket.)
 */
export function settleGuess(
  state: GuessState,
  source: GuessSource,
  outcome: GuessOutcome,
  limits: GuessLimits = LOGIN_GUESS_LIMITS,
): SettledState {
  if (outcome === 'wrong') return {};
  if (outcome === 'right' && source === 'known-device') return { device: null };
  const next: SettledState = {};
  for (const bucket of guessBuckets(source)) {
    const freeFrom = state[bucket];
    if (freeFrom !== undefined) next[bucket] = freeFrom - limits[bucket].everyMs;
  }
  return next;
}
