import { describe, expect, it } from 'vitest';
import { ID_CARD_REFUSALS } from '@apteek/domain';
import { apiCall, useLoggedTestApp } from '../../../test-app.ts';
import {
  createCertificateAuthority,
  issueIdentityCertificate,
  KEY_USAGE,
  sandboxCertificateAuthority,
  type IssueOptions,
  type TestIdentity,
} from '../../certificates/index.ts';

const { testApp, lines } = useLoggedTestApp();
const call = apiCall(testApp);

const PERSON: TestIdentity = {
  givenName: 'JAAK-KRISTJAN',
  surname: 'JÕEORG',
  personalCode: '38412319871',
  country: 'EE',
};
const DAY = 24 * 3600 * 1000;

async function sandboxCertificate(options: IssueOptions = {}) {
  const ca = await sandboxCertificateAuthority(testApp.app.db);
  return (await issueIdentityCertificate(ca, PERSON, options)).certificate.toString();
}

/** GET /cert/user/idlogin as the proxy forwards it: nginx's $ssl_client_escaped_cert. */
const idLogin = (pem: string | null, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({
    method: 'GET',
    url: '/cert/user/idlogin',
    remoteAddress,
    headers: pem === null ? {} : { 'x-client-cert': encodeURIComponent(pem) },
  });

const refused = (refusal: keyof typeof ID_CARD_REFUSALS) => ({
  code: 401,
  result: ID_CARD_REFUSALS[refusal],
  reason: 'identity_certificate_refused',
});

describe(`GET /cert/user/idlogin on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('a valid certificate from the proxy logs its person in by ID card: code and result.refreshToken', async () => {
    const answer = await idLogin(await sandboxCertificate());
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ code: number; result: { token: string; refreshToken: string } }>();
    expect(body.code).toBe(200);
    expect(body.result.refreshToken).toEqual(expect.any(String));
    const me = await call('GET', '/api/user/me', undefined, {
      authorization: `Bearer ${body.result.token}`,
    });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({
      firstname: 'Jaak-Kristjan',
      lastname: 'Jõeorg',
      identityMethod: 'id-card',
    });
  });

  it('refuses an expired, a not yet valid, a foreign-CA and a signing-only certificate, each saying why', async () => {
    const now = Date.now();
    const expired = await sandboxCertificate({
      notBefore: new Date(now - 400 * DAY),
      notAfter: new Date(now - DAY),
    });
    expect((await idLogin(expired)).json()).toEqual(refused('expired'));
    const early = await sandboxCertificate({ notBefore: new Date(now + DAY) });
    expect((await idLogin(early)).json()).toEqual(refused('not_yet_valid'));
    const foreignCa = await createCertificateAuthority('Somebody else’s CA');
    const foreign = (await issueIdentityCertificate(foreignCa, PERSON)).certificate.toString();
    expect((await idLogin(foreign)).json()).toEqual(refused('foreign_ca'));
    const signing = await sandboxCertificate({ keyUsage: KEY_USAGE.nonRepudiation });
    expect((await idLogin(signing)).json()).toEqual(refused('wrong_usage'));
    expect((await idLogin('not a certificate')).json()).toEqual(refused('unreadable'));
  });

  it('ignores the header from a peer that is not the proxy, and answers a login without a certificate', async () => {
    const pem = await sandboxCertificate();
    const spoofed = await idLogin(pem, '203.0.113.9');
    expect(spoofed.statusCode).toBe(401);
    expect(spoofed.json()).toEqual(refused('missing'));
    expect((await idLogin(null)).json()).toEqual(refused('missing'));
    expect((await idLogin('(null)')).json()).toEqual(refused('missing'));
  });

  it('the sandbox certificate page lists test persons and logs the chosen one in as the proxy would', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/sandbox/id-card' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="id-card-60001019906"');
    const chosen = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/id-card',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: 'personalCode=60001019906',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ code: 200, result: { refreshToken: expect.any(String) } });
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/id-card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'personalCode=12345678901',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { field: 'personalCode', message: 'Choose one of the test persons.' },
    ]);
  });

  const choose = (payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/sandbox/id-card',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      },
      payload,
    });

  it("in the popup, the choice goes on to the store's result page with the refresh token in the fragment", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/sandbox/id-card?store=fi' });
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('Valitse varmenne');
    expect(page.body).toContain('name="store" value="fi"');

    for (const [store, result] of [
      ['fi', '/fi/eident/result'],
      ['ee', '/eident/result'],
    ] as const) {
      const chosen = await choose(`store=${store}&personalCode=60001019906`);
      expect(chosen.statusCode).toBe(303);
      const location = chosen.headers.location as string;
      expect(location.split('#')[0]).toBe(result);
      const refreshToken = new URLSearchParams(location.split('#')[1]).get('refresh_token')!;
      const refreshed = await call('POST', '/api/user/refresh', { refreshToken });
      expect(refreshed.status).toBe(200);
      const me = await call('GET', '/api/user/me', undefined, {
        authorization: `Bearer ${refreshed.body.result as string}`,
      });
      expect(me.body.result).toMatchObject({ firstname: 'Mary Änn', identityMethod: 'id-card' });
    }
  });

  it("shows the login's refusal on the certificate page, in the store's language", async () => {
    const expired = await choose('store=ru&certificate=expired&personalCode=39703035237');
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['content-type']).toMatch(/^text\/html/);
    expect(expired.headers.location).toBeUndefined();
    expect(expired.body).toContain('<html lang="ru">');
    expect(expired.body).toContain('Срок действия сертификата ID-карты истёк.');
    expect(expired.body).toContain('href="/sandbox/id-card?store=ru"');
    const signing = await choose('store=ee&certificate=signing&personalCode=38412319871');
    expect(signing.statusCode).toBe(401);
    expect(signing.body).toContain('See ID-kaardi sertifikaat pole isikutuvastuseks.');
  });

  it('refuses a store that is not one of the shop’s, naming the field', async () => {
    for (const answer of [
      await testApp.app.inject({ method: 'GET', url: '/sandbox/id-card?store=evil.example' }),
      await choose('store=https%3A%2F%2Fevil.example&personalCode=60001019906'),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([{ field: 'store', message: 'Choose one of the stores.' }]);
    }
  });

  it('no personal code reaches the log', () => {
    expect(lines.join('\n')).toContain('ID-card certificate refused');
    for (const code of ['38412319871', '60001019906']) expect(lines.join('\n')).not.toContain(code);
  });
});
