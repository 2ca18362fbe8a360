import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sameBrowser, useTestApp, type TestApp } from '../../../test-app.ts';
import type { SkRelyingParty } from '../../../config.ts';
import { MOBILE_ID_DEMO } from '../../../providers/mobile-id/index.ts';
import { sandboxCertificateAuthority } from '../../certificates/index.ts';
import { listening } from './sk-test-helpers.ts';
import { SMART_ID_DEMO } from '../../../providers/smart-id/index.ts';

/**
 * SK's side is another installation's sandbox, reached over HTTP at a configured URL with a
 * configured relying party and CA bundle, as SK's real service would be; the store's own sandboxes
 * are off (IDENTITY_SANDBOX=0 on https).
 */
const sk = useTestApp();
let store: TestApp;
let skUrl: string;
const wrongParty = { relyingPartyUuid: '11111111-1111-4111-8111-111111111111', relyingPartyName: 'Apteek' };

async function storeWith(smartId: Partial<SkRelyingParty>, mobileId: Partial<SkRelyingParty>) {
  const dir = mkdtempSync(join(tmpdir(), 'apteek-sk-'));
  const caBundle = join(dir, 'sk-ca.pem');
  writeFileSync(caBundle, (await sandboxCertificateAuthority(sk.app.db)).certificate.toString());
  return buildTestApp({
    identitySandbox: false,
    smartId: { baseUrl: `${skUrl}/sandbox/smart-id/v2`, ...SMART_ID_DEMO, caBundle, ...smartId },
    mobileId: { baseUrl: `${skUrl}/sandbox/mobile-id`, ...MOBILE_ID_DEMO, caBundle, ...mobileId },
  });
}

const post = (app: TestApp, url: string, payload: object, cookie = '') =>
  app.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

async function approve(device: string) {
  const page = await sk.app.inject({ method: 'GET', url: device });
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const posted = await sk.app.inject({
    method: 'POST',
    url: device,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, answer: 'approve' }).toString(),
  });
  expect(posted.statusCode).toBe(303);
}

async function loggedIn(path: string, init: Awaited<ReturnType<typeof post>>, device: string) {
  expect(init.statusCode).toBe(200);
  const { sessionId } = init.json<{ result: { sessionId: string } }>().result;
  const { cookie } = sameBrowser(init.headers);
  await approve(device);
  for (let i = 0; i < 10; i++) {
    const polled = await store.app.inject({
      method: 'GET',
      url: `/api/user/${path}/session?sessionId=${encodeURIComponent(sessionId)}`,
      headers: { cookie },
    });
    if (polled.json<{ result: { state: string } }>().result.state === 'COMPLETE') break;
  }
  return post(store, `/api/user/${path}/login`, { sessionId }, cookie);
}

describe(`configured Smart-ID and Mobile-ID relying parties on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  beforeAll(async () => {
    skUrl = await listening(sk.app);
    store = await storeWith({}, {});
  });
  afterAll(async () => {
    await store.close();
  });

  it('Smart-ID: init, approve and login go to the configured service and trust its CA bundle', async () => {
    const init = await post(store, '/api/user/smartid/init', { personalCode: '40504040001' });
    const login = await loggedIn('smartid', init, '/sandbox/smart-id/device/40504040001');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ code: 200, meta: { refreshToken: expect.any(String) } });
  });

  it('Mobile-ID: the same over MID REST', async () => {
    const init = await post(store, '/api/user/mobileid/init', {
      personalCode: '60001019906',
      phoneNumber: '+37200000766',
    });
    const login = await loggedIn('mobileid', init, '/sandbox/mobile-id/phone/+37200000766');
    expect(login.statusCode).toBe(200);
  });

  it('the configured relying party is the one SK is asked as: one SK does not know is rejected', async () => {
    const other = await storeWith(wrongParty, wrongParty);
    try {
      const smartId = await post(other, '/api/user/smartid/init', { personalCode: '40504040001' });
      expect(smartId.json()).toEqual({
        code: 400,
        result: 'Initiate Authentication rejected',
        reason: 'identity_rejected',
      });
      const mobileId = await post(other, '/api/user/mobileid/init', {
        personalCode: '60001019906',
        phoneNumber: '+37200000766',
      });
      expect(mobileId.json()).toEqual({
        code: 400,
        result: 'Initiate Authentication rejected',
        reason: 'identity_rejected',
      });
      const sandbox = await other.app.inject({ method: 'GET', url: '/sandbox/smart-id/device/40504040001' });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
