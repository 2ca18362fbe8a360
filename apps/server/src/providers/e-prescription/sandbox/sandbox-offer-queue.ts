import type { FastifyInstance } from 'fastify';
import { OFFER_WAIT_MINUTES } from './offer-desk.ts';
import { answerOfferRequest, insertOfferRequest, overdueOfferRequests } from './offer-request-queries.ts';
import type { SandboxCallbacks } from './sandbox-callbacks.ts';
import type { SandboxService } from './sandbox-service.ts';

export interface OfferQueueOptions {
  /** Whether a pharmacist is on duty now (the staff module's); absent, never. */
  isPharmacistOnDuty?: () => Promise<boolean>;
  /** How often waiting requests past OFFER_WAIT_MINUTES are looked for; absent, every 15 s. */
  fallbackSweepMs?: number;
}

/**
 * Who answers a request for an offer: while a pharmacist is on duty it waits in
 * prescription_offer_request for them; otherwise, and once it has waited OFFER_WAIT_MINUTES, the
 * automatic composer answers it. Only the instance holding the order's sandbox state composes it.
 */
export function sandboxOfferQueue(
  app: FastifyInstance,
  service: SandboxService,
  { notify }: SandboxCallbacks,
  options: OfferQueueOptions,
) {
  const isOnDuty = options.isPharmacistOnDuty ?? (() => Promise.resolve(false));

  async function answer(orderCode: string, number: string): Promise<void> {
    const request = service.offerRequest(orderCode, number, app.now());
    if (!request) return;
    if (await isOnDuty()) {
      await insertOfferRequest(app.db, request, null);
      return;
    }
    const result = await service.composeProducts(orderCode, number);
    if (result) await notify('PrescriptionDetailCallback', orderCode, number, result);
  }

  async function fallBack(): Promise<void> {
    const at = app.now();
    const overdue = await overdueOfferRequests(app.db, new Date(at.getTime() - OFFER_WAIT_MINUTES * 60_000));
    for (const request of overdue) {
      const { orderCode, prescriptionNumber: number } = request;
      if (!service.offerRequest(orderCode, number, at)) continue;
      const composition = await service.automaticOffer(orderCode, number);
      if (!(await answerOfferRequest(app.db, request.id, { by: 'automatic' }, composition, at))) continue;
      service.keepOffer(orderCode, number, composition);
      await notify('PrescriptionDetailCallback', orderCode, number, composition.result);
    }
  }

  const timer = setInterval(() => {
    void fallBack().catch((error: unknown) =>
      app.log.warn({ err: error }, 'prescription sandbox: the offer fallback failed'),
    );
  }, options.fallbackSweepMs ?? 15_000);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });

  return { answer };
}
