import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../lib/form-body.ts';
import { SANDBOX_STYLE } from '../lib/html.ts';
import type { Config } from '../config.ts';
import type { PaymentSetup } from '../modules/payment/index.ts';
import { isPharmacistOnDuty } from '../modules/staff/index.ts';
import { carrierSandboxes } from './carriers/index.ts';
import { PRESCRIPTION_SANDBOX_PREFIX, prescriptionSandbox } from './e-prescription/index.ts';
import { eidentSandbox } from './eident/index.ts';
import { idCardSandbox } from './id-card/index.ts';
import { maksekeskusSandbox } from './maksekeskus/index.ts';
import { mobileIdSandbox } from './mobile-id/index.ts';
import { paytrailApiSandbox, paytrailSandbox } from './paytrail/index.ts';
import { smartIdSandbox, type SandboxTiming } from './smart-id/index.ts';

/**
 * Every provider's side played by this server under /sandbox, registered here and nowhere else, so
 * that the whole shop runs end to end without a provider account. A sandbox is on only while its
 * provider is not configured, so it never runs beside the real one: a payment provider's while the
 * payment setup has no credentials for it, the e-prescription service's while
 * PRESCRIPTION_SERVICE_URL is unset, a carrier's while its credentials are not set, and the
 * identity providers' while the identity sandboxes are on
 * (config-safety.ts turns them off by default once a real provider is configured, and refuses them
 * beside one in production); the ID card's also only while no real CA bundle is configured.
 */
export async function registerSandboxes(
  app: FastifyInstance,
  {
    config,
    payments,
    offerFallbackSweepMs,
    identitySandboxTiming,
  }: {
    config: Config;
    payments: PaymentSetup;
    /** How often the prescription sandbox looks for offer requests that waited too long. */
    offerFallbackSweepMs: number | undefined;
    /** How soon the Smart-ID and Mobile-ID demo people's scripted outcomes arrive. */
    identitySandboxTiming: SandboxTiming | undefined;
  },
): Promise<void> {
  await app.register(paymentSandboxes, { setup: payments, prefix: '/sandbox' });
  if (!config.prescriptionService) {
    await app.register(prescriptionSandbox, {
      prefix: PRESCRIPTION_SANDBOX_PREFIX,
      configuredEventsKey: config.prescriptionEventsKey ?? null,
      isPharmacistOnDuty: () => isPharmacistOnDuty(app.db, app.now()),
      ...(offerFallbackSweepMs ? { fallbackSweepMs: offerFallbackSweepMs } : {}),
    });
  }
  await app.register(carrierSandboxes, { config: config.carriers });
  if (config.identitySandbox ?? true) {
    const timing = identitySandboxTiming ? { timing: identitySandboxTiming } : {};
    await app.register(smartIdSandbox, { prefix: '/sandbox/smart-id', ...timing });
    await app.register(mobileIdSandbox, { prefix: '/sandbox/mobile-id', ...timing });
    await app.register(eidentSandbox, { prefix: '/sandbox/eident' });
    if (!config.idCard?.caBundle) {
      const header = config.idCard?.header;
      await app.register(idCardSandbox, { prefix: '/sandbox/id-card', header });
    }
  }
}

/** The sandbox pages' stylesheet, and the payment providers' sandboxes for those not configured. */
async function paymentSandboxes(app: FastifyInstance, { setup }: { setup: PaymentSetup }): Promise<void> {
  acceptFormBodies(app);
  app.get('/sandbox.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(SANDBOX_STYLE));
  if (setup.maksekeskus.sandbox) await app.register(maksekeskusSandbox, { setup, prefix: '/maksekeskus' });
  if (setup.paytrail.sandbox) {
    // Paytrail's two interfaces: the E2 form and the Payment API (PAYTRAIL_INTERFACE picks the one used).
    await app.register(paytrailSandbox, { setup, prefix: '/paytrail' });
    await app.register(paytrailApiSandbox, { setup, prefix: '/paytrail' });
  }
}
