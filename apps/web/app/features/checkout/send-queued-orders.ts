import {
  ORDER_MESSAGES,
  queuedOrdersOnReturn,
  storePath,
  type QueuedOrdersOnReturn,
  type StoreView,
} from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { notify } from '../../shell/index.ts';
import { checkoutStoreFor } from './checkout-store.ts';
import { finalizeCheckout } from './finalize-checkout.ts';
import { translateOrderMessage } from './order-messages.ts';
import { outboxOf, sendOrder, type QueuedOrder } from './order-outbox.ts';

let sending: Promise<void> | null = null;

/** Coming back online: send the outbox, ask the shopper first, or nothing waits. */
export async function queuedOrdersDecision(
  storeCode: string,
  isAutomatic: boolean,
): Promise<QueuedOrdersOnReturn> {
  return queuedOrdersOnReturn(isAutomatic, await outboxOf(storeCode).list());
}

/**
 * With automatic sending off, the shopper's Discard: the orders asked about leave the outbox and
 * are never sent; the checkout starts afresh (new idempotency key) and a notice says so.
 */
export async function discardQueuedOrders(storeView: StoreView, ids: readonly string[], t: TFunction) {
  const outbox = outboxOf(storeView.storeCode);
  for (const id of ids) await outbox.remove(id);
  if ((await outbox.list()).length === 0) checkoutStoreFor(storeView.storeCode)?.dropped();
  notify({ type: 'info', message: t('The orders waiting to be sent were discarded. Nothing was ordered.') });
}

/**
 * Coming back online: queued orders are sent (automatically, or once the shopper
 * confirms them when the store turned automatic sending off). The server confirms
 * stock again (409 → the out-of-stock message, the order dropped) and, thanks to the key, creates
 * each order once however often it arrives.
 */
export function sendQueuedOrders(storeView: StoreView, t: TFunction): Promise<void> {
  sending ??= (async () => {
    const outbox = outboxOf(storeView.storeCode);
    const checkout = checkoutStoreFor(storeView.storeCode);
    for (const task of await outbox.list()) {
      const queued = task.payload.body as QueuedOrder;
      const outcome = await sendOrder(queued, storeView.i18n.locale);
      if (outcome.kind === 'queued') return;
      await outbox.remove(task.task_id);
      if (outcome.kind === 'refused') {
        checkout?.dropped();
        // A queued order whose address the server refuses is cancelled as such.
        const message = outcome.isAddress ? ORDER_MESSAGES.invalidAddress : outcome.message;
        notify({ type: 'danger', message: translateOrderMessage(t, message), timeToLive: null });
        continue;
      }
      checkout?.placed({
        ...outcome.order,
        shippingType: queued.shippingType,
        emailAddress: queued.request.personalDetails.emailAddress,
        recipient: recipientOf(queued.request.shipping?.recipient),
        manualCheck: false,
        isPaid: false,
      });
      const message = t('Your order {orderNumber} has reached us.', {
        orderNumber: outcome.order.orderNumber,
      });
      if (outcome.order.paymentMethod === 'cashondelivery') {
        await finalizeCheckout(storeView, t);
        notify({ type: 'success', message });
        continue;
      }
      notify({
        type: 'success',
        message,
        timeToLive: null,
        action: {
          label: t('Pay now'),
          run: () => window.location.assign(storePath(storeView.storeCode, '/checkout')),
        },
      });
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}

const recipientOf = (recipient: { firstName: string; lastName: string } | undefined) =>
  recipient ? `${recipient.firstName} ${recipient.lastName}` : null;
