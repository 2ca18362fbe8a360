/**
 * Whether the prices a page shows are the platform's for this shopper. Pages are rendered with
 * guest prices; a customer of a group sees stale prices (not current, no refresh time) until the
 * platform price sync (render-list) answers, then current ones with the time they were refreshed,
 * and the event `prices-after-sync` is raised. A guest's prices are the platform's as rendered.
 */
export interface PriceCurrency {
  price_is_current: boolean;
  /** ISO time of the sync that made them current; null before one. */
  price_refreshed_at: string | null;
}

/** The event raised when the platform price sync has answered, with the SKUs it priced. */
export const PRICES_AFTER_SYNC = 'prices-after-sync';

export interface PricesAfterSyncDetail {
  skus: readonly string[];
  refreshedAt: string;
}

/** The currency of prices that need a sync (`syncedAt` null while it has not answered) or need none. */
export function priceCurrencyOf(needsSync: boolean, syncedAt: Date | null): PriceCurrency {
  if (!needsSync) return { price_is_current: true, price_refreshed_at: null };
  if (syncedAt === null) return { price_is_current: false, price_refreshed_at: null };
  return { price_is_current: true, price_refreshed_at: syncedAt.toISOString() };
}
