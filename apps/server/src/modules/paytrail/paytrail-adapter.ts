import type { PaytrailForm } from '@apteek/domain';
import type { PayableOrder, PaymentResult } from '../payment/index.ts';

export interface PaytrailStart {
  order: PayableOrder;
  /** A PAYTRAIL_BANKS id to go straight to; without it Paytrail shows its own choice. */
  bank?: string;
  language: 'fi' | 'sv' | 'en';
  urls: { success: string; cancel: string; notify: string };
}

/**
 * One way of talking to Paytrail. The seeds' flow is the E2 form interface (a signed form the popup
 * posts); the Payment API (signed checkout-* headers, DOMAIN §4) fits the same two steps: its
 * create-payment answer names a provider form to post, and its redirects and callbacks carry
 * signed checkout-* parameters.
 */
export interface PaytrailAdapter {
  /** The form the storefront posts to start paying the order. */
  startPayment(start: PaytrailStart): Promise<PaytrailForm>;
  /** The parameters of a return page or callback, or null when their signature does not verify. */
  readReturn(params: Readonly<Record<string, string>>): PaymentResult | null;
}
