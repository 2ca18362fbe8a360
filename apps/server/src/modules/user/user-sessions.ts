import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { DomainError } from '@apteek/domain';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './access-token.ts';
import { findByEmail, type CustomerRow } from './customer-queries.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password-hash.ts';
import type { UserDeps } from './user-service.ts';

const { customer, refreshToken, loginAttempt } = schema;

/** Access tokens live 15 minutes; refresh tokens 30 days (issue 6). */
const ACCESS_TOKEN_TTL_S = 15 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** Failed logins allowed per account and per IP address in the window. */
const LOGIN_LIMITS = { account: 5, ip: 20, windowMs: 15 * 60 * 1000 };

export interface Session {
  token: string;
  refreshToken: string;
}

async function storedRefreshToken(db: UserDeps['db'], token: string) {
  const [row] = await db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, hashOpaqueToken(token)));
  return row;
}

async function revokeFamily(db: UserDeps['db'], familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: at })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

/** Logins, refresh-token rotation, logouts and reading access tokens. */
export function userSessions({ db, secret, now }: UserDeps) {
  const seconds = () => Math.floor(now() / 1000);

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
      const row = await findByEmail(db, username);
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
      const row = await storedRefreshToken(db, token);
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now()) throw new DomainError('refresh_failed');
      if (row.rotatedAt) {
        await revokeFamily(db, row.familyId, new Date(now()));
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
      const row = await storedRefreshToken(db, token);
      if (row) await revokeFamily(db, row.familyId, new Date(now()));
    },

    /** The customer an access token names, or null. */
    async authenticate(token: string): Promise<{ customerId: number; groupId: number } | null> {
      const claims = verifyAccessToken(token, await secret(), seconds());
      return claims ? { customerId: claims.sub, groupId: claims.grp } : null;
    },
  };
}
