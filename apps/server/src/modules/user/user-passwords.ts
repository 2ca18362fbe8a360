import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import { hashOpaqueToken, newOpaqueToken } from './access-token.ts';
import { findByEmail, type CustomerRow } from './customer-queries.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { UserDeps } from './user-service.ts';

const { customer, refreshToken, passwordReset } = schema;

/** Reset links live 1 hour (issue 6). */
const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** Password changes and resets by e-mailed link. */
export function userPasswords({ db, now }: UserDeps) {
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

    /** A reset token for a known e-mail, or null; the caller answers the same either way. */
    async startReset(email: string): Promise<{ customer: CustomerRow; token: string } | null> {
      const row = await findByEmail(db, email);
      if (!row) return null;
      const reset = newOpaqueToken();
      await db.insert(passwordReset).values({
        customerId: row.id,
        tokenHash: reset.hash,
        expiresAt: new Date(now() + RESET_TOKEN_TTL_MS),
      });
      return { customer: row, token: reset.token };
    },

    /** Sets a new password with a reset token: single use, one hour, and all sessions end. */
    async finishReset(email: string, token: string, newPassword: string): Promise<void> {
      const invalid = invalidField('resetToken', 'This password reset link is invalid or has expired.');
      const row = await findByEmail(db, email);
      if (!row) throw invalid;
      const [used] = await db
        .update(passwordReset)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(passwordReset.tokenHash, hashOpaqueToken(token)),
            eq(passwordReset.customerId, row.id),
            isNull(passwordReset.usedAt),
            gt(passwordReset.expiresAt, new Date(now())),
          ),
        )
        .returning({ id: passwordReset.id });
      if (!used) throw invalid;
      await db
        .update(customer)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
        .where(eq(customer.id, row.id));
      await db
        .update(refreshToken)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshToken.customerId, row.id), isNull(refreshToken.revokedAt)));
    },
  };
}
