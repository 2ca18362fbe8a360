import {
  PAYMENT_OUTCOME_MESSAGES,
  toPlaceOrderRequest,
  type CheckoutForm,
  type OfferedShippingMethod,
  type PaymentOutcome,
  type PlacedOrder,
  type StoreView,
} from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import type { CheckoutOrder, CheckoutState } from './checkout-store.ts';
import { translateOrderMessage } from './order-messages.ts';
import type { PlaceOutcome, QueuedOrder } from './order-outbox.ts';

/** What placing needs of the cart: its changes sent, then its id and the totals the shopper saw. */
export interface FlowCart {
  /** Forced: the pull runs even when the lines did not change since the last one. */
  sync(force: boolean): Promise<void>;
  snapshot(): {
    cartId: string | null;
    totals: { grand_total: number } | null;
    items?: readonly { name: string; qty: number; isInStock?: boolean }[];
  };
  /** Reads the server's totals again, e.g. after the server priced the order differently. */
  refreshTotals(): Promise<void>;
  /** Asks the lines' stock again and marks those that ran out. */
  syncStock(): Promise<void>;
}

/** What placing needs of the checkout store. */
export interface FlowCheckout {
  snapshot(): Pick<CheckoutState, 'order' | 'idempotencyKey'>;
  dropped(): void;
  placed(order: CheckoutOrder): void;
  paid(manualCheck: boolean): void;
}

export interface CheckoutFlowDeps {
  storeView: StoreView;
  cart: FlowCart;
  checkout: FlowCheckout;
  /** POST /api/order once (order-outbox.ts sendOrder). */
  sendOrder(order: QueuedOrder): Promise<PlaceOutcome>;
  /** Keeps an order the server did not take, for when it is back (order-outbox.ts queueOrder). */
  queueOrder(order: QueuedOrder): Promise<void>;
  /** The provider's page in the popup, its return and the server's verdict (pay-order.ts). */
  payOrder(
    popup: Window,
    order: CheckoutOrder,
    bank: string,
  ): Promise<{ outcome: PaymentOutcome; manualCheck: boolean }>;
  /** Finalize: thank-you page, cart cleared, profile read again. */
  finalize(): Promise<void>;
  t: TFunction;
  /** A message for the shopper, already translated. */
  show(message: string): void;
  /** The order is placed and its payment under way. */
  onPaying(): void;
  /** The prescription lines' compensation (EE); absent where there is none. */
  compensation?: FlowCompensation;
}

/** The compensation check at order validation. */
export interface FlowCompensation {
  /** The browser's own check before sending: synced once, and 15 minutes ago or more. */
  isExpired(): boolean;
  /** Waits (bounded) for a compensation on its way, so the order carries the fund's share. */
  ready(): Promise<void>;
  /** Tells the shopper, goes back to the beginning of /checkout, resets and re-requests. */
  expired(): void;
}

/** The form as it stands when 'Place order' is clicked, with what the page waits for. */
export interface PlaceInput {
  form: CheckoutForm;
  shipping: OfferedShippingMethod | null;
  /** The latest shipping choice on the server cart, so its totals carry the price. */
  shippingSaved: Promise<void>;
  /** Opened inside the click for a provider payment; null for cash on delivery or when blocked. */
  popup: Window | null;
}

/**
 * Checkout, placing an order: the cart's changes first, then POST /api/order with the
 * checkout's idempotency key; a refusal is shown, a server error queues the order, a placed order
 * is finalized (cash on delivery) or paid in the popup.
 */
