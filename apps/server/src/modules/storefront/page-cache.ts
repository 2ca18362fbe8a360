import type { StorefrontServices } from '@apteek/domain';
import { memoize, type Memo } from '../../lib/memoize.ts';

/** The channel the catalogue tables' triggers NOTIFY on (packages/db/migrations/0024_catalogue_notify.sql). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

export interface PageCacheOptions {
  /** Today's date in the shops' time zone: an answer is kept for the day it was built on. */
  today: () => string;
  /** The most bytes of answers (their JSON length) kept at once, least recently used dropped first. */
  maxBytes: number;
  /**
   * How long an answer is kept without a change being announced: a backstop for a notification
   * missed while the listening connection reconnected (PostgreSQL).
   */
  ttlMs: number;
}

export interface PageCache {
  services: StorefrontServices;
  /** Drops every answer, and every answer still loading, so the next request reads the catalogue. */
  clear(): void;
  stats(): { entries: number; weight: number };
}

/**
 * The storefront's services with their answers kept per call (store view and arguments) and day:
 * catalogue pages (product, category, product list, campaigns, CMS, home), the layout (menu,
 * footer, banners) and the URL map. They hold catalogue data only, at guest prices: a customer's
 * group prices, cart and session reach the browser through the API, never through these answers,
 * so one answer serves every shopper of a store view. A catalogue change anywhere drops them all
 * (`clear`, called on the catalogue's NOTIFY, which every instance receives).
 */
export function pageCache(services: StorefrontServices, options: PageCacheOptions): PageCache {
  const create = (): Memo<unknown> =>
    memoize<unknown>({
      ttlMs: options.ttlMs,
      maxWeight: options.maxBytes,
      // The JSON length is close to what the answer holds in memory as strings and numbers.
      weigh: (value) => JSON.stringify(value ?? null).length,
    });
  let memo = create();
  const cached = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(services) as [
    string,
    (...args: unknown[]) => Promise<unknown>,
  ][]) {
    cached[name] = (...args: unknown[]) => {
      const cache = memo;
      return cache(JSON.stringify([name, options.today(), args]), () => call(...args));
    };
  }
  return {
    services: cached as unknown as StorefrontServices,
    clear: () => {
      memo = create();
    },
    stats: () => memo.stats(),
  };
}
