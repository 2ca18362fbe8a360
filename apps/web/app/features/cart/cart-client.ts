import type { StoreView } from '@apteek/domain';
import { wantLaterTexts } from '../../i18n/later-texts-signal.ts';
import type { TFunction } from '../../i18n/translation.tsx';
import { cartStorageKey } from './cart-state.ts';
import type { CartStore } from './cart-store.ts';

// The cart's code (store, task queue, IndexedDB, session wiring) is not part of every page: it
// loads when the browser holds a cart or a session, or on the first cart action. A first visit
// that only browses loads none of it. The browser's runtime (app/runtime) says how it is made,
// as the wiring reaches beyond the cart: the session, the prescription lines, the chat.

/** Makes the browser's cart of a store view; `translate` gives the current language's texts. */
export type BrowserCartLoader = (
  storeView: StoreView,
  translate: () => TFunction | null,
) => Promise<CartStore>;

let loadBrowserCart: BrowserCartLoader = () =>
  Promise.reject(new Error('The browser cart is made by the runtime: call startBrowserRuntime() first'));

/** Given once, by the browser's runtime, before the page hydrates. */
export function provideBrowserCart(loader: BrowserCartLoader): void {
  loadBrowserCart = loader;
}

const stores = new Map<string, CartStore>();
const loading = new Map<string, Promise<CartStore>>();
const loadListeners = new Set<() => void>();
let translate: TFunction | null = null;

/** The browser's cart of a store view, loading its code on first use; null during server rendering. */
export function cartStore(storeView: StoreView, t: TFunction): Promise<CartStore | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  translate = t;
  const { storeCode } = storeView;
  let load = loading.get(storeCode);
  if (!load) {
    // The cart's messages are later texts (i18n/texts-split.ts): fetched beside its code.
    wantLaterTexts();
    load = loadBrowserCart(storeView, () => translate).then((cart) => {
      stores.set(storeCode, cart);
      for (const listener of loadListeners) listener();
      return cart;
    });
    loading.set(storeCode, load);
  }
  return load;
}

/** The store view's cart if its code has loaded, without loading it. */
export function loadedCartStore(storeCode: string): CartStore | null {
  return stores.get(storeCode) ?? null;
}

/** Calls back whenever a store view's cart has finished loading. */
export function subscribeToCartLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Whether this browser keeps a cart for the store view, read without loading the cart's code. */
export function hasStoredCart(storeCode: string): boolean {
  return typeof window !== 'undefined' && window.localStorage.getItem(cartStorageKey(storeCode)) !== null;
}
