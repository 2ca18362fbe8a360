import type { ProviderCode } from './payment-result.ts';

/** A refund of (part of) one provider transaction. */
export interface RefundRequest {
  provider: ProviderCode;
  transactionId: string;
  /** Cents, more than zero. */
  amount: number;
  /** Our id of this refund, unique: Paytrail's refundStamp, and how its callback finds it. */
  stamp: string;
  orderNumber: string;
}

/** settled: the money is on its way back; pending: the provider took the request and will tell. */
export interface RefundAnswer {
  status: 'settled' | 'pending';
  providerRefundId: string | null;
}

/**
 * Asks the provider to send money back; throws provider_unavailable when it refuses or cannot be
 * reached, so the caller's transaction (a cancel) changes nothing.
 */
export type Refunder = (request: RefundRequest) => Promise<RefundAnswer>;
