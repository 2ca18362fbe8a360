import { readFileSync } from 'node:fs';
import {
  HUB_LIMITS,
  HUB_REFUSALS,
  hubRefusalOf,
  hubTotalWithin,
  ipLimitKey,
  type HubLimits,
  type HubRefusal,
} from '@apteek/domain';

/** What /api/health reports of the hub: sockets open or opening, the cap, refusals by cap since start. */
export interface HubMetrics {
  sockets: number;
  limit: number;
  refused: Record<HubRefusal, number>;
}

/** A place taken for one socket; released once, when its connection ends. */
export interface HubPlace {
  release(): void;
}

/** The hub's sockets counted per cart token and per address (packages/domain `hubRefusalOf` decides). */
export interface HubLoad {
  readonly limits: HubLimits;
  /** Takes a place for a socket, or answers the cap that refuses it (and counts the refusal). */
  reserve(cartToken: string, address: string): HubPlace | HubRefusal;
  metrics(): HubMetrics;
}

export function hubLoad(configured: Partial<HubLimits> = {}, fileLimit = openFileLimit()): HubLoad {
  const wanted = { ...HUB_LIMITS, ...configured };
  const limits = { ...wanted, total: hubTotalWithin(wanted.total, fileLimit) };
  const byCart = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const refused = Object.fromEntries(HUB_REFUSALS.map((refusal) => [refusal, 0])) as Record<
    HubRefusal,
    number
  >;
  let total = 0;

  const add = (counts: Map<string, number>, key: string, by: number) => {
    const count = (counts.get(key) ?? 0) + by;
    if (count === 0) counts.delete(key);
    else counts.set(key, count);
  };

  return {
    limits,
    reserve(cartToken, address) {
      const addressKey = ipLimitKey(address);
      const load = { total, ofCart: byCart.get(cartToken) ?? 0, ofAddress: byAddress.get(addressKey) ?? 0 };
      const refusal = hubRefusalOf(load, limits);
      if (refusal !== null) {
        refused[refusal] += 1;
        return refusal;
      }
      total += 1;
      add(byCart, cartToken, 1);
      add(byAddress, addressKey, 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          add(byCart, cartToken, -1);
          add(byAddress, addressKey, -1);
        },
      };
    },
    metrics: () => ({ sockets: total, limit: limits.total, refused: { ...refused } }),
  };
}

/** The process's soft limit on open files (Linux); null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}
