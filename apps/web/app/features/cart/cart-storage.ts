import { CartLineItemSchema, CartTotalsAnswerSchema } from '@apteek/domain';
import * as z from 'zod/mini';
import { EMPTY_CART, cartStorageKey, type CartState } from './cart-state.ts';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

const counts = z._default(z.record(z.string(), z.number().check(z.int(), z.positive())), {});

/**
 * The cart as localStorage keeps it. Bookkeeping an older version did not store starts empty;
 * totals the server sends again on the next refresh are dropped rather than the cart.
 */
const StoredCartSchema = z.object({
  cartId: z.nullable(z.string()),
  items: z.array(CartLineItemSchema),
  unconfirmed: counts,
  replaced: counts,
  syncedHash: z._default(z.nullable(z.string()), null),
  lastSyncAt: z._default(z.nullable(z.number()), null),
  totals: z.catch(z.nullable(CartTotalsAnswerSchema), null),
  connectBypassCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  isSyncDisabled: z._default(z.boolean(), false),
  customerId: z._default(z.nullable(z.number().check(z.int())), null),
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
