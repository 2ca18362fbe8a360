import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { schema } from '@apteek/db';
import {
  ACCOUNT_DELETION_LIMITS,
  DomainError,
  KEPT_AFTER_DELETION,
  dataExportFileName,
  deletionConfirmation,
} from '@apteek/domain';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { invalidField, parseInput } from '../../plugins/validation.ts';
import { patientHash } from '../prescription/index.ts';
import { requireCustomer, verifyPassword } from '../user/index.ts';
import { deleteAccount } from './account-deletion.ts';
import { exportCustomerData } from './data-export.ts';

/** POST /api/user/forget: empty, as the storefront's call is, or with the password typed again. */
export const ForgetBodySchema = z.strictObject({ password: z.string().max(1000).optional() });

export const WRONG_PASSWORD = 'The password does not match this account.';
export const PASSWORD_NEEDED = 'Enter your password to delete the account.';
export const LOGIN_AGAIN = 'Log in again with Smart-ID, Mobile-ID, ID card or bank ID to delete the account.';

/** The customer's export and the deletion of their account; both only for the token's own account. */
export async function registerDataRightsRoutes(app: FastifyInstance): Promise<void> {
  const limiter = requestLimiter(app.db, () => app.now().getTime());

  app.get('/user/me/data', async (request, reply) => {
    const customerId = requireCustomer(request);
    const now = app.now();
    const result = await exportCustomerData(app.db, customerId, now, (code) => patientHash(app.db, code));
    reply.header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`);
    return { code: 200, result };
  });

  app.post('/user/forget', async (request) => {
    const customerId = requireCustomer(request);
    const { password } = parseInput(ForgetBodySchema, request.body ?? {});
    const [owner] = await app.db
      .select({ passwordHash: schema.customer.passwordHash })
      .from(schema.customer)
      .where(eq(schema.customer.id, customerId));
    if (!owner) throw new DomainError('login_required');
    const confirmation = deletionConfirmation({
      passwordGiven: password !== undefined,
      hasPassword: owner.passwordHash !== null,
      strongLogin: request.identityMethod !== null,
      loginAtSeconds: request.loginAt,
      // The tokens' clock (the login's time is written by it), not the app's movable one.
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (confirmation === 'password-required') throw invalidField('password', PASSWORD_NEEDED);
    if (confirmation === 'login-again') throw invalidField('login', LOGIN_AGAIN);
    if (confirmation === 'check-password') {
      await limiter.hit(
        [{ key: `forget:account:${customerId}`, policy: ACCOUNT_DELETION_LIMITS.account }],
        'too_many_requests',
      );
      if (!owner.passwordHash || !(await verifyPassword(password ?? '', owner.passwordHash)))
        throw invalidField('password', WRONG_PASSWORD);
    }
    await deleteAccount(app.db, customerId, app.now());
    return { code: 200, result: { deleted: true, kept: [...KEPT_AFTER_DELETION] } };
  });
}
