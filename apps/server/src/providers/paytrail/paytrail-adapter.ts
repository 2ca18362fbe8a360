import type { PaytrailForm } from '@apteek/domain';
import type { PayableOrder, PaymentResult } from '../../modules/payment/index.ts';
import type { PaytrailItem } from './payment-items.ts';

export interface PaytrailStart {
  order: PayableOrder;
  /** A PAYTRAIL_BANKS id to go straight to; without it Paytrail shows its own choice. */
  bank?: string;
  language: 'fi' | 'sv' | 'en';
  urls: { success: string; cancel: string; notify: string };
  /** The order's rows; the Payment API sends them, E2 charges one row of the grand total. */
  items: readonly PaytrailItem[];
}

/**
 * One way of talking to Paytrail (PAYTRAIL_INTERFACE). The storefront's flow is the E2 form interface (a
 * signed form the popup posts, paytrail-e2.ts); the Payment API (signed checkout-* headers,
 * paytrail-payment-api.ts) fits the same two steps: its create-payment answer names a provider
 * form to post (or its hosted page to open), and its redirects and callbacks carry signed
 * checkout-* parameters.
 */
export interface PaytrailAdapter {
  /** The form the storefront posts to start paying the order. */
  startPayment(start: PaytrailStart): Promise<PaytrailForm>;
  /** The parameters of a return page or callback, or null when their signature does not verify. */
  readReturn(params: Readonly<Record<string, string>>): PaymentResult | null;
}
