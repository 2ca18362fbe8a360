import type { PaymentStatus } from '@apteek/domain';

export type ProviderCode = 'maksekeskus' | 'paytrail';

/** What a verified provider message says about one payment (spec 001 §4 Payment results). */
export interface PaymentResult {
  provider: ProviderCode;
  /** The order number or the cart token the payment was started with (spec 001 §5). */
  reference: string;
  transactionId: string;
  /** pending: the provider has not decided yet (CREATED, APPROVED…); nothing changes. */
  outcome: PaymentStatus;
  /** The provider's own status word (COMPLETED, PAID, CANCELLED…). */
  status: string;
  /** Cents. */
  amount: number;
  message: Record<string, unknown>;
}
