import type { FastifyInstance } from 'fastify';
import type { PaymentProvidersAnswer } from '@apteek/domain';
import { MAKSEKESKUS_BANKS, PAYTRAIL_BANKS } from './banks.ts';
import type { PaymentSetup } from './payment-setup.ts';

export { MAKSEKESKUS_BANKS, PAYTRAIL_BANKS } from './banks.ts';
export type { OrderRows, PayableOrder, PaymentOrders } from './payment-orders.ts';
export type { PaymentResult, ProviderCode } from './payment-result.ts';
export type { RefundAnswer, RefundRequest, Refunder } from './payment-refunds.ts';
export {
  SANDBOX_IDS,
  paymentSetup,
  publicOrigin,
  sandboxSecrets,
  type PaymentSetup,
} from './payment-setup.ts';
export { fetchHttp, loopbackHttp, type HttpCall, type HttpResponse } from './provider-http.ts';
export { secretsMatch, signaturesMatch, upperHexDigest } from './signature.ts';

/** GET /api/payment/providers: each provider's banks under today's names, and whether a sandbox is on. */
export async function paymentRoutes(app: FastifyInstance, { setup }: { setup: PaymentSetup }): Promise<void> {
  const answer: PaymentProvidersAnswer = {
    sandbox: setup.maksekeskus.sandbox || setup.paytrail.sandbox,
    maksekeskus: { banks: MAKSEKESKUS_BANKS.map(({ id, name }) => ({ id, name })) },
    paytrail: { banks: PAYTRAIL_BANKS.map(({ id, name }) => ({ id, name })) },
  };
  app.get('/payment/providers', () => ({ code: 200, result: answer }));
}
