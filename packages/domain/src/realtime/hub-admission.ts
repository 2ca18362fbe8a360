/**
 * How many realtime hub sockets (/cb) the server holds. A browser needs one per tab, so a cart token
 * and an address get a few; the whole hub stays well under the process's open-file limit, so a
 * flood of sockets leaves room for pages, health and the database. A socket refused here is an
 * HTTP answer before the upgrade; the browser tries again 5 s later, as after any failure.
 */
export interface HubLimits {
  /** Sockets of one cart token: its shopper's tabs. */
  perCart: number;
  /** Sockets from one client address (a /64 for IPv6); null: no such cap (PER_IP_LIMITS=off). */
  perAddress: number | null;
  /** Sockets of the whole process. */
  total: number;
  /** A socket over which nothing passed either way for this long is closed. */
  idleMs: number;
}

export const HUB_LIMITS: HubLimits = {
  perCart: 4,
  // A household or an office behind one address, each with a few tabs.
  perAddress: 20,
  total: 4000,
  idleMs: 10 * 60_000,
};

/** The share of the open-file limit the hub may take; the rest serves everything else. */
const FILE_LIMIT_SHARE = 0.5;

/** The hub's total: the configured one, but never more than its share of the open-file limit. */
export function hubTotalWithin(total: number, fileLimit: number | null): number {
  if (fileLimit === null) return total;
  return Math.max(1, Math.min(total, Math.floor(fileLimit * FILE_LIMIT_SHARE)));
}

/** Which cap refused a socket; the hub counts each in its metric. */
export const HUB_REFUSALS = ['cart', 'address', 'total'] as const;
export type HubRefusal = (typeof HUB_REFUSALS)[number];

/** Sockets already open or opening: in the hub, of the asking cart, of the asking address. */
export interface HubLoad {
  total: number;
  ofCart: number;
  ofAddress: number;
}

/** The cap one more socket would pass, or null when it may open. */
export function hubRefusalOf(load: HubLoad, limits: HubLimits): HubRefusal | null {
  if (load.total >= limits.total) return 'total';
  if (limits.perAddress !== null && load.ofAddress >= limits.perAddress) return 'address';
  if (load.ofCart >= limits.perCart) return 'cart';
  return null;
}
