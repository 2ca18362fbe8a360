import {
  PAYMENT_TIMING,
  needsManualCheck,
  paymentOutcome,
  providerVerdict,
  storePath,
  type PaymentOutcome,
  type PaymentStatusAnswer,
  type StoreView,
} from '@apteek/domain';
import { checkoutApi, type CallOptions } from './checkout-api.ts';
import type { CheckoutOrder } from './checkout-store.ts';
import { awaitPopupReturn, postFormIntoPopup, type PopupResult } from './payment-popup.ts';

interface PaymentResult {
  outcome: PaymentOutcome;
  manualCheck: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the provider's page into the popup; false when the provider call failed. */
async function startProviderPayment(
  popup: Window,
  order: CheckoutOrder,
  bank: string,
  storeView: StoreView,
  options: CallOptions,
): Promise<boolean> {
  const returnUrl = (path: string) => `${window.location.origin}${storePath(storeView.storeCode, path)}`;
  if (order.paymentMethod === 'paytrail') {
    const form = await checkoutApi.paytrailForm(
      {
        orderId: order.orderId,
        orderCode: order.orderCode,
        locale: storeView.i18n.language,
        ...(bank ? { bank } : {}),
      },
      options,
    );
    if (form?.code !== 200) return false;
    postFormIntoPopup(form.result);
    return true;
  }
  const transaction = await checkoutApi.maksekeskusTransaction(
    {
      reference: order.orderNumber,
      orderCode: order.orderCode,
      locale: storeView.i18n.language,
      countryCode: storeView.tax.defaultCountry,
      amount: order.grandTotal,
      currencyCode: 'EUR',
      paymentMethod: bank,
      email: order.emailAddress,
      returnUrl: returnUrl('/maksekeskus-status/ok'),
      cancelUrl: returnUrl('/maksekeskus-status/cancel'),
    },
    options,
  );
  if (transaction?.code !== 200) return false;
  popup.location.href = transaction.result.url;
  return true;
}

/** Hands the provider's message to the server, waits the verify-paid delay and reads the order. */
async function verifyPayment(
  order: CheckoutOrder,
  returned: PopupResult,
  options: CallOptions,
): Promise<PaymentResult> {
  if (returned.info) await checkoutApi.addPayment(order, returned.info, options);
  await wait(PAYMENT_TIMING.verifyPaidDelayMs);
  const answer = await checkoutApi.paymentStatus(order, options);
  const status: PaymentStatusAnswer | null = answer?.code === 200 ? answer.result : null;
  const verdict =
    returned.info && returned.page !== 'closed' ? providerVerdict(returned.info, returned.page) : 'closed';
  const outcome = paymentOutcome({ verdict, status });
  return { outcome, manualCheck: needsManualCheck(status) };
}

/**
 * Payment flows: the order is placed and the popup open; the provider's page is
 * loaded into it, its return awaited (polled every 1 s for Maksekeskus, 500 ms for Paytrail), then
 * the payment verified with the server.
 */
export async function payOrder(
  popup: Window,
  order: CheckoutOrder,
  bank: string,
  storeView: StoreView,
  options: CallOptions,
): Promise<PaymentResult> {
  if (!(await startProviderPayment(popup, order, bank, storeView, options))) {
    popup.close();
    return { outcome: 'failed', manualCheck: false };
  }
  const pollMs =
    order.paymentMethod === 'paytrail' ? PAYMENT_TIMING.paytrailPollMs : PAYMENT_TIMING.maksekeskusPollMs;
  const returned = await awaitPopupReturn(popup, pollMs);
  if (!popup.closed) popup.close();
  return verifyPayment(order, returned, options);
}
