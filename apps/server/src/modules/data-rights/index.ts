/**
 * The customer's data rights and the shop's retention: the export of everything tied to an
 * account, the deletion of an account (erasing what may go, keeping what the pharmacy must), and
 * the scheduled job that applies the retention periods of the retention_policy table to every kind
 * of record.
 */
import type { FastifyInstance } from 'fastify';
import { registerDataRightsRoutes } from './data-rights-routes.ts';
import { scheduleRetention } from './retention-job.ts';

export { dataRightsPaths } from './data-rights-openapi.ts';
export { deleteAccount } from './account-deletion.ts';
export { exportCustomerData } from './data-export.ts';
export { RETENTION_INTERVAL_MS, retentionRules, runRetention } from './retention-job.ts';

/** GET /api/user/me/data and POST /api/user/forget, and the hourly retention run in this process. */
export async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  await registerDataRightsRoutes(app);
  const job = scheduleRetention(app.db, { now: () => app.now(), log: app.log });
  app.addHook('onClose', () => job.stop());
}
