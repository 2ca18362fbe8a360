import type { FastifyInstance } from 'fastify';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { prescriptionCentre } from './prescription-centre.ts';
import { registerPrescriptionRoutes } from './prescription-routes.ts';
import type { ServiceClient } from '../../providers/e-prescription/index.ts';

export { checkPrescriptionLine } from './prescription-cart.ts';
export { prescriptionDocs, prescriptionPaths } from './prescription-openapi.ts';
// Who may read whose health data, and the record of each read: the compensation module's too.
export { patientHash } from './patient-hash.ts';
export { requireIdentified, requireOwnCart, requireServiceCart } from './prescription-access.ts';
export { findCartByServiceCode } from './prescription-queries.ts';
export { offerCallbacks } from './offer-callbacks.ts';
export { deleteAccessLogBefore, recordAccess } from './prescription-queries.ts';
export { identifiedCaller } from './prescription-routes.ts';
export { CartQuerySchema } from './prescription-schemas.ts';

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
