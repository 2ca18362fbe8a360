import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, like, lt } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@apteek/db';
import {
  DomainError,
  LANGUAGES,
  type IdentityHashType,
  type IdentityMethod,
  type Language,
  type LimitPolicy,
  type VerifiedIdentity,
} from '@apteek/domain';
import { appSecret } from '../../../plugins/app-secret.ts';
import { parseInput } from '../../../plugins/validation.ts';
import { IdentityProviderError, type ProvenIdentity } from '../../../providers/smart-id/index.ts';

/** What the store keeps of a provider session between init, session and login (signed, in the browser). */
export interface ProviderSession {
  sessionId: string;
  verificationCode: string;
  hash: string;
  hashType: IdentityHashType;
  personalCode: string;
}

/** One protocol as its three calls (init, session, login) use it. */
export interface IdentityProtocol<I> {
  method: Extract<IdentityMethod, 'smart-id' | 'mobile-id'>;
  /** `/api/user/{path}/…`: smartid or mobileid. */
  path: 'smartid' | 'mobileid';
  initSchema: z.ZodType<I & { personalCode: string; language?: Language }>;
  /** Null when the provider will not start (Smart-ID's 404: no account). */
  start(input: I & { personalCode: string; language: Language }): Promise<ProviderSession | null>;
  poll(
    session: ProviderSession,
    timeoutMs: number,
  ): Promise<{ state: 'RUNNING' } | { state: 'COMPLETE'; proven: ProvenIdentity }>;
}

/** The identity core's account service (identityLogin), as these routes use it. */
export interface IdentityLogins {
  identityLogin(input: VerifiedIdentity & { method: IdentityMethod; language?: Language }): Promise<{
    session: { token: string; refreshToken: string };
  }>;
}

/**
 * Starts per personal code: a few tries, then a wait. Per client address they
 * count as the request limits' `identityInit`.
 */
export const IDENTITY_INIT_PER_PERSONAL_CODE: LimitPolicy = { free: 5, windowMs: 10 * 60 * 1000 };

/** A store session lives as long as SK's longest authentication, with a margin. */
const SESSION_TTL_MS = 5 * 60 * 1000;
/**
 * How long one `session` call waits on the provider while the session runs (SK's long poll,
 * `timeoutMs`): a browser polling without check_session_timeout asks again at once, so every poll
 * is held this long rather than spinning.
 */
export const SESSION_LONG_POLL_MS = 1000;
const USED_PREFIX = 'sk-used:';

const LanguageField = z.enum(LANGUAGES).optional();
/** `GET …/session?sessionId=`: the store's session id that init answered. */
export const IdentitySessionQuery = z.object({ sessionId: z.string().min(1).max(2000) });
/** `POST …/login`: the same session id once the poll said COMPLETE/OK, and the store's language. */
export const IdentityLoginBody = IdentitySessionQuery.extend({ language: LanguageField });

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The browser that started a session: a random value in an HttpOnly cookie, its digest in the session id. */
const BROWSER_COOKIE = 'apteek_identity';

function bindBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const value = randomBytes(24).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${value}; Path=/api/user; HttpOnly; SameSite=Strict; Max-Age=600${secure}`,
  );
  return digest(value);
}

function browserOf(request: FastifyRequest): string | null {
  const cookies = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${BROWSER_COOKIE}=([A-Za-z0-9_-]+)`).exec(cookies);
  return match ? digest(match[1]!) : null;
}

async function sign(app: FastifyInstance, data: object): Promise<string> {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  const key = await appSecret(app.db, 'identity_session_key');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The session a token carries, when this installation signed it, for this protocol, not expired. */
async function opened(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  method: string,
): Promise<ProviderSession> {
  const [payload, mac] = token.split('.');
  const key = await appSecret(app.db, 'identity_session_key');
  const expected = payload ? createHmac('sha256', key).update(payload).digest() : Buffer.alloc(0);
  const given = Buffer.from(mac ?? '', 'base64url');
  if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError('identity_not_authorized');
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ProviderSession & {
    method: string;
    expires: number;
    browser: string;
  };
  if (data.method !== method || data.expires < Date.now() || data.browser !== browserOf(request))
    throw new DomainError('identity_not_authorized');
  await unused(app, token);
  return data;
}

const usedKey = (token: string) => USED_PREFIX + digest(token).slice(0, 48);

/** A session already logged in with, or already ended in a refusal, is as unknown as a forged one. */
async function unused(app: FastifyInstance, token: string): Promise<void> {
  const { appMeta } = schema;
  const [used] = await app.db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, usedKey(token)));
  if (used) throw new DomainError('identity_not_authorized');
}

