import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import type { Fetcher } from '../smart-id/index.ts';

export interface EidentSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  fetcher?: Fetcher;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** One login's secrets: kept in the browser's HttpOnly cookie, never in the URL except state. */
export interface AuthorizationSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

export interface EidentPerson {
  hetu: string;
  givenName: string;
  surname: string;
}

export class EidentRefused extends Error {}

/**
 * The brokers' signing keys, one remote key set per issuer and JWKS address: `jose` keeps the keys
 * it fetched and fetches again only for a key id it does not know (a rotation) or when they are
 * old, so a login does not cost the broker a JWKS request.
 */
export type BrokerKeys = Map<string, ReturnType<typeof createRemoteJWKSet>>;

/** How long the broker's JWKS may take to answer. */
const JWKS_TIMEOUT_MS = 5000;

function brokerKeys(keys: BrokerKeys, issuer: string, jwksUri: string, fetcher: Fetcher) {
  const id = `${issuer} ${jwksUri}`;
  let set = keys.get(id);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), {
      timeoutDuration: JWKS_TIMEOUT_MS,
      [customFetch]: (url, options) =>
        fetcher(url, {
          method: 'GET',
          headers: Object.fromEntries(options.headers),
          redirect: options.redirect,
          signal: options.signal,
        }),
    });
    keys.set(id, set);
  }
  return set;
}

const random = () => randomBytes(32).toString('base64url');

async function json<T>(answer: Promise<Response>, what: string): Promise<T> {
  const response = await answer;
  if (!response.ok) throw new EidentRefused(`${what} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The relying party of an OpenID Connect broker (authorization-code flow with PKCE S256): the
 * authorization address with fresh state, nonce and verifier, and the callback's code exchanged for
 * an ID token verified with `jose` (signature against the broker's JWKS, issuer, audience, expiry,
 * nonce). Discovery is read per login; the keys come from `keys`, shared by the logins, so a
 * broker's key rotation needs no restart and a login no JWKS request.
 */
export function eidentClient(settings: EidentSettings, keys: BrokerKeys = new Map()) {
  const fetcher = settings.fetcher ?? ((url, init) => fetch(url, init));
  const discovery = async () => {
    const doc = await json<Discovery>(
      fetcher(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { method: 'GET' }),
      'discovery',
    );
    if (doc.issuer !== settings.issuer) throw new EidentRefused('discovery names another issuer');
    return doc;
  };
  return {
    async authorization(redirectUri: string, language: string) {
      const secrets: AuthorizationSecrets = { state: random(), nonce: random(), verifier: random() };
      const url = new URL((await discovery()).authorization_endpoint);
      const challenge = createHash('sha256').update(secrets.verifier).digest('base64url');
      for (const [name, value] of Object.entries({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'openid profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ui_locales: language,
      }))
        url.searchParams.set(name, value);
      return { url, secrets };
    },

    async person(code: string, redirectUri: string, secrets: AuthorizationSecrets): Promise<EidentPerson> {
      const doc = await discovery();
      const tokens = await json<{ id_token?: unknown }>(
        fetcher(doc.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            code_verifier: secrets.verifier,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }).toString(),
        }),
        'token endpoint',
      );
      if (typeof tokens.id_token !== 'string') throw new EidentRefused('no ID token');
      const jwks = brokerKeys(keys, settings.issuer, doc.jwks_uri, fetcher);
      const verified = await jwtVerify(tokens.id_token, jwks, {
        issuer: settings.issuer,
        audience: settings.clientId,
        algorithms: ['ES256', 'RS256', 'PS256'],
        requiredClaims: ['exp', 'iat', 'nonce'],
        clockTolerance: 30,
      }).catch((error: unknown) => {
        throw new EidentRefused(`ID token refused: ${(error as Error).name}`);
      });
      if (verified.payload.nonce !== secrets.nonce) throw new EidentRefused('nonce mismatch');
      return personOf(verified.payload);
    },
  };
}

export type EidentClient = ReturnType<typeof eidentClient>;

/** Name and hetu from the ID token (`hetu`, or the `nin` some brokers use). */
function personOf(claims: JWTPayload): EidentPerson {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const hetu = text(claims.hetu) || text(claims.nin);
  if (!hetu) throw new EidentRefused('the ID token names no personal code');
  return { hetu, givenName: text(claims.given_name), surname: text(claims.family_name) };
}
