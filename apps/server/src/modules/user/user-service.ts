import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError } from '@apteek/domain';
import type { z } from 'zod';
import { invalidField } from '../../plugins/validation.ts';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './access-token.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hash.ts';
import type { CustomerInputSchema, ProfileBodySchema } from './user-schemas.ts';

const { customer, customerAddress, refreshToken, passwordReset, loginAttempt } = schema;

/** Access tokens live 15 minutes; refresh tokens 30 days; reset links 1 hour (issue 6). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
const RESET_TOKEN_TTL_MS = 3600 * 1000;
/** Failed logins allowed per account and per IP address in the window. */
const LOGIN_LIMITS = { account: 5, ip: 20, windowMs: 15 * 60 * 1000 };

export interface Session {
  token: string;
  refreshToken: string;
}

export type CustomerRow = typeof customer.$inferSelect;

export interface UserServiceOptions {
  db: Db;
  secret: () => Promise<string>;
  now?: () => number;
}

export function userService({ db, secret, now = Date.now }: UserServiceOptions) {
  async function issueSession(row: CustomerRow, familyId: string = randomUUID()): Promise<Session> {
    const refresh = newOpaqueToken();
    await db.insert(refreshToken).values({
      customerId: row.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now() + REFRESH_TOKEN_TTL_MS),
    });
    const token = signAccessToken(
      { sub: row.id, grp: row.groupId },
      await secret(),
      seconds(),
      ACCESS_TOKEN_TTL_S,
    );
    return { token, refreshToken: refresh.token };
  }

  const seconds = () => Math.floor(now() / 1000);

  async function findByEmail(email: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(customer)
      .where(sql`lower(${customer.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async function recentFailures(key: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(loginAttempt)
      .where(
        and(eq(loginAttempt.key, key), gt(loginAttempt.attemptedAt, new Date(now() - LOGIN_LIMITS.windowMs))),
      );
    return row?.count ?? 0;
  }

  return {
    async register(input: z.infer<typeof CustomerInputSchema>, password: string): Promise<CustomerRow> {
      if (await findByEmail(input.email)) {
        throw invalidField('customer.email', 'An account with this e-mail address already exists.');
      }
      const [row] = await db
        .insert(customer)
        .values({
          email: input.email,
          passwordHash: await hashPassword(password),
          firstname: input.firstname,
          lastname: input.lastname,
          phoneNumber: input.phoneNumber ?? null,
          countryId: input.country_id,
          language: input.language,
          consentTermsAccepted: input.consentTermsAccepted,
          isSubscribedToNewsletter: input.isSubscribedToNewsletter,
        })
        .returning();
      return row!;
    },

    /** Checks the password; every failure, whoever it concerns, looks the same and is counted. */
    async login(
      username: string,
      password: string,
      ip: string,
    ): Promise<{ customer: CustomerRow; session: Session }> {
      const accountKey = `account:${username.toLowerCase()}`;
      const ipKey = `ip:${ip}`;
      const [byAccount, byIp] = await Promise.all([recentFailures(accountKey), recentFailures(ipKey)]);
      if (byAccount >= LOGIN_LIMITS.account || byIp >= LOGIN_LIMITS.ip)
        throw new DomainError('too_many_attempts');
      const row = await findByEmail(username);
      const matches = await verifyPassword(password, row?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
      if (!row || !row.passwordHash || !matches) {
        await db.insert(loginAttempt).values([{ key: accountKey }, { key: ipKey }]);
        // One answer for a wrong password and an unknown e-mail (no account enumeration).
        throw new DomainError('login_failed');
      }
      await db.delete(loginAttempt).where(eq(loginAttempt.key, accountKey));
      return { customer: row, session: await issueSession(row) };
    },

    /**
     * Rotates a refresh token: the old one stops working and a new one of the same family is
     * issued. A token used twice was copied; the whole family is revoked (issue 6).
     */
    async refresh(token: string): Promise<Session> {
      const [row] = await db
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.tokenHash, hashOpaqueToken(token)));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now()) throw new DomainError('refresh_failed');
      if (row.rotatedAt) {
        await db
          .update(refreshToken)
          .set({ revokedAt: new Date(now()) })
          .where(and(eq(refreshToken.familyId, row.familyId), isNull(refreshToken.revokedAt)));
        throw new DomainError('refresh_failed');
      }
      const [rotated] = await db
        .update(refreshToken)
        .set({ rotatedAt: new Date(now()) })
        .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.rotatedAt)))
        .returning({ id: refreshToken.id });
      // Two requests raced with the same token: only one may rotate it.
      if (!rotated) throw new DomainError('refresh_failed');
      const [owner] = await db.select().from(customer).where(eq(customer.id, row.customerId));
      if (!owner) throw new DomainError('refresh_failed');
      return issueSession(owner, row.familyId);
    },

    async logout(token: string): Promise<void> {
      const [row] = await db
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.tokenHash, hashOpaqueToken(token)));
      if (!row) return;
      await db
        .update(refreshToken)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshToken.familyId, row.familyId), isNull(refreshToken.revokedAt)));
    },

    /** The customer an access token names, or null. */
    async authenticate(token: string): Promise<{ customerId: number; groupId: number } | null> {
      const claims = verifyAccessToken(token, await secret(), seconds());
      return claims ? { customerId: claims.sub, groupId: claims.grp } : null;
    },

    async profile(customerId: number) {
      const [row] = await db.select().from(customer).where(eq(customer.id, customerId));
      if (!row) throw new DomainError('refresh_failed');
      const addresses = await db
        .select()
        .from(customerAddress)
        .where(eq(customerAddress.customerId, customerId))
        .orderBy(customerAddress.id);
      return toProfile(row, addresses);
    },

    async updateProfile(customerId: number, input: z.infer<typeof ProfileBodySchema>['customer']) {
      if (input.email) {
        const other = await findByEmail(input.email);
        if (other && other.id !== customerId) {
          throw invalidField('customer.email', 'An account with this e-mail address already exists.');
        }
      }
      await db.transaction(async (tx) => {
        const { addresses, ...fields } = input;
        if (Object.keys(fields).length > 0) {
          await tx
            .update(customer)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(customer.id, customerId));
        }
        if (addresses) {
          await tx.delete(customerAddress).where(eq(customerAddress.customerId, customerId));
          if (addresses.length > 0) {
            await tx
              .insert(customerAddress)
              .values(addresses.map(({ id: _id, ...address }) => ({ ...address, customerId })));
          }
        }
      });
      return this.profile(customerId);
    },

    async setLanguage(customerId: number, language: CustomerRow['language']) {
      await db
        .update(customer)
        .set({ language, updatedAt: sql`now()` })
        .where(eq(customer.id, customerId));
    },

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
      const row = await findByEmail(email);
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
      const row = await findByEmail(email);
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

export type UserService = ReturnType<typeof userService>;

/** The profile of spec 000 §3 User, as GET /api/user/me answers it. */
export function toProfile(row: CustomerRow, addresses: (typeof customerAddress.$inferSelect)[]) {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    country_id: row.countryId,
    language: row.language,
    group_id: row.groupId,
    consentTermsAccepted: row.consentTermsAccepted,
    isSubscribedToNewsletter: row.isSubscribedToNewsletter,
    addresses: addresses.map(
      ({ customerId: _owner, createdAt: _created, updatedAt: _updated, ...address }) => address,
    ),
  };
}
