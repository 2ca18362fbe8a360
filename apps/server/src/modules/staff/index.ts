import type { FastifyInstance } from 'fastify';
import { appSecret } from '../../plugins/app-secret.ts';
import type { Mailer } from '../mail/index.ts';
import { feedImporter, integrationKeys } from '../feeds/index.ts';
import { orderChecks, ordersToCheck, type OrderLifeSteps, type OrderReturnsService } from '../order/index.ts';
import { reviewModeration } from '../reviews/index.ts';
import { staffAudit } from './staff-audit.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { staffService } from './staff-service.ts';
import { staffPaths as staffAreaPaths } from './staff-openapi.ts';
import { staffReturnPaths } from './staff-returns-openapi.ts';
import { staffCataloguePaths } from './staff-catalogue-openapi.ts';

export {
  addStaffUser,
  MIN_STAFF_PASSWORD_LENGTH,
  STAFF_ROLES,
  StaffAccountError,
  type CreatedStaffUser,
  type NewStaffUser,
  type StaffRole,
} from './staff-accounts.ts';
export { isPharmacistOnDuty } from './staff-duty.ts';
export { STAFF_COOKIE } from './staff-routes.ts';

export const staffPaths = { ...staffAreaPaths, ...staffReturnPaths, ...staffCataloguePaths };

/** /api/staff/*: staff accounts with a TOTP second factor, short sessions, the audit log. */
export async function staffRoutes(
  app: FastifyInstance,
  { mailer, life, returns }: { mailer: Mailer; life: OrderLifeSteps; returns: OrderReturnsService },
): Promise<void> {
  const audit = staffAudit(app.db, () => app.now());
  const staff = staffService({
    db: app.db,
    secret: () => appSecret(app.db, 'staff_challenge_secret'),
    now: () => app.now(),
    audit,
  });
  await registerStaffRoutes(
    app,
    staff,
    audit,
    {
      checks: orderChecks({ db: app.db, mailer, now: () => app.now(), life }),
      list: () => ordersToCheck(app.db),
      life,
      returns,
    },
    reviewModeration({ db: app.db, now: () => app.now().getTime() }),
    {
      keys: integrationKeys(app.db, () => app.now()),
      importer: feedImporter(
        app.db,
        () => app.now(),
        (work) => app.database.maintenance(work),
        app.feedImages,
      ),
    },
  );
}
