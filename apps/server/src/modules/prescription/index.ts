import type { FastifyInstance } from 'fastify';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { sandboxServiceKey } from './api-key.ts';
import { prescriptionCentre } from './prescription-centre.ts';
import { registerPrescriptionRoutes } from './prescription-routes.ts';
import { httpTransport, sandboxTransport, serviceClient, type ServiceClient } from './service-client.ts';

export { checkPrescriptionLine, linePrescriptionOf, type LinePrescription } from './prescription-cart.ts';
export { OFFER_WAIT_MINUTES, offerDesk, type OfferDesk } from './offer-desk.ts';
export { prescriptionDocs, prescriptionPaths } from './prescription-openapi.ts';
export { prescriptionSandbox } from './sandbox-routes.ts';
// Who may read whose health data, and the record of each read: the compensation module's too.
export { patientHash } from './patient-hash.ts';
export { requireIdentified, requireOwnCart } from './prescription-access.ts';
export { recordAccess } from './prescription-queries.ts';
export { identifiedCaller } from './prescription-routes.ts';
export { CartQuerySchema } from './prescription-schemas.ts';
export { PersonalCodeSchema } from './service-protocol.ts';
export type { ServiceClient } from './service-client.ts';

/** Where the sandbox plays the e-prescription service. */
export const PRESCRIPTION_SANDBOX_PREFIX = '/sandbox/prescriptions';

/** The e-prescription service at PRESCRIPTION_SERVICE_URL, or its sandbox while none is configured. */
export function prescriptionService(
  app: FastifyInstance,
  service: { url: string; key: string } | null,
): ServiceClient {
  return serviceClient(
    service
      ? httpTransport(service.url, service.key)
      : sandboxTransport(app, PRESCRIPTION_SANDBOX_PREFIX, () => sandboxServiceKey(app.db)),
  );
}

/** /api/prescription/* (list and products): the prescription centre and the cart's removal of its lines. */
export async function prescriptionRoutes(
  app: FastifyInstance,
  { client }: { client: ServiceClient },
): Promise<void> {
  const centre = prescriptionCentre({
    db: app.db,
    client,
    today: () => app.today(),
    limiter: requestLimiter(app.db, () => app.now().getTime()),
  });
  await registerPrescriptionRoutes(app, centre);
}
