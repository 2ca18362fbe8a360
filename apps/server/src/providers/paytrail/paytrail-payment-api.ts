import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DomainError, type PaytrailForm } from '@apteek/domain';
import { PAYTRAIL_BANKS, type HttpCall, type PaymentResult } from '../../modules/payment/index.ts';
import type { PaytrailAdapter, PaytrailStart } from './paytrail-adapter.ts';
import { isPaytrailSignatureValid, paytrailHmac, type PaytrailAlgorithm } from './paytrail-hmac.ts';
import { itemsTotal } from './payment-items.ts';

const ALGORITHM: PaytrailAlgorithm = 'sha256';
/** Who is calling, for Paytrail's customer service (the `platform-name` header). */
const PLATFORM_NAME = 'apteek';

const ProviderSchema = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  url: z.string().url(),
  method: z.string().optional(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
});
const CreatedSchema = z.looseObject({
  transactionId: z.string().min(1),
  href: z.string().url(),
  providers: z.array(ProviderSchema).default([]),
});
type Provider = z.infer<typeof ProviderSchema>;

export interface PaymentApiCredentials {
  merchantId: string;
  secret: string;
  /** https://services.paytrail.com, or the sandbox's /sandbox/paytrail. */
  apiUrl: string;
}

export interface PaymentApiDeps {
  http: HttpCall;
  now?: () => Date;
  /** Stamps and nonces: unique per attempt and per request. */
  uniqueId?: () => string;
}

const OUTCOMES: Readonly<Record<string, PaymentResult['outcome']>> = {
  ok: 'paid',
  fail: 'cancelled',
  // Not decided yet (an anti-fraud check, an invoice to activate); `delayed` is handled the same way.
  pending: 'pending',
  delayed: 'pending',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The provider form of the shopper's bank, when Paytrail offers it for this payment. */
function providerFor(bank: string | undefined, providers: readonly Provider[]): Provider | undefined {
  const chosen = PAYTRAIL_BANKS.find((b) => b.id === bank);
  if (!chosen) return undefined;
  const offered = providers.filter((provider) => provider.id === chosen.apiProvider);
  // Visa and Mastercard share the creditcard provider; prefer the entry that names the card.
  return offered.find((p) => p.name.toLowerCase() === chosen.name.toLowerCase()) ?? offered[0];
}

/**
 * The Paytrail Payment API: `POST /payments` signed with checkout-* headers creates
 * the payment; its signed answer lists the provider forms and the hosted payment page. Redirects
 * and callbacks come back as signed checkout-* query parameters.
 */
export function paytrailPaymentApi(
  credentials: PaymentApiCredentials,
  { http, now = () => new Date(), uniqueId = randomUUID }: PaymentApiDeps,
): PaytrailAdapter {
  return {
    async startPayment({ order, bank, language, urls, items }: PaytrailStart): Promise<PaytrailForm> {
      const body = JSON.stringify({
        stamp: uniqueId(),
        reference: order.orderNumber,
        amount: order.grandTotal,
        currency: 'EUR',
        language: language.toUpperCase(),
        // Paytrail refuses items that do not add up to the amount; without them it still takes the payment.
        ...(items.length > 0 && itemsTotal(items) === order.grandTotal ? { items } : {}),
        customer: {
          email: order.email,
          firstName: order.firstname.slice(0, 50),
          lastName: order.lastname.slice(0, 50),
        },
        redirectUrls: { success: urls.success, cancel: urls.cancel },
        callbackUrls: { success: urls.notify, cancel: urls.notify },
      });
      const headers: Record<string, string> = {
        'checkout-account': credentials.merchantId,
        'checkout-algorithm': ALGORITHM,
        'checkout-method': 'POST',
        'checkout-nonce': uniqueId(),
        'checkout-timestamp': now().toISOString(),
        'platform-name': PLATFORM_NAME,
        'content-type': 'application/json; charset=utf-8',
      };
      headers.signature = paytrailHmac(credentials.secret, headers, body, ALGORITHM);
      const response = await http({ method: 'POST', url: `${credentials.apiUrl}/payments`, headers, body });
      if (response.status !== 201 && response.status !== 200) {
        throw new DomainError('provider_unavailable', {
          reason: `Paytrail answered ${response.status}: ${response.body.slice(0, 200)}`,
        });
      }
      if (!isPaytrailSignatureValid(response.headers, response.body, credentials.secret, ALGORITHM)) {
        throw new DomainError('provider_unavailable', {
          reason: 'The Paytrail answer is not signed correctly',
        });
      }
      const parsed = CreatedSchema.safeParse(parseJson(response.body));
      if (!parsed.success)
        throw new DomainError('provider_unavailable', { reason: 'Paytrail answered an unexpected payment' });
      const provider = providerFor(bank, parsed.data.providers);
      if (!provider) return { action: parsed.data.href, method: 'GET', fields: {} };
      return {
        action: provider.url,
        // Paytrail's forms are posted ("Use POST as method"); a provider naming GET is followed.
        method: provider.method?.toUpperCase() === 'GET' ? 'GET' : 'POST',
        fields: Object.fromEntries(provider.parameters.map(({ name, value }) => [name, value])),
      };
    },

    readReturn(params) {
      if (
        params['checkout-account'] !== credentials.merchantId ||
        !isPaytrailSignatureValid(params, '', credentials.secret)
      ) {
        return null;
      }
      const status = params['checkout-status'];
      const reference = params['checkout-reference'];
      const transactionId = params['checkout-transaction-id'];
      const amount = params['checkout-amount'];
      if (!status || !reference || !transactionId || !amount || !/^\d+$/.test(amount)) return null;
      return {
        provider: 'paytrail',
        reference,
        transactionId,
        status,
        // A status Paytrail adds later changes nothing until it says ok or fail.
        outcome: OUTCOMES[status] ?? 'pending',
        amount: Number(amount),
        // The signature covers the checkout-* parameters; anything else was added on the way.
        message: Object.fromEntries(Object.entries(params).filter(([name]) => name.startsWith('checkout-'))),
      };
    },
  };
}
