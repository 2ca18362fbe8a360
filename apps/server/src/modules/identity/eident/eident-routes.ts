import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appSecret } from '../../../plugins/app-secret.ts';
import { invalidField } from '../../../plugins/validation.ts';
import { loopbackFetch } from '../../../providers/smart-id/index.ts';
import type { IdentityLogins } from '../smart-id/index.ts';
import {
  CALLBACK_PATH,
  EidentRefused,
  eidentClient,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET_KEY,
  SANDBOX_ISSUER,
  type AuthorizationSecrets,
  type BrokerKeys,
  type EidentSettings,
} from '../../../providers/eident/index.ts';

export interface EidentRouteOptions {
  logins: IdentityLogins;
  /** A configured broker; null plays the local sandbox broker. */
  settings: EidentSettings | null;
  /** The shop's public address (PUBLIC_URL); the request's own origin when not set. */
  publicUrl: string | null;
}

/** The popup's landing pages: the only places a login result is sent to. */
const RESULT_PATH = /^\/(?:(ee|fi|en|ru)\/)?eident\/result$/;
const COOKIE = 'apteek_eident';
const COOKIE_TTL_SECONDS = 600;
const LANGUAGE_OF_STORE: Record<string, string> = { ee: 'et', fi: 'fi', en: 'en', ru: 'ru' };

interface Pending extends AuthorizationSecrets {
  redirect: string;
  exp: number;
}

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

function readCookie(request: FastifyRequest, secret: string): Pending | null {
  const raw = new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]+\\.[\\w-]+)`).exec(request.headers.cookie ?? '')?.[1];
  if (!raw) return null;
  const [data = '', mac = ''] = raw.split('.');
  const expected = Buffer.from(sign(secret, data));
  if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac))) return null;
  const pending = JSON.parse(Buffer.from(data, 'base64url').toString()) as Pending;
  return pending.exp > Date.now() / 1000 ? pending : null;
}

function cookieHeader(origin: string, value: string, maxAge: number): string {
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  // Lax: the broker brings the browser back with a top-level GET from its own site.
  return `${COOKIE}=${value}; Path=/api/user/eident; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * Finnish strong e-identification over OpenID Connect, in a popup:
 * `GET /api/user/eident?redirect_url=…` sends the popup to the broker with state, nonce and PKCE
 * (kept in a signed HttpOnly cookie, so the callback answers only the browser that started it);
 * the callback verifies the ID token, logs the person in through the identity core and lands on
 * the result page with the refresh token in the fragment (never sent to a server or logged).
 */
export function eidentRoutes(app: FastifyInstance, options: EidentRouteOptions, done: () => void): void {
  const sandboxFetch = loopbackFetch(app);
  // The broker's keys outlive a login: fetched once, again only when the broker rotates them.
  const keys: BrokerKeys = new Map();
  const client = async () =>
    eidentClient(
      options.settings ?? {
        issuer: SANDBOX_ISSUER,
        clientId: SANDBOX_CLIENT_ID,
        clientSecret: await appSecret(app.db, SANDBOX_CLIENT_SECRET_KEY),
        fetcher: sandboxFetch,
      },
      keys,
    );
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ? new URL(options.publicUrl).origin : `${request.protocol}://${request.host}`;
  const cookieSecret = () => appSecret(app.db, 'eident-cookie-secret');

  app.get('/user/eident', async (request, reply) => {
    const origin = originOf(request);
    const raw = (request.query as Record<string, unknown>).redirect_url;
    const target = typeof raw === 'string' && URL.canParse(raw, origin) ? new URL(raw, origin) : null;
    const store = target && target.origin === origin ? RESULT_PATH.exec(target.pathname) : null;
    if (!target || !store)
      throw invalidField('redirect_url', "Enter this shop's own /eident/result address.");
    const landing = `${origin}${target.pathname}`;
    const started = await (
      await client()
    )
      .authorization(`${origin}${CALLBACK_PATH}`, LANGUAGE_OF_STORE[store[1] ?? 'ee']!)
      .catch(
        (error: unknown) =>
          void request.log.warn({ reason: (error as Error).message }, 'eident broker unavailable'),
      );
    // An unreachable broker: the popup lands and tells the opener that nobody logged in.
    if (!started) return reply.redirect(`${landing}#error=unavailable`, 302);
    const { url, secrets } = started;
    // The sandbox broker is this server: the popup goes to it at the shop's own address.
    const browserUrl = options.settings ? url.toString() : `${origin}${url.pathname}${url.search}`;
    const pending: Pending = {
      ...secrets,
      redirect: landing,
      exp: Date.now() / 1000 + COOKIE_TTL_SECONDS,
    };
    const data = Buffer.from(JSON.stringify(pending)).toString('base64url');
    reply.header(
      'set-cookie',
      cookieHeader(origin, `${data}.${sign(await cookieSecret(), data)}`, COOKIE_TTL_SECONDS),
    );
    return reply.redirect(browserUrl, 302);
  });

  app.get('/user/eident/callback', async (request, reply) => {
    const origin = originOf(request);
    const query = request.query as Record<string, unknown>;
    const pending = readCookie(request, await cookieSecret());
    reply.header('set-cookie', cookieHeader(origin, '', 0));
    const land = (fragment: string) =>
      reply.redirect(`${pending?.redirect ?? `${origin}/eident/result`}#${fragment}`, 303);
    const refuse = (reason: string) => {
      request.log.warn({ reason }, 'eident login refused');
      return land('error=unauthorized');
    };
    if (!pending) return refuse('no login was started in this browser');
    if (typeof query.state !== 'string' || query.state !== pending.state) return refuse('state mismatch');
    if (typeof query.code !== 'string')
      return refuse(`the broker answered ${typeof query.error === 'string' ? query.error : 'no code'}`);
    return loginAndLand(request, reply, {
      options,
      client: await client(),
      pending,
      origin,
      code: query.code,
      land,
      refuse,
    });
  });
  done();
}

interface Landing {
  options: EidentRouteOptions;
  client: ReturnType<typeof eidentClient>;
  pending: Pending;
  origin: string;
  code: string;
  land: (fragment: string) => FastifyReply;
  refuse: (reason: string) => FastifyReply;
}

async function loginAndLand(_request: FastifyRequest, _reply: FastifyReply, step: Landing) {
  try {
    const person = await step.client.person(step.code, `${step.origin}${CALLBACK_PATH}`, step.pending);
    const { session } = await step.options.logins.identityLogin({
      personalCode: person.hetu,
      country: 'FI',
      givenName: person.givenName,
      surname: person.surname,
      method: 'bank-id',
    });
    return step.land(`refresh_token=${encodeURIComponent(session.refreshToken)}`);
  } catch (error) {
    if (error instanceof EidentRefused) return step.refuse(error.message);
    // A code or name the identity core refuses: the person is not logged in (named by field only).
    return step.refuse(`identity login refused: ${(error as Error).name}`);
  }
}
