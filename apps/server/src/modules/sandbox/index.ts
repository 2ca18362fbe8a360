import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { SANDBOX_STYLE } from '../../lib/html.ts';
import type { PaymentSetup } from '../payment/index.ts';
import { maksekeskusSandbox } from './maksekeskus-sandbox.ts';
import { paytrailApiSandbox } from './paytrail-api-sandbox.ts';
import { paytrailSandbox } from './paytrail-sandbox.ts';

/**
 * The providers' side of each protocol, served by this server under /sandbox while the provider
 * has no credentials configured (STYLE §11): test payments end to end without a provider account.
 */
export async function sandboxRoutes(app: FastifyInstance, { setup }: { setup: PaymentSetup }): Promise<void> {
  acceptFormBodies(app);
  app.get('/sandbox.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(SANDBOX_STYLE));
  if (setup.maksekeskus.sandbox) await app.register(maksekeskusSandbox, { setup, prefix: '/maksekeskus' });
  if (setup.paytrail.sandbox) {
    // Paytrail's two interfaces: the E2 form and the Payment API (PAYTRAIL_INTERFACE picks the one used).
    await app.register(paytrailSandbox, { setup, prefix: '/paytrail' });
    await app.register(paytrailApiSandbox, { setup, prefix: '/paytrail' });
  }
}
