import {
  addToCart,
  cartLineProduct,
  removeFromCart,
  viewCart,
  type AnalyticsEvent,
  type CartLineItem,
} from '@apteek/domain';
import type { CartStore } from './cart-store.ts';

/**
 * The shopper's cart changes as analytics events: add_to_cart, a quantity set
 * as add_to_cart or remove_from_cart of the difference, remove_from_cart, and view_cart when the
 * microcart opens. Changes that come from the server (a sync, a login merge) are not the shopper's.
 */
export function trackCartChanges(cart: CartStore, track: (event: AnalyticsEvent) => void): CartStore {
  const changed = (line: CartLineItem | undefined, qty: number) => {
    if (!line || qty === line.qty || cart.snapshot().isAdding) return;
    const change = cartLineProduct({ ...line, qty: Math.abs(qty - line.qty) });
    track(qty > line.qty ? addToCart(change) : removeFromCart(change));
  };
  const lineOf = (key: string) => cart.snapshot().items.find((item) => item.key === key);
  return {
    ...cart,
    toggleMicrocart(open = !cart.snapshot().isMicrocartOpen) {
      if (open && !cart.snapshot().isMicrocartOpen)
        track(viewCart(cart.snapshot().items.map(cartLineProduct)));
      cart.toggleMicrocart(open);
    },
    add(line) {
      if (!cart.snapshot().isAdding) track(addToCart(cartLineProduct(line)));
      return cart.add(line);
    },
    setQty(key, qty) {
      changed(lineOf(key), qty);
      return cart.setQty(key, qty);
    },
    remove(key) {
      changed(lineOf(key), 0);
      return cart.remove(key);
    },
  };
}
