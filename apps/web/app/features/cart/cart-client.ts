import { storePath, type StoreView } from '@apteek/domain';
import type { TFunction } from 'i18next';
import { notify } from '../notifications/notification-store.ts';
import { createTaskQueue } from '../../sync/task-queue.ts';
import { indexedDbTaskStore } from '../../sync/task-store.ts';
import { createCartStore, type CartEvent, type CartStore } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';

const stores = new Map<string, CartStore>();
let translate: TFunction | null = null;

/** The browser's cart of a store view, created on first use; never during server rendering. */
export function cartStoreFor(storeView: StoreView, t: TFunction): CartStore | null {
  if (typeof window === 'undefined') return null;
  translate = t;
  const existing = stores.get(storeView.storeCode);
  if (existing) return existing;
  let cart: CartStore | null = null;
  const queue = createTaskQueue({
    store: indexedDbTaskStore(storeView.storeCode),
    locale: storeView.i18n.locale,
    isOnline: () => navigator.onLine,
    session: {
      cartId: () => cart?.snapshot().cartId ?? null,
      // Logins arrive with the accounts work; until then every caller is a guest.
      token: () => null,
      refresh: async () => null,
      onUnauthorized: () => {},
      onCartIdMissing: () => cart?.handleCartIdMissing(),
    },
    onTransmitted: (task) => cart?.handleTransmitted(task),
  });
  cart = createCartStore({
    queue,
    storeCode: storeView.storeCode,
    storage: window.localStorage,
    onEvent: (event) => showEvent(event, storeView),
  });
  stores.set(storeView.storeCode, cart);
  // Spec 000 §4 Coming back online: send the queue, then reload the cart.
  window.addEventListener('online', () => void queue.process().then(() => cart.sync()));
  void cart.sync();
  return cart;
}

function showEvent(event: CartEvent, storeView: StoreView) {
  const t = translate;
  if (!t) return;
  switch (event.kind) {
    case 'added':
      notify({
        type: 'success',
        message: t('New item added to cart'),
        action: {
          label: t('Proceed to checkout'),
          run: () => window.location.assign(storePath(storeView.storeCode, '/checkout')),
        },
      });
      break;
    case 'updated':
      notify({ type: 'success', message: t('Product quantity has been updated!') });
      break;
    case 'volatile':
      notify({
        type: 'warning',
        message: t(
          'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
        ),
      });
      break;
    case 'busy':
      notify({ type: 'warning', message: t('Please wait until the last item has been changed') });
      break;
    case 'refused':
      notify({ type: 'danger', message: translateServerMessage(t, event.message) });
      break;
  }
}
