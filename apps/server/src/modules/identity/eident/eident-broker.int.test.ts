import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-app.ts';
import { listening } from '../smart-id/sk-test-helpers.ts';

/** A configured broker played by the test: its ID tokens are whatever the test mints. */
const eident = { issuer: '', clientId: 'apteek-shop', clientSecret: 'broker-secret' };
let broker: Server;
let brokerKey: CryptoKey;
let otherKey: CryptoKey;
let mint: (nonce: string) => Promise<string> = () => Promise.reject(new Error('no token'));
let nonceOfLogin = '';
/** How many times the broker's JWKS was fetched. */
let jwksFetches = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  brokerKey = pair.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'broker-1', alg: 'ES256' }] };
  broker = createServer((request, response) => {
    const answer = (body: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration')
      return answer({
        issuer: eident.issuer,
        authorization_endpoint: `${eident.issuer}/authorize`,
        token_endpoint: `${eident.issuer}/token`,
        jwks_uri: `${eident.issuer}/jwks`,
      });
    if (request.url === '/jwks') {
      jwksFetches += 1;
      return answer(jwks);
    }
    void mint(nonceOfLogin).then((idToken) =>
      answer({ access_token: 'a', token_type: 'Bearer', id_token: idToken }),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  eident.issuer = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => broker.close(() => resolve())));

const testApp = useTestApp({ eident });
let base = '';
beforeAll(async () => {
  base = await listening(testApp.app);
});

const token = (claims: Record<string, unknown>, key = brokerKey, expires: string | number = '5m') =>
  new SignJWT({ given_name: 'Onni', family_name: 'Osuuspankki', hetu: '070770-905D', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'broker-1' })
    .setIssuer(eident.issuer)
    .setAudience(eident.clientId)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);

/** A login through the configured broker whose token endpoint answers `minted`: where the popup lands. */
async function loginWith(minted: (nonce: string) => Promise<string>): Promise<string> {
  mint = minted;
  const start = await fetch(`${base}/api/user/eident?redirect_url=%2Ffi%2Feident%2Fresult`, {
    redirect: 'manual',
  });
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.origin).toBe(eident.issuer);
  expect(authorize.searchParams.get('client_id')).toBe(eident.clientId);
  nonceOfLogin = authorize.searchParams.get('nonce') ?? '';
  const callback = `${base}/api/user/eident/callback?code=broker-code&state=${authorize.searchParams.get('state')}`;
  const cookie = (start.headers.get('set-cookie') ?? '').split(';', 1)[0]!;
  const landed = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  return landed.headers.get('location') ?? '';
}

describe(`Finnish e-identification against a configured broker on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('a token signed by the broker for this login logs the person in; the next login reuses its keys', async () => {
    expect(await loginWith((nonce) => token({ nonce }))).toMatch(/\/fi\/eident\/result#refresh_token=.+/);
    expect(await loginWith((nonce) => token({ nonce }))).toMatch(/\/fi\/eident\/result#refresh_token=.+/);
    expect(jwksFetches).toBe(1);
  });

  it('refuses an ID token whose nonce is not this login’s', async () => {
    expect(await loginWith(() => token({ nonce: 'another-login' }))).toMatch(/#error=unauthorized$/);
  });

  it('refuses an ID token signed by a key the broker does not publish', async () => {
    expect(await loginWith((nonce) => token({ nonce }, otherKey))).toMatch(/#error=unauthorized$/);
  });

  it('refuses an expired ID token', async () => {
    const expired = Math.floor(Date.now() / 1000) - 600;
    expect(await loginWith((nonce) => token({ nonce }, brokerKey, expired))).toMatch(/#error=unauthorized$/);
  });

  it('refuses an ID token issued to another client', async () => {
    const foreign = (nonce: string) =>
      new SignJWT({ nonce, hetu: '070770-905D', given_name: 'Onni', family_name: 'Osuuspankki' })
        .setProtectedHeader({ alg: 'ES256', kid: 'broker-1' })
        .setIssuer(eident.issuer)
        .setAudience('someone-else')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(brokerKey);
    expect(await loginWith(foreign)).toMatch(/#error=unauthorized$/);
  });

  it('lands the popup on the result page without a token when the broker cannot be reached', async () => {
    const issuer = eident.issuer;
    eident.issuer = 'http://127.0.0.1:1';
    try {
      const start = await fetch(`${base}/api/user/eident?redirect_url=%2Ffi%2Feident%2Fresult`, {
        redirect: 'manual',
      });
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe(`${base}/fi/eident/result#error=unavailable`);
    } finally {
      eident.issuer = issuer;
    }
  });
});
