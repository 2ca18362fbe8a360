import type { FastifyInstance } from 'fastify';
import { registerOpeningHoursRoutes } from './opening-hours-routes.ts';

/**
 * The pharmacy's opening hours for prescriptions: stored by staff, read by the storefront, and
 * the rule that prescription lines come in and prescription orders go out only while it is open
 * (the cart, the order and staff use it from here).
 */
export {
  openingHoursInContent,
  readOpeningTimes,
  requirePrescriptionsOpen,
  updateOpeningTimes,
} from './opening-times.ts';
export { openingHoursPaths } from './opening-hours-openapi.ts';

/** GET /api/prescription/opening-times. */
export async function openingHoursRoutes(app: FastifyInstance): Promise<void> {
  await registerOpeningHoursRoutes(app);
}
