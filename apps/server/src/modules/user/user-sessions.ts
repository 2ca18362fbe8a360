import { randomUUID } from 'node:crypto';
import { and, eq, isNull, min } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { DomainError, type IdentityMethod } from '@apteek/domain';
import { knownDevices } from '../../lib/known-device.ts';
import { guessAccountKey, guessOf, loginGuesses } from '../../lib/login-guesses.ts';
import {
  hashOpaqueToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from './access-token.ts';
import { findByEmail, type CustomerRow } from './customer-queries.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import type { UserDeps } from './user-service.ts';

const { customer, refreshToken } = schema;

/** Access tokens live 15 minutes; refresh tokens 30 days. */
const ACCESS_TOKEN_TTL_S = 15 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

/** The account a login names, as its guesses are counted and its device cookies signed. */
const accountOf = (username: string) => username.trim().toLowerCase();

/** The login guesses' key of an account (known or not: unknown ones are limited the same way). */
export const loginAccountKey = (username: string) => guessAccountKey('login', accountOf(username));

/** Who an access token names, and how that session's login identified them. */
export interface Caller {
  customerId: number;
  groupId: number;
  identityMethod: IdentityMethod | null;
  /** When that session's login happened (seconds), for what needs a fresh login; null when unknown. */
  loginAt: number | null;
}

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

/** When a refresh-token family's login happened: its first token's time (seconds). */
async function familyLoginAt(db: UserDeps['db'], familyId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ at: min(refreshToken.createdAt) })
    .from(refreshToken)
    .where(eq(refreshToken.familyId, familyId));
  return row?.at ? Math.floor(row.at.getTime() / 1000) : undefined;
}

/**
 * The caller a verified token names, or null when its account is gone: a token outlives nothing,
 * so one naming a deleted account names nobody although it has not expired yet. The group is the
 * account's as it is now, so a customer staff move to another group pays its prices at once.
 */
async function callerOf(db: UserDeps['db'], claims: AccessClaims): Promise<Caller | null> {
  const [account] = await db
    .select({ id: customer.id, groupId: customer.groupId })
    .from(customer)
    .where(eq(customer.id, claims.sub));
  if (!account) return null;
  return {
    customerId: claims.sub,
    groupId: account.groupId,
    identityMethod: claims.idm ?? null,
    loginAt: typeof claims.auth === 'number' ? claims.auth : null,
  };
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

  /**
   * A refresh token of the family and an access token. The login's identity method stays with the
   * family through every rotation: a password login never becomes a strong one by refreshing, and
   * so does the login's time: refreshing never makes a login fresh.
   */
  async function issueSession(
    row: CustomerRow,
    identityMethod: IdentityMethod | null,
    familyId: string = randomUUID(),
    loginAt: number = seconds(),
  ): Promise<Session> {
    const refresh = newOpaqueToken();
    await db.insert(refreshToken).values({
      customerId: row.id,
      familyId,
      identityMethod,
      tokenHash: refresh.hash,
      expiresAt: new Date(now() + REFRESH_TOKEN_TTL_MS),
    });
    const token = signAccessToken(
      { sub: row.id, grp: row.groupId, ...(identityMethod ? { idm: identityMethod } : {}), auth: loginAt },
      await secret(),
      seconds(),
      ACCESS_TOKEN_TTL_S,
    );
    return { token, refreshToken: refresh.token };
  }

  const guesses = loginGuesses(db, now);
  const devices = knownDevices(db, 'customer');

  return {
    /**
     * Checks the password; every failure, whoever it concerns, looks the same. Only wrong passwords
     * count (`lib/login-guesses.ts`): per account and per IP for strangers, per device for a browser
     * holding the account's device cookie (`deviceCookie`), which a right password (re)issues.
     */
    async login(
      username: string,
      password: string,
      ip: string,
      deviceCookie: string | null = null,
    ): Promise<{ customer: CustomerRow; session: Session; deviceCookie: string }> {
      const account = accountOf(username);
      const device = await devices.verify(deviceCookie, account);
      const row = await guesses.check(guessOf('login', account, ip, device), async () => {
        const found = await findByEmail(db, username);
        const matches = await verifyPassword(password, found?.passwordHash ?? (await dummyPasswordHash()));
        return found?.passwordHash && matches ? found : null;
      });
      // One answer for a wrong password and an unknown e-mail (no account enumeration).
      if (!row) throw new DomainError('login_failed');
      return {
        customer: row,
        session: await issueSession(row, null),
        deviceCookie: await devices.issue(account, device),
      };
    },

    /**
     * Rotates a refresh token: the old one stops working and a new one of the same family is
     * issued. A token used twice was copied; the whole family is revoked.
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
      const loginAt = (await familyLoginAt(db, row.familyId)) ?? seconds();
      return issueSession(owner, row.identityMethod as IdentityMethod | null, row.familyId, loginAt);
    },

    /** A new session (a new refresh-token family) for a customer another login proved. */
    startSession: (row: CustomerRow, method: IdentityMethod): Promise<Session> => issueSession(row, method),

    async logout(token: string): Promise<void> {
      const row = await storedRefreshToken(db, token);
      if (row) await revokeFamily(db, row.familyId, new Date(now()));
    },

    /** The customer an access token names, or null. */
    async authenticate(token: string): Promise<Caller | null> {
      const claims = verifyAccessToken(token, await secret(), seconds());
      return claims ? callerOf(db, claims) : null;
    },
  };
}
