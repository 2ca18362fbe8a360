import type { FastifyInstance } from 'fastify';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { sandboxServiceKey } from './api-key.ts';
import { prescriptionCentre } from './prescription-centre.ts';
import { registerPrescriptionRoutes } from './prescription-routes.ts';
import { httpTransport, sandboxTransport, serviceClient } from './service-client.ts';
import type { PrescriptionCartLine } from './compensation.ts';
import { readOpeningTimes } from './opening-times.ts';

export { checkPrescriptionLine, linePrescriptionOf, type LinePrescription } from './prescription-cart.ts';
export { cartCompensation, type CartCompensation, type PrescriptionCartLine } from './compensation.ts';
export {
  ALWAYS_OPEN,
  OpeningTimesSchema,
  readOpeningTimes,
  requirePrescriptionsOpen,
  updateOpeningTimes,
} from './opening-times.ts';
export { OFFER_WAIT_MINUTES, offerDesk, type OfferDesk } from './offer-desk.ts';
export { prescriptionPaths } from './prescription-openapi.ts';
export { prescriptionSandbox } from './sandbox-routes.ts';

/** Where the sandbox plays the e-prescription service. */
export const PRESCRIPTION_SANDBOX_PREFIX = '/sandbox/prescriptions';

/**
 * /api/prescription/* (issues 17, 18): the prescription centre, compensation and opening hours;
 * the e-prescription service at PRESCRIPTION_SERVICE_URL, or the sandbox at /sandbox/prescriptions
 * while none is configured.
 */
export async function prescriptionRoutes(
  app: FastifyInstance,
  {
    service,
    cartLines,
  }: {
    service: { url: string; key: string } | null;
    /** The cart's prescription lines at the cart's prices, for compensation (the cart module's). */
    cartLines: (cartId: string) => Promise<PrescriptionCartLine[]>;
  },
): Promise<void> {
  const transport = service
    ? httpTransport(service.url, service.key)
    : sandboxTransport(app, PRESCRIPTION_SANDBOX_PREFIX, () => sandboxServiceKey(app.db));
  const centre = prescriptionCentre({
    db: app.db,
    client: serviceClient(transport),
    today: () => app.today(),
    now: () => app.now(),
    cartLines,
    limiter: requestLimiter(app.db, () => app.now().getTime()),
  });
  await registerPrescriptionRoutes(app, centre, () => readOpeningTimes(app.db, app.now()));
}
