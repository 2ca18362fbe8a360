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
 * Calls answered without the page cache: a listing with a search term (every new term would add a
 * single-use answer; the search keeps a term's matches itself) and the compare and wishlist pages'
 * products (one answer per shopper's list).
 */
function isSingleUse(name: string, args: readonly unknown[]): boolean {
  if (name === 'savedListProducts') return true;
  return args.some(
    (arg) =>
      typeof arg === 'object' && arg !== null && 'term' in arg && (arg as { term: unknown }).term !== '',
  );
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
      if (isSingleUse(name, args)) return call(...args);
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
