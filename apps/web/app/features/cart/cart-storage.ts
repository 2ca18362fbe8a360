import { CartLineItemSchema, CartTotalsAnswerSchema } from '@apteek/domain';
import { z } from 'zod';
import { EMPTY_CART, cartStorageKey, type CartState } from './cart-state.ts';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

const counts = z.record(z.string(), z.number().int().positive());

/**
 * The cart as localStorage keeps it. Bookkeeping a older version did not store starts empty;
 * totals the server sends again on the next refresh are dropped rather than the cart.
 */
const StoredCartSchema = z.object({
  cartId: z.string().nullable(),
  items: z.array(CartLineItemSchema),
  unconfirmed: counts.default({}),
  replaced: counts.default({}),
  syncedHash: z.string().nullable().default(null),
  lastSyncAt: z.number().nullable().default(null),
  totals: CartTotalsAnswerSchema.nullable().catch(null),
  connectBypassCount: z.number().int().nonnegative().default(0),
  isSyncDisabled: z.boolean().default(false),
  customerId: z.number().int().nullable().default(null),
});

/** The stored cart of a store view; a missing, unreadable or foreign value is the empty cart. */
export function readStoredCart(storage: CartStorage | null, storeCode: string): CartState {
  const stored = storage?.getItem(cartStorageKey(storeCode));
  if (!stored) return EMPTY_CART;
  try {
    const parsed = StoredCartSchema.safeParse(JSON.parse(stored));
    return parsed.success ? { ...EMPTY_CART, ...parsed.data } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

export function writeStoredCart(storage: CartStorage | null, storeCode: string, state: CartState): void {
  storage?.setItem(
    cartStorageKey(storeCode),
    JSON.stringify({ ...state, isMicrocartOpen: false, isAdding: false }),
  );
}
