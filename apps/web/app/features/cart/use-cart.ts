import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { inNextTask } from '../../hydration/next-task.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useIsLoggedIn } from '../account/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { cartStore, hasStoredCart, loadedCartStore, subscribeToCartLoad } from './cart-client.ts';
import { EMPTY_CART, type CartState } from './cart-state.ts';
import type { CartStore } from './cart-store.ts';

const noSubscription = () => () => {};
const noCart = () => null;
const emptyCart = () => EMPTY_CART;

/**
 * The cart of the current store view: its state (empty until its code has loaded) and the store
 * once loaded. `load` loads it on mount, for pages that work on the cart (checkout).
 */
export function useCart({ load = false }: { load?: boolean } = {}): {
  state: CartState;
  cart: CartStore | null;
} {
  const { storeCode } = useStoreView();
  const loadCart = useCartLoader();
  const cart = useSyncExternalStore(subscribeToCartLoad, () => loadedCartStore(storeCode), noCart);
  const state = useSyncExternalStore(
    cart?.subscribe ?? noSubscription,
    cart?.snapshot ?? emptyCart,
    emptyCart,
  );
  useEffect(() => (load ? inNextTask(() => void loadCart()) : undefined), [load, loadCart]);
  return { state, cart };
}

/** Gets the cart, loading its code first if needed: for add-to-cart buttons and the cart icon. */
export function useCartLoader(): () => Promise<CartStore | null> {
  const storeView = useStoreView();
  const { t } = useTranslation();
  return useCallback(() => cartStore(storeView, t), [storeView, t]);
}

/**
 * Loads the cart after hydration when there is one to show or sync: a stored cart, or a
 * logged-in customer (whose server cart is connected).
 */
export function useCartBootstrap(): void {
  const { storeCode } = useStoreView();
  const loadCart = useCartLoader();
  const isLoggedIn = useIsLoggedIn();
  useEffect(
    () => (isLoggedIn || hasStoredCart(storeCode) ? inNextTask(() => void loadCart()) : undefined),
    [isLoggedIn, storeCode, loadCart],
  );
}
