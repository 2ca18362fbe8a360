import {
  prepareTask,
  type DeliveryType,
  type ErrorReason,
  type PlaceOrderRequest,
  type PlacedOrder,
} from '@apteek/domain';
import { indexedDbTaskStore } from '../../sync/task-store.ts';
import { checkoutApi } from './checkout-api.ts';
import { checkoutStoreFor } from './checkout-store.ts';
import { asCustomer } from './customer.ts';

/** An order the server did not take: sent again on return with the same idempotency key. */
export interface QueuedOrder {
  cartId: string;
  request: PlaceOrderRequest;
  idempotencyKey: string;
  shippingType: DeliveryType | null;
  /** The cart's lines when it was queued, so a shopper asked to confirm it knows which order it is. */
  lines?: { name: string; qty: number }[];
}

export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'refused'; message: string; reason: ErrorReason | null; isAddress: boolean }
  | { kind: 'queued' };

/** `shipping.address.zipCode`, `payment.billingAddress.city`, `shipping.parcelMachineId`… */
const ADDRESS_FIELD = /^(shipping\.(address|parcelMachineId|pickupLocationId)|payment\.billingAddress)\b/;

// Queued orders live beside the sync tasks in IndexedDB, under their own store key.
export const outboxOf = (storeCode: string) => indexedDbTaskStore(`orders-${storeCode}`);

/**
 * POST /api/order once; a refusal (4xx) is the shopper's to see, while a server error or no
 * answer queues the order in the browser.
 */
export async function sendOrder(order: QueuedOrder, locale: string): Promise<PlaceOutcome> {
  const answer = await asCustomer((auth) =>
    checkoutApi.placeOrder(order.cartId, order.request, order.idempotencyKey, { locale, auth }),
  );
  if (answer?.code === 200 && typeof answer.result === 'object')
    return { kind: 'placed', order: answer.result };
  if (answer && answer.code < 500) {
    const message = typeof answer.result === 'string' ? answer.result : '';
    const isAddress = answer.errors?.some((error) => ADDRESS_FIELD.test(error.field)) ?? false;
    return { kind: 'refused', message, reason: answer.reason ?? null, isAddress };
  }
  return { kind: 'queued' };
}

export async function queueOrder(storeCode: string, order: QueuedOrder): Promise<void> {
  const task = prepareTask(
    { url: '/api/order', payload: { method: 'POST', body: order }, callback_event: 'checkout/order' },
    Date.now(),
    order.idempotencyKey,
  );
  await outboxOf(storeCode).put(task);
  checkoutStoreFor(storeCode)?.queued();
}
