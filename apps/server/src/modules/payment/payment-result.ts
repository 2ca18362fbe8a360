import type { PaymentStatus } from '@apteek/domain';

export type ProviderCode = 'maksekeskus' | 'paytrail';

/** What a verified provider message says about one payment. */
export interface PaymentResult {
  provider: ProviderCode;
  /** The order number or the cart token the payment was started with; any other is ignored. */
  reference: string;
  transactionId: string;
  /** pending: the provider has not decided yet (CREATED, APPROVED…); nothing changes. */
  outcome: PaymentStatus;
  /** The provider's own status word (COMPLETED, PAID, CANCELLED…). */
  status: string;
  /** Cents. */
  amount: number;
  /**
   * What the provider's signature covers, and nothing else: parameters added on the way are not
   * the provider's, and the same message must stay the same message (a replay is known by it).
   */
  message: Record<string, unknown>;
}
