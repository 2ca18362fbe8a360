import type { FastifyInstance } from 'fastify';
import type { PaymentOrders, PaymentSetup } from '../payment/index.ts';
import { paytrailReturnReader } from '../../providers/paytrail/index.ts';
import { registerPaytrailRoutes } from './paytrail-routes.ts';

export { paytrailRefunds } from './paytrail-refunds.ts';

/**
 * Reads a Paytrail return page's parameters with the configured interface (E2 or Payment API);
 * null when their signature does not verify.
 */
export function paytrailVerifier(setup: PaymentSetup) {
  return paytrailReturnReader(setup.paytrail);
}

/** /api/paytrail: the form that starts a payment and Paytrail's callback. */
export async function paytrailRoutes(
  app: FastifyInstance,
  options: { setup: PaymentSetup; orders: PaymentOrders },
): Promise<void> {
  await registerPaytrailRoutes(app, options);
}
