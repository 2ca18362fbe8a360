import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../store/store-view.ts';
import { cartStoreFor } from './cart-client.ts';
import { EMPTY_CART, type CartState, type CartStore } from './cart-store.ts';

const noSubscription = () => () => {};

/** The cart of the current store view: its state, and its actions once in the browser. */
export function useCart(): { state: CartState; cart: CartStore | null } {
  const storeView = useStoreView();
  const { t } = useTranslation();
  const cart = cartStoreFor(storeView, t);
  const state = useSyncExternalStore(
    cart?.subscribe ?? noSubscription,
    cart?.snapshot ?? (() => EMPTY_CART),
    () => EMPTY_CART,
  );
  return { state, cart };
}

/** The cart's actions without its state, for buttons that do not show the cart (list cards). */
export function useCartStore(): CartStore | null {
  const storeView = useStoreView();
  const { t } = useTranslation();
  return cartStoreFor(storeView, t);
}
