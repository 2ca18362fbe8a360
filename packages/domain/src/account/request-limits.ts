/**
 * How a limiter counts one kind of request from one key (an IP address, an account). The server
 * keeps the count in the database (one row per key, changed by one conditional upsert) so that it
 * holds across instances; these are the rules it applies.
 */
export interface LimitPolicy {
  /** Requests let through at once; from the `free`-th one on, the next must wait. */
  free: number;
  /** Fixed window: the count starts again this long after its first request. Backoff: after this long without a request. */
  windowMs: number;
  /**
   * Absent: a fixed window; once `free` requests came in it, the next waits for the window's end.
   * Present: a progressive delay; the `free`-th request makes the next wait `baseMs`, and every
   * request after that doubles the wait, up to `maxMs`. No lock-out: the wait always ends.
   */
  backoff?: { baseMs: number; maxMs: number };
}

/** The wait (ms) a backoff policy imposes after the `hits`-th request it let through (1-based). */
export function backoffWaitMs(policy: LimitPolicy, hits: number): number {
  if (!policy.backoff || hits < policy.free) return 0;
  const { baseMs, maxMs } = policy.backoff;
  // 2^30 is far beyond any cap; the exponent stays small so the number stays exact.
  return Math.min(maxMs, baseMs * 2 ** Math.min(hits - policy.free, 30));
}

/**
 * The waits after the 1st, 2nd, … request as a list whose last entry holds for every later one:
 * what the database's upsert indexes by the new count, so the rule is computed here and only here.
 */
export function backoffWaits(policy: LimitPolicy): number[] {
  const waits: number[] = [];
  for (let hits = 1; ; hits += 1) {
    const wait = backoffWaitMs(policy, hits);
    waits.push(wait);
    if (hits >= policy.free && (!policy.backoff || wait >= policy.backoff.maxMs)) return waits;
  }
}

/** Retry-After in whole seconds, at least 1, for a wait in milliseconds. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

const MINUTE = 60_000;

/** Reset links asked for and reset tokens tried, per account (known or not) and per IP, an hour each. */
export const PASSWORD_RESET_LIMITS = {
  account: { free: 3, windowMs: 60 * MINUTE },
  ip: { free: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitPolicy>;

/**
 * New carts, placed orders, strong-login starts (Smart-ID, Mobile-ID, sandbox logins) and new
 * accounts (registrations, and checkouts that create one) per IP address (a store may configure
 * its own). A registration answers whether an e-mail address has an account already, so a few an hour.
 */
export const REQUEST_LIMITS = {
  cartCreate: { free: 30, windowMs: 10 * MINUTE },
  orderPlace: { free: 10, windowMs: 10 * MINUTE },
  identityInit: { free: 10, windowMs: 10 * MINUTE },
  accountCreate: { free: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitPolicy>;

/**
 * Changing an account's e-mail address to another, per account and per IP, an hour each: the
 * answer tells whether the other address has an account, which the form must not look up freely.
 */
export const EMAIL_CHANGE_LIMITS = {
  account: { free: 5, windowMs: 60 * MINUTE },
  ip: { free: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitPolicy>;

/**
 * The address a per-IP limit counts: an IPv4 address as it is (also when IPv4-mapped), an IPv6
 * address by its /64 network, since one subscriber usually holds a whole /64 and could otherwise
 * step through its addresses.
 */
export function ipLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The refusal of a request past its rate limit (logins keep their own text). Translated in the storefront. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';