/** A token is good for one login: the first use records it, a replay finds it recorded. */
async function useOnce(app: FastifyInstance, token: string): Promise<void> {
  const { appMeta } = schema;
  await app.db
    .delete(appMeta)
    .where(
      and(
        like(appMeta.key, `${USED_PREFIX}%`),
        lt(appMeta.updatedAt, new Date(Date.now() - 2 * SESSION_TTL_MS)),
      ),
    );
  const rows = await app.db
    .insert(appMeta)
    .values({ key: usedKey(token), value: '1' })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  if (rows.length === 0) throw new DomainError('identity_not_authorized');
}

async function polled<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof IdentityProviderError)
      throw new DomainError('provider_unavailable', { reason: error.message });
    throw error;
  }
}

/**
 * The identity calls for one protocol: `init` starts a provider session and answers
 * the store's session id (the provider session, signed) and the verification code; `session` polls
 * once and answers state and result; `login` logs in the person an OK session proved, once.
 */
export function identitySessionRoutes<I>(protocol: IdentityProtocol<I>, logins: IdentityLogins) {
  return (app: FastifyInstance, _options: object, done: () => void): void => {
    const ok = <T>(result: T, meta?: object) => ({ code: 200, result, ...(meta ? { meta } : {}) });
    const base = `/user/${protocol.path}`;

    app.post(`${base}/init`, async (request, reply) => {
      const input = parseInput(protocol.initSchema, request.body ?? {});
      await app.limits.limiter.hit(
        [
          ...app.limits.ipKeys(request, 'identityInit'),
          {
            key: `identity-init:code:${digest(input.personalCode).slice(0, 32)}`,
            policy: IDENTITY_INIT_PER_PERSONAL_CODE,
          },
        ],
        'too_many_requests',
      );
      const language = LanguageField.parse(input.language) ?? 'et';
      const session = await protocol.start({ ...input, language }).catch((error: unknown) => {
        if (error instanceof IdentityProviderError)
          throw new DomainError('identity_rejected', { reason: error.message });
        throw error;
      });
      if (!session)
        throw new DomainError('identity_rejected', { reason: `${protocol.method} has no account` });
      const token = await sign(app, {
        ...session,
        method: protocol.method,
        expires: Date.now() + SESSION_TTL_MS,
        browser: bindBrowser(request, reply),
      });
      return ok({ sessionId: token, verificationCode: session.verificationCode });
    });

    app.get(`${base}/session`, async (request) => {
      const { sessionId } = parseInput(IdentitySessionQuery, request.query ?? {});
      const session = await opened(app, request, sessionId, protocol.method);
      const poll = await polled(() => protocol.poll(session, SESSION_LONG_POLL_MS));
      if (poll.state === 'RUNNING') return ok({ state: 'RUNNING', result: null });
      const { proven } = poll;
      if (proven.ok) return ok({ state: 'COMPLETE', result: 'OK' });
      // The refusal is told once; the session is over, so a later poll or login finds nothing.
      await useOnce(app, sessionId);
      if (proven.reason) request.log.warn({ reason: proven.reason }, `${protocol.method} proof refused`);
      return ok({ state: 'COMPLETE', result: proven.result, message: proven.message });
    });

    app.post(`${base}/login`, async (request) => {
      const { sessionId } = parseInput(IdentityLoginBody, request.body ?? {});
      const session = await opened(app, request, sessionId, protocol.method);
      const poll = await polled(() => protocol.poll(session, SESSION_LONG_POLL_MS));
      if (poll.state !== 'COMPLETE') throw new DomainError('identity_not_authorized');
      // An ended session is spent whatever its end: logged in with once, or refused for good.
      await useOnce(app, sessionId);
      if (!poll.proven.ok) throw new DomainError('identity_not_authorized');
      const { session: tokens } = await logins.identityLogin({
        ...poll.proven.identity,
        method: protocol.method,
      });
      return ok(tokens.token, { refreshToken: tokens.refreshToken });
    });
    done();
  };
}
