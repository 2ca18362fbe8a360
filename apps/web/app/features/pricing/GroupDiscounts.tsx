import type { PriceCurrency } from '@apteek/domain';
import { createContext, use, type ReactNode } from 'react';
import { useGroupPrices, type GroupPrices } from './use-group-discounts.ts';

const GUEST_PRICES: GroupPrices = {
  discounts: new Map(),
  currency: { price_is_current: true, price_refreshed_at: null },
};
const GroupPricesContext = createContext<GroupPrices>(GUEST_PRICES);

/**
 * The customer group's tier discounts of a list of products, asked of render-list in one call for
 * the whole list (nothing for guests), for the cards inside it.
 */
export function GroupDiscounts({ skus, children }: { skus: readonly string[]; children: ReactNode }) {
  return <GroupPricesContext value={useGroupPrices(skus)}>{children}</GroupPricesContext>;
}

/** What the group's tier takes off a product's price inside a list, in cents with VAT; 0 without one. */
export function useGroupDiscountOf(sku: string): number {
  return use(GroupPricesContext).discounts.get(sku) ?? 0;
}

/** Whether the list's prices are current for this shopper (stale until render-list answers a group customer). */
export function useListPriceCurrency(): PriceCurrency {
  return use(GroupPricesContext).currency;
}
