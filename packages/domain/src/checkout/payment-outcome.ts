import { ORDER_MESSAGES, type PaymentInfo, type PaymentStatusAnswer } from '../order/order-api.ts';

/** The four ways a provider payment ends. */
export type PaymentOutcome = 'success' | 'failed' | 'aborted' | 'paidButFailed';

export const PAYMENT_OUTCOME_MESSAGES: Readonly<Record<Exclude<PaymentOutcome, 'success'>, string>> = {
  failed: ORDER_MESSAGES.paymentFailed,
  aborted: ORDER_MESSAGES.paymentAborted,
  paidButFailed: ORDER_MESSAGES.paidButFailed,
};

/** What the provider's own return message says happened; the server verifies its signature. */
export type ProviderVerdict = 'paid' | 'cancelled' | 'failed';

/** The Payment API's checkout-status in E2's words: ok is paid, fail is cancelled or rejected. */
const PAYTRAIL_API_STATUS: Readonly<Record<string, string>> = { ok: 'PAID', fail: 'CANCELLED' };

function providerStatus(info: PaymentInfo): string | null {
  if (info.provider === 'paytrail') {
    const apiStatus = info.params['checkout-status'];
    return info.params.STATUS ?? (apiStatus ? (PAYTRAIL_API_STATUS[apiStatus] ?? apiStatus) : null);
  }
  try {
    const message = JSON.parse(info.json) as { status?: unknown } | null;
    return typeof message?.status === 'string' ? message.status : null;
  } catch {
    return null;
  }
}

/**
 * Maksekeskus: COMPLETED paid, CANCELLED cancelled, anything else (EXPIRED, …) failed;
 * Paytrail: E2's PAID or CANCELLED, or the Payment API's ok or fail; pending and
 * delayed are not paid yet. Without a readable status the return page decides.
 */
export function providerVerdict(info: PaymentInfo, page: 'success' | 'cancel'): ProviderVerdict {
  const status = providerStatus(info);
  if (status === 'COMPLETED' || status === 'PAID') return 'paid';
  if (status === 'CANCELLED' || (status === null && page === 'cancel')) return 'cancelled';
  return 'failed';
}

export interface PaymentReturn {
  /** The provider's verdict, or 'closed' when the shopper shut the popup before any return page. */
  verdict: ProviderVerdict | 'closed';
  /** The order's status read after the verify-paid delay, or null when that failed. */
  status: PaymentStatusAnswer | null;
}

/**
 * The order paid is a success; money the provider took that the order does not
 * show is 'paid but processing failed'; a cancel or a closed popup is an abort; the rest failed.
 */
export function paymentOutcome(payment: PaymentReturn): PaymentOutcome {
  if (payment.status?.paymentStatus === 'paid') return 'success';
  switch (payment.verdict) {
    case 'paid':
      return 'paidButFailed';
    case 'cancelled':
    case 'closed':
      return 'aborted';
    case 'failed':
      return 'failed';
    default:
      return payment.verdict satisfies never;
  }
}

/** An `orderStatus` of ManualCheck on a paid order sets its flag on the thank-you page. */
export function needsManualCheck(status: PaymentStatusAnswer | null): boolean {
  return status?.orderStatus === 'ManualCheck';
}
