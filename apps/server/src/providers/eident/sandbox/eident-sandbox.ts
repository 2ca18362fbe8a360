import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { appSecret } from '../../../plugins/app-secret.ts';
import { acceptFormBodies } from '../../../lib/form-body.ts';
import { deviceLanguage } from '../../smart-id/index.ts';
import { EIDENT_TEST_PERSONS, renderAuthorizePage } from './sandbox-page.ts';
import { sandboxSigningKey } from './sandbox-keys.ts';

/** The sandbox broker's issuer: fixed, so its ID tokens verify whatever address the shop has. */
export const SANDBOX_ISSUER = 'http://sandbox/sandbox/eident';
export const SANDBOX_CLIENT_ID = 'apteek-sandbox';
export const SANDBOX_CLIENT_SECRET_KEY = 'eident-sandbox-client-secret';
/** Where the shop's callback is; the sandbox sends codes to no other path. */
export const CALLBACK_PATH = '/api/user/eident/callback';

const CODE_AUDIENCE = 'sandbox-authorization-code';
const CODE_TTL_SECONDS = 60;
const ID_TOKEN_TTL_SECONDS = 300;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const base64urlSha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The authorization request's fields the sandbox understands, or the name of the bad one. */
interface AuthorizationRequest extends Record<string, string> {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
  code_challenge: string;
  ui_locales: string;
}

function authorizationRequest(query: Record<string, unknown>): AuthorizationRequest | string {
  const request = {
    client_id: str(query.client_id),
    redirect_uri: str(query.redirect_uri),
    state: str(query.state),
    nonce: str(query.nonce),
    code_challenge: str(query.code_challenge),
    ui_locales: str(query.ui_locales),
  };
  if (request.client_id !== SANDBOX_CLIENT_ID) return 'client_id';
  if (!URL.canParse(request.redirect_uri) || new URL(request.redirect_uri).pathname !== CALLBACK_PATH)
    return 'redirect_uri';
  if (str(query.response_type) !== 'code') return 'response_type';
  if (str(query.code_challenge_method) !== 'S256' || !/^[\w-]{43}$/.test(request.code_challenge))
    return 'code_challenge';
  if (!request.state) return 'state';
  if (!request.nonce) return 'nonce';
  return request;
}

const badRequest = (reply: FastifyReply, field: string) =>
  reply.code(400).send({ error: 'invalid_request', error_description: `Invalid ${field}` });

/**
 * A Finnish Trust Network broker played locally: OpenID Connect discovery, a
 * JWKS with this installation's ES256 key (app_meta), an authorization page with a bank choice and
 * test persons, and a token endpoint that checks the code, the client secret and the PKCE verifier.
 */
export function eidentSandbox(app: FastifyInstance, _options: object, done: () => void): void {
  acceptFormBodies(app);
  // Each code's id until it expires: a code is good once (per process; sandbox codes live a minute).
  const usedCodes = new Map<string, number>();

  app.get('/.well-known/openid-configuration', () => ({
    issuer: SANDBOX_ISSUER,
    authorization_endpoint: `${SANDBOX_ISSUER}/authorize`,
    token_endpoint: `${SANDBOX_ISSUER}/token`,
    jwks_uri: `${SANDBOX_ISSUER}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: ['sub', 'given_name', 'family_name', 'hetu', 'nonce'],
  }));

  app.get('/jwks', async () => ({ keys: [(await sandboxSigningKey(app.db)).publicJwk] }));

  app.get('/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const parsed = authorizationRequest(query);
    if (typeof parsed === 'string') return badRequest(reply, parsed);
    const page = renderAuthorizePage(deviceLanguage(query.ui_locales), parsed);
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.post('/authorize', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const parsed = authorizationRequest({ ...form, response_type: 'code', code_challenge_method: 'S256' });
    if (typeof parsed === 'string') return badRequest(reply, parsed);
    const back = new URL(parsed.redirect_uri);
    back.searchParams.set('state', parsed.state);
    const person = EIDENT_TEST_PERSONS[Number(str(form.person))];
    if (form.cancel || !person) {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 303);
    }
    const key = await sandboxSigningKey(app.db);
    const code = await new SignJWT({ ...parsed, person: EIDENT_TEST_PERSONS.indexOf(person) })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setAudience(CODE_AUDIENCE)
      .setJti(randomUUID())
      .setExpirationTime(`${CODE_TTL_SECONDS}s`)
      .sign(key.privateKey);
    back.searchParams.set('code', code);
    return reply.redirect(back.toString(), 303);
  });

  app.post('/token', tokenEndpoint(app, usedCodes));
  done();
}

/** The token endpoint: the code once, for its client and redirect_uri, with the PKCE verifier. */
function tokenEndpoint(app: FastifyInstance, usedCodes: Map<string, number>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const client = clientOf(form, request.headers.authorization);
    const secret = await appSecret(app.db, SANDBOX_CLIENT_SECRET_KEY);
    if (client.id !== SANDBOX_CLIENT_ID || !sameText(client.secret, secret))
      return reply.code(401).send({ error: 'invalid_client' });
    if (str(form.grant_type) !== 'authorization_code')
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    const key = await sandboxSigningKey(app.db);
    const grant = await jwtVerify(str(form.code), key.publicKey, { audience: CODE_AUDIENCE }).catch(
      () => null,
    );
    const claims = grant?.payload as Record<string, unknown> | undefined;
    const refused = (description: string) =>
      reply.code(400).send({ error: 'invalid_grant', error_description: description });
    if (!claims || usedCodes.has(str(claims.jti))) return refused('Unknown or used code');
    if (claims.client_id !== client.id || claims.redirect_uri !== str(form.redirect_uri))
      return refused('The code was issued to another client or redirect_uri');
    if (base64urlSha256(str(form.code_verifier)) !== claims.code_challenge)
      return refused('PKCE verification failed');
    const now = Date.now() / 1000;
    for (const [jti, exp] of usedCodes) if (exp < now) usedCodes.delete(jti);
    usedCodes.set(str(claims.jti), Number(claims.exp));
    const person = EIDENT_TEST_PERSONS[Number(claims.person)]!;
    const idToken = await new SignJWT({
      nonce: claims.nonce,
      given_name: person.givenName,
      family_name: person.surname,
      hetu: person.hetu,
      acr: 'http://ftn.ficora.fi/2017/loa2',
    })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuer(SANDBOX_ISSUER)
      .setAudience(client.id)
      .setSubject(base64urlSha256(`${client.id}:${person.hetu}`))
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
      .sign(key.privateKey);
    return {
      access_token: randomUUID(),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_TTL_SECONDS,
      id_token: idToken,
    };
  };
}

/** The client's id and secret: client_secret_basic when the header is there, client_secret_post otherwise. */
function clientOf(form: Record<string, unknown>, authorization: string | undefined) {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '')?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64')
      .toString()
      .split(':', 2)
      .map(decodeURIComponent);
    return { id, secret };
  }
  return { id: str(form.client_id), secret: str(form.client_secret) };
}
