import type { CartLinesState, CartTotalsAnswer } from '@apteek/domain';

// The cart's state and its empty value: what the chrome (badge, drawer switch) needs before the
// cart's code has loaded, kept apart from that code.

export type { CartLineItem } from '@apteek/domain';

export interface CartState extends CartLinesState {
  cartId: string | null;
  totals: CartTotalsAnswer | null;
  isMicrocartOpen: boolean;
  isAdding: boolean;
  /** After this many refused connects the cart stops syncing. */
  connectBypassCount: number;
  isSyncDisabled: boolean;
  /** The customer whose cart this is since their login; null for a guest cart. */
  customerId: number | null;
}

export const EMPTY_CART: CartState = {
  cartId: null,
  items: [],
  unconfirmed: {},
  replaced: {},
  syncedHash: null,
  lastSyncAt: null,
  totals: null,
  isMicrocartOpen: false,
  isAdding: false,
  connectBypassCount: 0,
  isSyncDisabled: false,
  customerId: null,
};

/** Where a store view's cart survives reloads (localStorage). */
export function cartStorageKey(storeCode: string): string {
  return `apteek-cart-${storeCode}`;
}
