import { useEffect, useState } from 'react';
import { useSession } from '../account/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { fetchGroupDiscounts, groupClaimOf } from './group-prices.ts';

const NONE: ReadonlyMap<string, number> = new Map();

/**
 * What the logged-in customer's group tier takes off each SKU (cents with VAT). Pages render guest
 * prices; once the session knows a group token, the platform prices come from render-list.
 */
export function useGroupDiscounts(skus: readonly string[]): ReadonlyMap<string, number> {
  const { session } = useSession();
  const storeView = useStoreView();
  const claim = groupClaimOf(session?.user);
  const [found, setFound] = useState<{ key: string; discounts: ReadonlyMap<string, number> } | null>(null);
  const key =
    claim && skus.length > 0 ? `${storeView.storeId}:${claim.groupId}:${claim.token}:${skus.join(',')}` : '';

  useEffect(() => {
    if (!key || !claim) return;
    const controller = new AbortController();
    void fetchGroupDiscounts(skus, storeView, claim, controller.signal).then((discounts) => {
      if (!controller.signal.aborted) setFound({ key, discounts });
    });
    return () => controller.abort();
    // The key names everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return found?.key === key && key ? found.discounts : NONE;
}
