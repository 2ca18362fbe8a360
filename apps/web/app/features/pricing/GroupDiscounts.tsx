import { createContext, use, type ReactNode } from 'react';
import { useGroupDiscounts } from './use-group-discounts.ts';

const GroupDiscountsContext = createContext<ReadonlyMap<string, number>>(new Map());

/**
 * The customer group's tier discounts of a list of products, asked of render-list in one call for
 * the whole list (nothing for guests), for the cards inside it.
 */
export function GroupDiscounts({ skus, children }: { skus: readonly string[]; children: ReactNode }) {
  return <GroupDiscountsContext value={useGroupDiscounts(skus)}>{children}</GroupDiscountsContext>;
}

/** What the group's tier takes off a product's price inside a list, in cents with VAT; 0 without one. */
export function useGroupDiscountOf(sku: string): number {
  return use(GroupDiscountsContext).get(sku) ?? 0;
}
