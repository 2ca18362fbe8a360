import { REFRESH_FAILED, storePath, type StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { sessionStore } from '../account/session-client.ts';
import type { SessionEvent } from '../account/session-store.ts';
import { notify } from '../notifications/notification-store.ts';
import { createTaskQueue, type TaskQueue } from '../../sync/task-queue.ts';
import { indexedDbTaskStore } from '../../sync/task-store.ts';
import { createCartStore, type CartEvent, type CartStore } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';

/**
 * The browser's cart of a store view with its task queue, wired to the session: loaded by
 * cart-client.ts when first needed. `translate` gives the current language's texts.
 */
export async function createBrowserCart(
  storeView: StoreView,
  translate: () => TFunction | null,
): Promise<CartStore> {
  let cart: CartStore | null = null;
  const session = await sessionStore();
  const queue = createTaskQueue({
    store: indexedDbTaskStore(storeView.storeCode),
    locale: storeView.i18n.locale,
    isOnline: () => navigator.onLine,
    session: {
      cartId: () => cart?.snapshot().cartId ?? null,
      token: () => session?.token() ?? null,
      refresh: async () => (await session?.refresh()) ?? null,
      onUnauthorized: () => void session?.forceLogout(),
      onCartIdMissing: () => cart?.handleCartIdMissing(),
    },
    onTransmitted: (task) => cart?.handleTransmitted(task),
  });
  cart = createCartStore({
    queue,
    storeCode: storeView.storeCode,
    storage: window.localStorage,
    onEvent: (event) => showEvent(event, storeView, translate()),
  });
  // Spec 000 §4 Coming back online: send the queue, then reload the cart.
  window.addEventListener('online', () => void queue.process().then(() => cart.sync()));
  session?.listen((event) => followSession(event, cart, queue));
  const customerId = session?.customerId() ?? null;
  const cartCustomerId = cart.snapshot().customerId;
  // A login or logout that happened elsewhere (another store view or tab, or a reload mid-merge).
  if (customerId !== null && cartCustomerId !== customerId) void cart.connectCustomer(customerId);
  else if (customerId === null && cartCustomerId !== null) cart.clear();
  else void cart.sync();
  return cart;
}

/** Spec 000 §4: the cart follows logins and logouts. */
async function followSession(event: SessionEvent, cart: CartStore, queue: TaskQueue) {
  switch (event.kind) {
    case 'login':
      queue.resetSession();
      await cart.connectCustomer(event.customerId);
      break;
    case 'before-logout':
      await queue.process();
      break;
    case 'logout':
      // A guest cart stays (a customer of the other country turned away at login). A customer's
      // cart goes, with its unsent changes, so none of it lands in the next guest cart.
      if (cart.snapshot().customerId === null) return;
      await queue.clearUntransmitted();
      cart.clear();
      break;
    default:
      return event satisfies never;
  }
}

function showEvent(event: CartEvent, storeView: StoreView, t: TFunction | null) {
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
      // The session's end is announced once, by the account feature.
      if (event.message === REFRESH_FAILED) break;
      notify({ type: 'danger', message: translateServerMessage(t, event.message) });
      break;
  }
}
