import {
  PRICES_AFTER_SYNC,
  priceCurrencyOf,
  type PriceCurrency,
  type PricesAfterSyncDetail,
} from '@apteek/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../account/index.ts';
import { useHydrated, useStoreView } from '../../shell/index.ts';
import { fetchGroupDiscounts, groupClaimOf } from './group-prices.ts';

const NONE: ReadonlyMap<string, number> = new Map();

/** What a group's tier takes off each SKU (cents with VAT), and whether these prices are current. */
export interface GroupPrices {
  discounts: ReadonlyMap<string, number>;
  currency: PriceCurrency;
}

/**
 * The logged-in customer's group prices of `skus`. Pages render guest prices; once the session
 * knows a group token, the platform prices come from render-list: until it answers they are stale,
 * then current with their refresh time, and `prices-after-sync` is raised on the window.
 */
export function useGroupPrices(skus: readonly string[]): GroupPrices {
  const { session } = useSession();
  const storeView = useStoreView();
  const claim = groupClaimOf(session?.user);
  // The server renders guest prices, current for a guest: the page hydrates with them as they are.
  const hydrated = useHydrated();
  const [found, setFound] = useState<{
    key: string;
    discounts: ReadonlyMap<string, number>;
    syncedAt: Date;
  } | null>(null);
  const key =
    claim && skus.length > 0 ? `${storeView.storeId}:${claim.groupId}:${claim.token}:${skus.join(',')}` : '';

  useEffect(() => {
    if (!key || !claim) return;
    const controller = new AbortController();
    void fetchGroupDiscounts(skus, storeView, claim, controller.signal).then((discounts) => {
      if (controller.signal.aborted || discounts === null) return;
      const syncedAt = new Date();
      setFound({ key, discounts, syncedAt });
      const detail: PricesAfterSyncDetail = { skus: [...skus], refreshedAt: syncedAt.toISOString() };
      window.dispatchEvent(new CustomEvent(PRICES_AFTER_SYNC, { detail }));
    });
    return () => controller.abort();
    // The key names everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const synced = found?.key === key && key ? found : null;
  const discounts = synced?.discounts ?? NONE;
  const { price_is_current: isCurrent, price_refreshed_at: refreshedAt } = priceCurrencyOf(
    hydrated && key !== '',
    synced?.syncedAt ?? null,
  );
  // The same answer is the same object: a guest's list reads it, after hydration too, without
  // every card's price re-rendering (React does that at once and in one go, deferred cards included).
  return useMemo(
    () => ({ discounts, currency: { price_is_current: isCurrent, price_refreshed_at: refreshedAt } }),
    [discounts, isCurrent, refreshedAt],
  );
}

/** What the logged-in customer's group tier takes off each SKU (cents with VAT). */
export function useGroupDiscounts(skus: readonly string[]): ReadonlyMap<string, number> {
  return useGroupPrices(skus).discounts;
}
