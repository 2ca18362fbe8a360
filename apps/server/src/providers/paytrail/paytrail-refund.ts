import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '@apteek/domain';
import type { HttpCall, RefundAnswer } from '../../modules/payment/index.ts';
import { isPaytrailSignatureValid, paytrailHmac } from './paytrail-hmac.ts';

const ALGORITHM = 'sha256';

const RefundAnswerSchema = z.looseObject({
  provider: z.string().optional(),
  status: z.enum(['ok', 'pending', 'fail']),
  transactionId: z.string().optional(),
});

export interface PaytrailRefundInput {
  transactionId: string;
  /** Cents. */
  amount: number;
  /** Our unique id of the refund; Paytrail's callbacks name it as checkout-stamp. */
  refundStamp: string;
  refundReference: string;
  /** Paytrail calls these (GET, signed checkout-* parameters) when the refund is done or fails. */
  callbackUrls: { success: string; cancel: string };
}

/**
 * The Payment API's refund, `POST /payments/{transactionId}/refund`, signed with checkout-*
 * headers like every request; its signed answer says ok, pending (Paytrail will call back) or
 * fail. 422 means the payment's provider takes no refunds through the API.
 */
export function paytrailRefunder(
  credentials: { merchantId: string; secret: string; apiUrl: string },
  { http, now = () => new Date() }: { http: HttpCall; now?: () => Date },
) {
  return async (input: PaytrailRefundInput): Promise<RefundAnswer> => {
    const body = JSON.stringify({
      amount: input.amount,
      refundStamp: input.refundStamp,
      refundReference: input.refundReference,
      callbackUrls: input.callbackUrls,
    });
    const headers: Record<string, string> = {
      'checkout-account': credentials.merchantId,
      'checkout-algorithm': ALGORITHM,
      'checkout-method': 'POST',
      'checkout-nonce': randomUUID(),
      'checkout-timestamp': now().toISOString(),
      'checkout-transaction-id': input.transactionId,
      'content-type': 'application/json; charset=utf-8',
    };
    headers.signature = paytrailHmac(credentials.secret, headers, body, ALGORITHM);
    const url = `${credentials.apiUrl}/payments/${encodeURIComponent(input.transactionId)}/refund`;
    const response = await http({ method: 'POST', url, headers, body });
    if (response.status !== 201 && response.status !== 200) {
      throw new DomainError('provider_unavailable', {
        reason: `Paytrail refused the refund with ${response.status}: ${response.body.slice(0, 200)}`,
      });
    }
    if (!isPaytrailSignatureValid(response.headers, response.body, credentials.secret, ALGORITHM)) {
      throw new DomainError('provider_unavailable', {
        reason: 'The Paytrail refund answer is not signed correctly',
      });
    }
    const parsed = RefundAnswerSchema.safeParse(parseJson(response.body));
    if (!parsed.success || parsed.data.status === 'fail') {
      throw new DomainError('provider_unavailable', { reason: 'Paytrail did not take the refund' });
    }
    return {
      status: parsed.data.status === 'ok' ? 'settled' : 'pending',
      providerRefundId: parsed.data.transactionId ?? null,
    };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
