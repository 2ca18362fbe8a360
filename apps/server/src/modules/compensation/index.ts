import type { FastifyInstance } from 'fastify';
import type { ServiceClient } from '../../providers/e-prescription/index.ts';
import { compensationCentre } from './compensation-centre.ts';
import type { PrescriptionCartLine } from './compensation.ts';
import { registerCompensationRoutes } from './compensation-routes.ts';

/**
 * State compensation of Estonian prescription lines: asked of the e-prescription service for one
 * patient's lines of a cart, kept with the hash of the items, and applied by the cart while valid.
 */
export { cartCompensation, type CartCompensation, type PrescriptionCartLine } from './compensation.ts';
export { compensationPaths } from './compensation-openapi.ts';
export { compensationCallbacks } from './compensation-callbacks.ts';

/** /api/prescription/compensation and its init. */
export async function compensationRoutes(
  app: FastifyInstance,
  {
    client,
    cartLines,
  }: {
    client: ServiceClient;
    /** The cart's prescription lines at the cart's prices (the cart module's). */
    cartLines: (cartId: string) => Promise<PrescriptionCartLine[]>;
  },
): Promise<void> {
  await registerCompensationRoutes(
    app,
    compensationCentre({ db: app.db, client, now: () => app.now(), cartLines }),
  );
}
