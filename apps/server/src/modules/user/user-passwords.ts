import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { ipLimitKey, PASSWORD_RESET_LIMITS } from '@apteek/domain';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { invalidField } from '../../plugins/validation.ts';
import { hashOpaqueToken, newOpaqueToken } from './access-token.ts';
import { findByEmail, type CustomerRow } from './customer-queries.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { UserDeps } from './user-service.ts';
import { loginAccountKey } from './user-sessions.ts';

const { customer, refreshToken, passwordReset } = schema;

/** Reset links live 1 hour. */
const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** The reset calls' limits: per account (known or not, so a refusal tells nothing) and per IP. */
const resetKeys = (call: 'reset' | 'create-password', email: string, ip: string) => [
  { key: `${call}:ip:${ipLimitKey(ip)}`, policy: PASSWORD_RESET_LIMITS.ip },
  { key: `${call}:account:${email.trim().toLowerCase()}`, policy: PASSWORD_RESET_LIMITS.account },
];

/** Password changes and resets by e-mailed link. */
export function userPasswords({ db, now }: UserDeps) {
  const limiter = requestLimiter(db, now);
  return {
    async changePassword(customerId: number, current: string, next: string): Promise<void> {
      const [row] = await db.select().from(customer).where(eq(customer.id, customerId));
      if (!row?.passwordHash || !(await verifyPassword(current, row.passwordHash))) {
        throw invalidField('currentPassword', 'The password does not match this account.');
      }
      await db
        .update(customer)
        .set({ passwordHash: await hashPassword(next), updatedAt: sql`now()` })
        .where(eq(customer.id, customerId));
    },

    /** Counts a reset request; 429 with Retry-After past the limit, the same for any address. */
    async limitReset(email: string, ip: string): Promise<void> {
      await limiter.hit(resetKeys('reset', email, ip), 'too_many_requests');
    },

    /** A reset token for a known e-mail, or null; the caller answers the same either way. */
    async startReset(
      email: string,
    ): Promise<{ customer: CustomerRow & { email: string }; token: string } | null> {
      const row = await findByEmail(db, email);
      if (!row?.email) return null;
      const reset = newOpaqueToken();
      await db.insert(passwordReset).values({
        customerId: row.id,
        tokenHash: reset.hash,
        expiresAt: new Date(now() + RESET_TOKEN_TTL_MS),
      });
      return { customer: { ...row, email: row.email }, token: reset.token };
    },

    /**
     * Sets a new password with a reset token: single use, one hour, and all sessions end. Tries are
     * limited, and a wrong token takes the same path (one lookup, one update) whether or not the
     * address has an account. A reset also ends the login limiter's wait for the account.
     */
    async finishReset(email: string, token: string, newPassword: string, ip: string): Promise<void> {
      await limiter.hit(resetKeys('create-password', email, ip), 'too_many_requests');
      const invalid = invalidField('resetToken', 'This password reset link is invalid or has expired.');
      const row = await findByEmail(db, email);
      const [used] = await db
        .update(passwordReset)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(passwordReset.tokenHash, hashOpaqueToken(token)),
            eq(passwordReset.customerId, row?.id ?? 0),
            isNull(passwordReset.usedAt),
            gt(passwordReset.expiresAt, new Date(now())),
          ),
        )
        .returning({ id: passwordReset.id });
      if (!used || !row) throw invalid;
      await db
        .update(customer)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
        .where(eq(customer.id, row.id));
      await db
        .update(refreshToken)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshToken.customerId, row.id), isNull(refreshToken.revokedAt)));
      await limiter.forget(loginAccountKey(email));
    },
  };
}
