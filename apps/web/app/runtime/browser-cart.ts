import type { StoreView } from '@apteek/domain';
import type { TFunction } from '../i18n/translation.tsx';
import { sessionStore, type CustomerSession, type SessionEvent } from '../features/account/index.ts';
import { track } from '../features/analytics/index.ts';
import { createCartStore, showCartEvent, trackCartChanges, type CartStore } from '../features/cart/index.ts';
import { chat } from '../features/chat/index.ts';
import { prescription, type SessionEnd } from '../features/prescription/index.ts';
import { createTaskQueue, type TaskQueue } from '../sync/task-queue.ts';
import { indexedDbTaskStore } from '../sync/task-store.ts';

/**
 * The browser's cart of a store view with its task queue, wired to the session, the analytics,
 * the prescription lines and the chat: loaded by the cart feature (cart-client.ts) when first
 * needed, through the loader runtime/index.ts gives it. `translate` gives the current language's texts.
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
    onFailed: (task, message) => cart?.handleFailed(task, message),
  });
  cart = createCartStore({
    queue,
    storeCode: storeView.storeCode,
    storage: window.localStorage,
    cookie: { jar: document, secure: window.location.protocol === 'https:' },
    onEvent: (event) => showCartEvent(event, storeView, translate()),
  });
  cart = trackCartChanges(cart, track);
  // Coming back online: send the queue, then reload the cart.
  window.addEventListener('online', () => void queue.process().then(() => cart.sync()));
  const ends = sessionEnds(cart, session, storeView, translate);
  session?.listen((event) => followSession(event, cart, queue, ends));
  const customerId = session?.customerId() ?? null;
  const cartCustomerId = cart.snapshot().customerId;
  // A login or logout that happened elsewhere (another store view or tab, or a reload mid-merge).
  if (customerId !== null && cartCustomerId !== customerId) void cart.connectCustomer(customerId);
  else if (customerId === null && cartCustomerId !== null) {
    void ends.removePrescriptions('gone').then(() => cart.clear());
  } else void cart.sync();
  return cart;
}

/** What the end of a customer's session asks of the features besides the cart. */
interface SessionEnds {
  removePrescriptions(end: SessionEnd): Promise<void>;
  deactivateChat(): Promise<void>;
}

function sessionEnds(
  cart: CartStore,
  session: CustomerSession | null,
  storeView: StoreView,
  translate: () => TFunction | null,
): SessionEnds {
  const auth = () => session?.auth ?? null;
  return {
    removePrescriptions: (end) =>
      prescription.onLogout(end, {
        cart: cart.snapshot(),
        auth: auth(),
        locale: storeView.i18n.locale,
        translate,
      }),
    deactivateChat: () =>
      chat.deactivate({ storeCode: storeView.storeCode, cartId: cart.snapshot().cartId, auth: auth() }),
  };
}

/** The cart follows logins and logouts; a logout also takes the prescription lines and the chat along. */
async function followSession(event: SessionEvent, cart: CartStore, queue: TaskQueue, ends: SessionEnds) {
  switch (event.kind) {
    case 'login':
      queue.resetSession();
      await cart.connectCustomer(event.customerId);
      break;
    case 'before-logout':
      await queue.process();
      await ends.removePrescriptions('logout');
      await ends.deactivateChat();
      // A customer's cart goes at logout: no totals read may reach the server while the session
      // is revoked (it would be refused), so none is sent for it again and those on their way land first.
      if (cart.snapshot().customerId !== null) await cart.forget();
      break;
    case 'logout':
      // A guest cart stays (a customer of the other country turned away at login). A customer's
      // cart goes, with its unsent changes, so none of it lands in the next guest cart.
      if (cart.snapshot().customerId === null) return;
      if (event.reason === 'forced') await ends.removePrescriptions('expired');
      await queue.clearUntransmitted();
      cart.clear();
      break;
    default:
      return event satisfies never;
  }
}
