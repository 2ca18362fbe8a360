import { z } from 'zod';
import { DomainError, centsToAmount } from '@apteek/domain';
import type { HttpCall, RefundAnswer } from '../../modules/payment/index.ts';

const ChannelSchema = z.looseObject({ name: z.string(), url: z.string() });
const TransactionSchema = z.looseObject({
  id: z.string(),
  payment_methods: z.looseObject({
    banklinks: z.array(ChannelSchema).default([]),
    cards: z.array(ChannelSchema).default([]),
    other: z.array(ChannelSchema).default([]),
  }),
});
export type MaksekeskusTransactionAnswer = z.infer<typeof TransactionSchema>;

const RefundSchema = z.looseObject({ id: z.string(), status: z.string() });

/** CREATED and SENT are on their way; SETTLED is done; FAILED never will be. */
const REFUND_STATUSES: Readonly<Record<string, RefundAnswer['status'] | 'failed'>> = {
  CREATED: 'pending',
  SENT: 'pending',
  SETTLED: 'settled',
  FAILED: 'failed',
};

export interface NewTransaction {
  /** Cents. */
  amount: number;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
  customer: { ip: string; country: string; email: string; locale: string };
}

/**
 * MakeCommerce's REST API, called directly: HTTP Basic with the shop id and the secret
 * key, `POST /v1/transactions`. Return pages and notifications come back by GET/POST as `json` + `mac`.
 */
export function maksekeskusClient(
  credentials: { apiUrl: string; shopId: string; secretKey: string },
  http: HttpCall,
) {
  const authorization = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`;
  return {
    async createTransaction(input: NewTransaction): Promise<MaksekeskusTransactionAnswer> {
      const response = await http({
        method: 'POST',
        url: `${credentials.apiUrl}/v1/transactions`,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          transaction: {
            amount: centsToAmount(input.amount).toFixed(2),
            currency: 'EUR',
            reference: input.reference,
            transaction_url: {
              return_url: { url: input.returnUrl, method: 'GET' },
              cancel_url: { url: input.cancelUrl, method: 'GET' },
              notification_url: { url: input.notificationUrl, method: 'POST' },
            },
          },
          customer: input.customer,
          app_info: { module: 'apteek', platform: 'apteek' },
        }),
      });
      if (response.status !== 200 && response.status !== 201) {
        throw new DomainError('provider_unavailable', {
          reason: `Maksekeskus answered ${response.status}: ${response.body.slice(0, 200)}`,
        });
      }
      const parsed = TransactionSchema.safeParse(JSON.parse(response.body));
      if (!parsed.success)
        throw new DomainError('provider_unavailable', {
          reason: 'Maksekeskus answered an unexpected transaction',
        });
      return parsed.data;
    },

    /**
     * `POST /v1/transactions/{id}/refunds` with the amount in euros as a string and the comment
     * MakeCommerce requires. Its error 1045 means the payment is still being processed: try later.
     */
    async refund(input: { transactionId: string; amount: number; comment: string }): Promise<RefundAnswer> {
      const response = await http({
        method: 'POST',
        url: `${credentials.apiUrl}/v1/transactions/${encodeURIComponent(input.transactionId)}/refunds`,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          amount: centsToAmount(input.amount).toFixed(2),
          comment: input.comment,
          app_info: { module: 'apteek', platform: 'apteek' },
        }),
      });
      if (response.status !== 200 && response.status !== 201) {
        throw new DomainError('provider_unavailable', {
          reason: `Maksekeskus refused the refund with ${response.status}: ${response.body.slice(0, 200)}`,
        });
      }
      const parsed = RefundSchema.safeParse(parseJson(response.body));
      const status = parsed.success ? REFUND_STATUSES[parsed.data.status] : undefined;
      if (!parsed.success || !status || status === 'failed')
        throw new DomainError('provider_unavailable', {
          reason: 'Maksekeskus answered an unexpected refund',
        });
      return { status, providerRefundId: parsed.data.id };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
