import type { StorefrontServices } from '@apteek/domain';
import { memoize, type Memo } from '../../lib/memoize.ts';

export { CATALOGUE_CHANGED_CHANNEL } from '@apteek/db';

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
  /**
   * Drops the answers of these products (their pages and reviews) and every answer that is not one
   * product's (listings, search, home, content, layout, sitemap, URL map): any of them may list
   * them. Other products' pages stay. The SKUs in lower case.
   */
  dropProducts(skus: ReadonlySet<string>): void;
  /** Drops every answer that is not one product's: a change of the category listings. */
  dropLists(): void;
  stats(): { entries: number; weight: number };
}

/** The services whose answer is one product's, and the SKUs in their arguments. */
const PRODUCT_ANSWERS: Record<string, (args: unknown[]) => string[]> = {
  productPage: ([, sku, childSku]) => [sku, childSku].filter((x): x is string => typeof x === 'string'),
  productReviews: ([sku]) => (typeof sku === 'string' ? [sku] : []),
};

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
 * so one answer serves every shopper of a store view. A catalogue change drops them all (`clear`)
 * and a change of some products only theirs and the lists (`dropProducts`), on the catalogue's
 * NOTIFY, which every instance receives (catalogue-changes.ts).
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
  /** The SKUs an answer is about, when it is one product's; null for every other answer. */
  const productOf = (key: string): string[] | null => {
    const [name, , args] = JSON.parse(key) as [string, string, unknown[]];
    const sku = PRODUCT_ANSWERS[name];
    return sku === undefined ? null : sku(args);
  };
  return {
    services: cached as unknown as StorefrontServices,
    clear: () => {
      memo = create();
    },
    dropProducts: (skus) =>
      memo.drop((key) => productOf(key)?.some((sku) => skus.has(sku.toLowerCase())) ?? true),
    dropLists: () => memo.drop((key) => productOf(key) === null),
    stats: () => memo.stats(),
  };
}
