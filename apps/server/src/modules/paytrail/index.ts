import type { FastifyInstance } from 'fastify';
import type { PaymentOrders, PaymentSetup } from '../payment/index.ts';
import { paytrailE2 } from './paytrail-e2.ts';
import { registerPaytrailRoutes } from './paytrail-routes.ts';

export { e2Authcode, e2ReturnAuthcode } from './e2-authcode.ts';

/** Reads a Paytrail return page's parameters; null when their signature does not verify. */
export function paytrailVerifier(setup: PaymentSetup) {
  // The form URL plays no part in reading a return.
  const adapter = paytrailE2({ ...setup.paytrail, formUrl: '' });
  return (params: Record<string, string>) => adapter.readReturn(params);
}

/** /api/paytrail: the E2 form and Paytrail's callback (spec 001 §4, §7). */
export async function paytrailRoutes(
  app: FastifyInstance,
  options: { setup: PaymentSetup; orders: PaymentOrders },
): Promise<void> {
  await registerPaytrailRoutes(app, options);
}
