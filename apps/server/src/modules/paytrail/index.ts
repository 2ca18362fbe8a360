import type { FastifyInstance } from 'fastify';
import type { PaymentOrders, PaymentSetup } from '../payment/index.ts';
import { paytrailReturnReader } from './paytrail-adapters.ts';
import { registerPaytrailRoutes } from './paytrail-routes.ts';

export { e2Authcode, e2ReturnAuthcode } from './e2-authcode.ts';
export { isPaytrailSignatureValid, paytrailHmac, PAYTRAIL_ALGORITHMS } from './paytrail-hmac.ts';
export type { PaytrailAlgorithm } from './paytrail-hmac.ts';

/**
 * Reads a Paytrail return page's parameters with the configured interface (E2 or Payment API);
 * null when their signature does not verify.
 */
export function paytrailVerifier(setup: PaymentSetup) {
  return paytrailReturnReader(setup.paytrail);
}

/** /api/paytrail: the form that starts a payment and Paytrail's callback (spec 001 §4, §7). */
export async function paytrailRoutes(
  app: FastifyInstance,
  options: { setup: PaymentSetup; orders: PaymentOrders },
): Promise<void> {
  await registerPaytrailRoutes(app, options);
}
