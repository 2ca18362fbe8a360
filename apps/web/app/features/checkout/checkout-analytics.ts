import {
  addPaymentInfo,
  addShippingInfo,
  beginCheckout,
  cartLineProduct,
  purchase,
  type AnalyticsProduct,
} from '@apteek/domain';
import { useEffect } from 'react';
import { track, useTrackOnce } from '../analytics/index.ts';
import type { Checkout } from './use-checkout.ts';

/** What the order was placed with: the cart is emptied before the thank-you page shows. */
interface PlacedCart {
  lines: AnalyticsProduct[];
  tax: number;
  shipping: number;
  coupon: string | null;
}

let placedCart: PlacedCart | null = null;
/** Orders whose purchase event went, so a re-render or a return to the page sends none twice. */
const PURCHASED_KEY = 'apteek-analytics-purchased';

function wasSent(orderNumber: string): boolean {
  try {
    return window.sessionStorage.getItem(PURCHASED_KEY) === orderNumber;
  } catch {
    return false;
  }
}

function markSent(orderNumber: string): void {
  try {
    window.sessionStorage.setItem(PURCHASED_KEY, orderNumber);
  } catch {
    // Storage blocked: at worst the event goes again after a reload.
  }
}

/**
 * The checkout's analytics events: begin_checkout when the page opens with a
 * cart; add_shipping_info and add_payment_info when the shopper places the order with them (a
 * one-page checkout); purchase on the thank-you page, once per order.
 */
export function useCheckoutAnalytics(checkout: Checkout, isHydrated: boolean) {
  const { cartState, state, form } = checkout;
  const lines = () => cartState.items.map(cartLineProduct);
  useTrackOnce(isHydrated && cartState.items.length > 0 ? `checkout:${cartState.cartId ?? ''}` : null, () =>
    beginCheckout(lines(), cartState.totals?.coupon_code ?? null),
  );

  const order = state.isThankYouPage ? state.order : null;
  useEffect(() => {
    if (!order || wasSent(order.orderNumber)) return;
    markSent(order.orderNumber);
    track(
      purchase({
        transactionId: order.orderNumber,
        lines: placedCart?.lines ?? [],
        grandTotal: order.grandTotal,
        tax: placedCart?.tax ?? 0,
        shipping: placedCart?.shipping ?? 0,
        coupon: placedCart?.coupon ?? null,
      }),
    );
    placedCart = null;
  }, [order]);

  /** The shopper placed the order: shipping and payment as chosen, and the cart it was placed with. */
  return function placed(hasShipping: boolean) {
    const items = lines();
    const { carrierCode, methodCode } = form.shippingDetails;
    if (hasShipping && carrierCode) track(addShippingInfo(items, `${carrierCode}_${methodCode}`));
    track(addPaymentInfo(items, form.paymentDetails.paymentMethod));
    const totals = cartState.totals;
    placedCart = {
      lines: items,
      tax: totals?.tax_amount ?? 0,
      shipping: totals?.shipping_incl_tax ?? 0,
      coupon: totals?.coupon_code ?? null,
    };
  };
}