export function createCheckoutFlow(deps: CheckoutFlowDeps) {
  const { t } = deps;

  async function pay(popup: Window | null, order: CheckoutOrder, bank: string) {
    if (!popup) return deps.show(t('Please allow pop-up windows for this site to pay.'));
    deps.onPaying();
    const result = await deps.payOrder(popup, order, bank);
    if (result.outcome !== 'success')
      return deps.show(translateOrderMessage(t, PAYMENT_OUTCOME_MESSAGES[result.outcome]));
    deps.checkout.paid(result.manualCheck);
    await deps.finalize();
  }

  /** The order to send, or null when the cart has no id on the server. */
  function orderToSend(input: PlaceInput): QueuedOrder | null {
    const { cartId, totals, items = [] } = deps.cart.snapshot();
    const method = input.form.paymentDetails.paymentMethod;
    if (!cartId || !method) return null;
    const request = toPlaceOrderRequest(input.form, {
      storeCode: deps.storeView.storeCode,
      country: deps.storeView.tax.defaultCountry,
      shipping: input.shipping,
      paymentMethod: method,
      ...(totals ? { expectedGrandTotal: totals.grand_total } : {}),
    });
    const idempotencyKey = deps.checkout.snapshot().idempotencyKey;
    const lines = items.map(({ name, qty }) => ({ name, qty }));
    return { cartId, request, idempotencyKey, shippingType: input.shipping?.type ?? null, lines };
  }

  async function place(input: PlaceInput): Promise<void> {
    const { popup, form } = input;
    const method = form.paymentDetails.paymentMethod;
    if (!method) return popup?.close();
    const bank = form.paymentDetails.paymentMethodAdditional;
    const earlier = deps.checkout.snapshot().order;
    // An order already placed for this checkout is paid again rather than placed twice.
    if (earlier && !earlier.isPaid && earlier.paymentMethod === method) return pay(popup, earlier, bank);
    if (earlier) deps.checkout.dropped();
    // An expired compensation is met before anything (a pull) asks for a new one.
    if (deps.compensation?.isExpired()) {
      popup?.close();
      return deps.compensation.expired();
    }
    // Changes still on their way reach the server cart first; a lost cart is re-created meanwhile.
    // Forced: in checkout the browser's lines are the ones the shopper confirms.
    await deps.cart.sync(true);
    await input.shippingSaved;
    // Asked for on entering checkout; a quick shopper is held until the answer is in the totals
    // rather than sent back to the beginning by the server's check.
    await deps.compensation?.ready();
    const soldOut = soldOutNotice(t, deps.cart.snapshot().items);
    if (soldOut) {
      popup?.close();
      return deps.show(soldOut);
    }
    const queued = orderToSend(input);
    if (!queued) {
      popup?.close();
      return deps.show(t('Something went wrong. Try again in a few seconds.'));
    }
    const outcome = await deps.sendOrder(queued);
    switch (outcome.kind) {
      case 'refused':
        popup?.close();
        return showRefusal(deps, outcome);
      case 'queued':
        popup?.close();
        await deps.queueOrder(queued);
        return deps.show(t('The order can not be transfered because of server error. Order has been queued'));
      case 'placed': {
        const order = placedOrder(outcome.order, input);
        deps.checkout.placed(order);
        if (order.paymentMethod === 'cashondelivery') return deps.finalize();
        return pay(popup, order, bank);
      }
      default:
        return outcome satisfies never;
    }
  }

  return { place };
}

/** A placed order as the checkout keeps it: how it travels, where its confirmation went, unpaid. */
function placedOrder(order: PlacedOrder, input: PlaceInput): CheckoutOrder {
  return {
    ...order,
    shippingType: input.shipping?.type ?? null,
    emailAddress: input.form.personalDetails.emailAddress.trim(),
    recipient: recipientName(input.shipping ? input.form : null),
    manualCheck: false,
    isPaid: false,
  };
}

/** Whom the parcel goes to when not the buyer, as the thank-you page names them. */
function recipientName(form: CheckoutForm | null): string | null {
  const ship = form?.shippingDetails;
  return ship?.otherRecipient ? `${ship.firstName.trim()} ${ship.lastName.trim()}` : null;
}

/** The server refused the order: what it means for the checkout, and what the shopper is told. */
async function showRefusal(deps: CheckoutFlowDeps, outcome: Extract<PlaceOutcome, { kind: 'refused' }>) {
  // The server's own check of the compensation: missing, stale or for other items.
  if (outcome.reason === 'compensation_expired' && deps.compensation) return deps.compensation.expired();
  // "Please check your order and place it again": the review shows the server's prices, and the
  // next click sends them.
  if (outcome.reason === 'prices_changed') await deps.cart.refreshTotals();
  if (outcome.reason === 'out_of_stock') return deps.show(await outOfStockRefusal(deps, outcome.message));
  return deps.show(translateOrderMessage(deps.t, outcome.message));
}

/**
 * What stops the order while lines are marked out of stock, naming them (null when none is): sent,
 * it would only be cancelled, so the shopper removes them first.
 */
function soldOutNotice(t: TFunction, items: readonly { name: string; isInStock?: boolean }[] = []) {
  const products = outOfStockNames(items);
  return products
    ? t('These products are out of stock: {products}. Remove them from the cart to place the order.', {
        products,
      })
    : null;
}

/** The server found stock short: the lines are marked again, and those that ran out named. */
async function outOfStockRefusal(deps: Pick<CheckoutFlowDeps, 'cart' | 't'>, message: string) {
  await deps.cart.syncStock();
  const soldOut = outOfStockNames(deps.cart.snapshot().items);
  const refusal = translateOrderMessage(deps.t, message);
  return soldOut ? `${refusal} ${deps.t('Out of stock: {products}.', { products: soldOut })}` : refusal;
}

/** The names of the lines marked out of stock, joined for a message; null when there are none. */
function outOfStockNames(items: readonly { name: string; isInStock?: boolean }[] = []): string | null {
  const names = items.filter((item) => item.isInStock === false).map((item) => item.name);
  return names.length > 0 ? names.join(', ') : null;
}
