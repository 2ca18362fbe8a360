import { REFRESH_FAILED, storePath, type StoreView } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { sessionStore, type CustomerSession, type SessionEvent } from '../account/index.ts';
import { endChat } from '../chat/index.ts';
import { notify } from '../../shell/index.ts';
import {
  removePrescriptionLines,
  prescriptionLinesRemoval,
  SESSION_EXPIRED_MESSAGE,
  type SessionEnd,
} from '../prescription/index.ts';
import { createTaskQueue, type TaskQueue } from '../../sync/task-queue.ts';
import { indexedDbTaskStore } from '../../sync/task-store.ts';
import { createCartStore, type CartEvent, type CartStore } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';
import { track } from '../analytics/index.ts';
import { trackCartChanges } from './cart-analytics.ts';

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
    onFailed: (task, message) => cart?.handleFailed(task, message),
  });
  cart = createCartStore({
    queue,
    storeCode: storeView.storeCode,
    storage: window.localStorage,
    onEvent: (event) => showEvent(event, storeView, translate()),
  });
  cart = trackCartChanges(cart, track);
  // Spec 000 §4 Coming back online: send the queue, then reload the cart.
  window.addEventListener('online', () => void queue.process().then(() => cart.sync()));
  const prescriptions = { session, locale: storeView.i18n.locale, translate };
  // Spec 001 §4: logout deactivates the live chat and the browser forgets its id.
  const deactivateChat = () =>
    endChat('deactivate', {
      storeCode: storeView.storeCode,
      cartId: cart.snapshot().cartId,
      auth: session?.auth ?? null,
    });
  session?.listen((event) => followSession(event, cart, queue, prescriptions, deactivateChat));
  const customerId = session?.customerId() ?? null;
  const cartCustomerId = cart.snapshot().customerId;
  // A login or logout that happened elsewhere (another store view or tab, or a reload mid-merge).
  if (customerId !== null && cartCustomerId !== customerId) void cart.connectCustomer(customerId);
  else if (customerId === null && cartCustomerId !== null) {
    void removePrescriptions(cart, prescriptions, 'gone').then(() => cart.clear());
  } else void cart.sync();
  return cart;
}

interface PrescriptionLinesContext {
  session: CustomerSession | null;
  locale: string;
  translate: () => TFunction | null;
}

/** Spec 001 §4: a customer's session ended; the cart's prescription lines go, on the server too. */
async function removePrescriptions(cart: CartStore, context: PrescriptionLinesContext, end: SessionEnd) {
  const { cartId } = cart.snapshot();
  const removal = prescriptionLinesRemoval(end, cart.snapshot());
  if (!cartId || !removal) return;
  const auth = removal.withToken ? (context.session?.auth ?? null) : null;
  await removePrescriptionLines(cartId, auth, context.locale).catch(() => null);
  const t = context.translate();
  if (removal.tell && t) notify({ type: 'warning', message: t(SESSION_EXPIRED_MESSAGE) });
}

/** Spec 000 §4: the cart follows logins and logouts. */
async function followSession(
  event: SessionEvent,
  cart: CartStore,
  queue: TaskQueue,
  prescriptions: PrescriptionLinesContext,
  deactivateChat: () => Promise<void>,
) {
  switch (event.kind) {
    case 'login':
      queue.resetSession();
      await cart.connectCustomer(event.customerId);
      break;
    case 'before-logout':
      await queue.process();
      await removePrescriptions(cart, prescriptions, 'logout');
      await deactivateChat();
      break;
    case 'logout':
      // A guest cart stays (a customer of the other country turned away at login). A customer's
      // cart goes, with its unsent changes, so none of it lands in the next guest cart.
      if (cart.snapshot().customerId === null) return;
      if (event.reason === 'forced') await removePrescriptions(cart, prescriptions, 'expired');
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
