import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IdentityMethod } from '@apteek/domain';

export interface AccessClaims {
  /** Customer id. */
  sub: number;
  /** Customer group for price tiers. */
  grp: number;
  /** How this session's login identified the person (Smart-ID, …); absent after a password login. */
  idm?: IdentityMethod;
  /** When the session's login happened (seconds); kept through refreshes. Absent on older tokens. */
  auth?: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** A short-lived HS256 JWT naming the customer. */
export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + ttlSeconds }),
  ).toString('base64url');
  return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`, secret)}`;
}

/** The claims of a token we signed that has not expired; null for anything else. */
export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(signature(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as AccessClaims;
    if (!Number.isInteger(claims.sub) || typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
      return null;
    return claims;
  } catch {
    return null;
  }
}

function signature(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Opaque tokens (refresh, password reset): the holder gets the value, the database its hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
