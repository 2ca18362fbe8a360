import { GUEST_GROUP_ID, groupDiscounts, type RenderListItem, type StoreView } from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import type { CustomerProfile } from '../account/index.ts';

/** The customer's group and the token /api/user/me answered for it. */
export interface GroupClaim {
  groupId: number;
  token: string;
}

/** The group a logged-in customer's prices come from; null for guests and the guest group. */
export function groupClaimOf(user: CustomerProfile | null | undefined): GroupClaim | null {
  if (!user?.groupToken || user.group_id === GUEST_GROUP_ID) return null;
  return { groupId: user.group_id, token: user.groupToken };
}

/**
 * The render list: the platform prices of `skus` for the customer's group (its id and token
 * in the query), read as what the group's tier takes off each. A failure is null: no discount,
 * and the prices stay stale.
 */
export async function fetchGroupDiscounts(
  skus: readonly string[],
  storeView: StoreView,
  claim: GroupClaim,
  signal?: AbortSignal,
): Promise<Map<string, number> | null> {
  const query = new URLSearchParams({
    skus: skus.join(','),
    currencyCode: storeView.i18n.currencyCode,
    storeId: String(storeView.storeId),
    userGroupId: String(claim.groupId),
    token: claim.token,
  });
  try {
    const { result } = await callApi<{ items: RenderListItem[] }>(
      `/api/catalog/products/render-list?${query}`,
      { locale: storeView.i18n.locale, signal },
    );
    return groupDiscounts(result.items);
  } catch {
    return null;
  }
}
