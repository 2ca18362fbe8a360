import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { appSecret } from '../../../plugins/app-secret.ts';
import { useLoggedTestApp } from '../../../test-app.ts';
import { listening } from '../smart-id/sk-test-helpers.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET_KEY } from '../../../providers/eident/index.ts';

const { testApp, lines } = useLoggedTestApp();
let base = '';
beforeAll(async () => {
  base = await listening(testApp.app);
});

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';', 1)[0]!;
const location = (response: Response) => response.headers.get('location') ?? '';
const get = (url: string, cookie = '') =>
  fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The popup's way up to the sandbox broker's answer: the callback address and the browser's cookie. */
async function throughSandbox(redirectUrl: string, person = '2') {
  const start = await get(`${base}/api/user/eident?redirect_url=${encodeURIComponent(redirectUrl)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(location(start));
  expect(authorize.origin + authorize.pathname).toBe(`${base}/sandbox/eident/authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await get(authorize.toString());
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  const html = await page.text();
  expect(html).toContain('131052-308T');
  expect(html).not.toMatch(/<script|style=/);
  const fields = Object.fromEntries(
    [...html.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const answered = await fetch(`${base}/sandbox/eident/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, bank: 'OP', person }).toString(),
  });
  expect(answered.status).toBe(303);
  return { callback: new URL(location(answered)), cookie: cookieOf(start), authorize };
}

describe(`Finnish e-identification over OIDC against the sandbox broker on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('a full flow logs the test person in and hands a working refresh token to the result page', async () => {
    const { callback, cookie } = await throughSandbox('/fi/eident/result');
    expect(callback.pathname).toBe('/api/user/eident/callback');
    const landed = await get(callback.toString(), cookie);
    expect(landed.status).toBe(303);
    const result = new URL(location(landed));
    expect(result.origin + result.pathname).toBe(`${base}/fi/eident/result`);
    const refreshToken = new URLSearchParams(result.hash.slice(1)).get('refresh_token');
    expect(refreshToken).toBeTruthy();
    const refreshed = await fetch(`${base}/api/user/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const { customer } = schema;
    const rows = await testApp.app.db
      .select({ firstname: customer.firstname, lastname: customer.lastname, countryId: customer.countryId })
      .from(customer)
      .where(eq(customer.personalCode, '131052-308T'));
    expect(rows).toEqual([{ firstname: 'Tiina', lastname: 'Testinen', countryId: 'FI' }]);
    // The code is used once: replaying the callback logs nobody in.
    const replay = await get(callback.toString(), cookie);
    expect(location(replay)).toMatch(/#error=unauthorized$/);
    const log = lines.join('\n');
    // The replay's refusal is logged, with its reason and without the person.
    expect(log).toContain('eident login refused');
    expect(log).not.toMatch(/131052|308T|Testinen/);
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const { callback, cookie } = await throughSandbox('/eident/result', '0');
    callback.searchParams.set('state', 'forged-state');
    const landed = await get(callback.toString(), cookie);
    expect(location(landed)).toBe(`${base}/eident/result#error=unauthorized`);
  });

  it('refuses a callback in a browser that started no login', async () => {
    const { callback } = await throughSandbox('/eident/result', '0');
    expect(location(await get(callback.toString()))).toMatch(/#error=unauthorized$/);
  });

  it.each([
    'https://evil.example/eident/result',
    '//evil.example/eident/result',
    '/fi/account',
    'javascript:alert(1)',
  ])('refuses a redirect_url outside the shop’s result pages: %s', async (redirectUrl) => {
    const start = await get(`${base}/api/user/eident?redirect_url=${encodeURIComponent(redirectUrl)}`);
    expect(start.status).toBe(400);
    expect(((await start.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('redirect_url');
  });

  it('the sandbox token endpoint refuses a wrong PKCE verifier and a wrong client secret', async () => {
    const { callback, cookie } = await throughSandbox('/eident/result');
    const pending = JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[0]!, 'base64url').toString()) as {
      verifier: string;
    };
    const secret = await appSecret(testApp.app.db, SANDBOX_CLIENT_SECRET_KEY);
    const exchange = (verifier: string, clientSecret = secret) =>
      fetch(`${base}/sandbox/eident/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code')!,
          redirect_uri: `${callback.origin}${callback.pathname}`,
          code_verifier: verifier,
          client_id: SANDBOX_CLIENT_ID,
          client_secret: clientSecret,
        }).toString(),
      });
    expect((await exchange('x'.repeat(43), 'wrong-secret')).status).toBe(401);
    const wrong = await exchange('y'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
    const right = await exchange(pending.verifier);
    expect(right.status).toBe(200);
    expect(((await right.json()) as { id_token: string }).id_token).toMatch(/^ey/);
  });
});
