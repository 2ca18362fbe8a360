import { describe, expect, it } from 'vitest';
import { MOBILE_ID_MESSAGES } from '@apteek/domain';
import { apiCall, sameBrowser, useLoggedTestApp } from '../../../test-app.ts';
import { devicePage, injectedPage } from './sk-test-helpers.ts';

const { testApp, lines } = useLoggedTestApp();
const call = apiCall(testApp);

/** The person's test device (or phone) answers the waiting session. */
async function answer(device: string, choice: 'approve' | 'refuse') {
  const page = await devicePage(injectedPage(testApp.app, device));
  await page.answer(choice);
  return page.code;
}

async function settled(path: string, sessionId: string, headers: Record<string, string>) {
  for (let i = 0; i < 10; i++) {
    const polled = await call(
      'GET',
      `/api/user/${path}/session?sessionId=${encodeURIComponent(sessionId)}`,
      undefined,
      headers,
    );
    expect(polled.status).toBe(200);
    if (polled.body.result.state === 'COMPLETE') return polled.body.result;
  }
  throw new Error('never completed');
}

describe(`/api/user/smartid and /api/user/mobileid on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('Smart-ID: init → RUNNING → approve → COMPLETE/OK → login once; the customer is the certificate’s person', async () => {
    const init = await call('POST', '/api/user/smartid/init', { personalCode: '40504040001' });
    expect(init.status).toBe(200);
    const { sessionId, verificationCode } = init.body.result as {
      sessionId: string;
      verificationCode: string;
    };
    expect(verificationCode).toMatch(/^\d{4}$/);
    const same = sameBrowser(init.headers);
    const sessionUrl = `/api/user/smartid/session?sessionId=${encodeURIComponent(sessionId)}`;
    const running = await call('GET', sessionUrl, undefined, same);
    expect(running.body.result).toEqual({ state: 'RUNNING', result: null });
    const early = await call('POST', '/api/user/smartid/login', { sessionId }, same);
    expect(early).toMatchObject({ status: 401, body: { result: 'User not authorized' } });
    expect(await answer('/sandbox/smart-id/device/40504040001', 'approve')).toBe(verificationCode);
    expect(await settled('smartid', sessionId, same)).toEqual({ state: 'COMPLETE', result: 'OK' });
    // Another browser holding the session id (leaked, guessed from a log) gets nothing.
    const elsewhere = await call('POST', '/api/user/smartid/login', { sessionId });
    expect(elsewhere).toMatchObject({ status: 401, body: { result: 'User not authorized' } });
    expect((await call('GET', sessionUrl)).status).toBe(401);
    const login = await call('POST', '/api/user/smartid/login', { sessionId }, same);
    expect(login.status).toBe(200);
    expect((login.body as { meta?: { refreshToken?: unknown } }).meta?.refreshToken).toEqual(
      expect.any(String),
    );
    const me = await call('GET', '/api/user/me', undefined, { authorization: `Bearer ${login.body.result}` });
    expect(me.status).toBe(200);
    expect(me.body.result.lastname.toUpperCase()).toBe('TESTNUMBER');
    // Used once: the same browser can neither poll nor log in with the session again.
    const replay = await call('POST', '/api/user/smartid/login', { sessionId }, same);
    expect(replay).toMatchObject({ status: 401, body: { result: 'User not authorized' } });
    const polledAgain = await call('GET', sessionUrl, undefined, same);
    expect(polledAgain).toMatchObject({ status: 401, body: { code: 401, result: 'User not authorized' } });
    expect(lines.join('\n')).not.toContain('40504040001');
  });

  it('a session id this server did not sign, or of the other protocol, is not authorized', async () => {
    const forged = await call('GET', '/api/user/smartid/session?sessionId=eyJ9.AAAA');
    expect(forged).toMatchObject({ status: 401, body: { result: 'User not authorized' } });
    const init = await call('POST', '/api/user/mobileid/init', {
      personalCode: '60001019906',
      phoneNumber: '+37200000766',
    });
    const other = await call(
      'POST',
      '/api/user/smartid/login',
      { sessionId: init.body.result.sessionId },
      sameBrowser(init.headers),
    );
    expect(other.status).toBe(401);
  });

  it('a wrong personal code or phone is a 400 naming the field; no Smart-ID account is a rejected initiation', async () => {
    const bad = await call('POST', '/api/user/smartid/init', { personalCode: '40504040002' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'personalCode', message: 'Enter a valid Estonian personal code.' },
    ]);
    const phone = await call('POST', '/api/user/mobileid/init', {
      personalCode: '60001019906',
      phoneNumber: '555',
    });
    expect(phone.body.errors?.[0]?.field).toBe('phoneNumber');
    const none = await call('POST', '/api/user/smartid/init', { personalCode: '38001085718' });
    expect(none).toMatchObject({ status: 400, body: { result: 'Initiate Authentication rejected' } });
  });

  it('Mobile-ID: USER_CANCELLED ends with its message and no login', async () => {
    const init = await call('POST', '/api/user/mobileid/init', {
      personalCode: '60001019950',
      phoneNumber: '+37201100266',
      language: 'ru',
    });
    expect(init.status).toBe(200);
    const { sessionId } = init.body.result as { sessionId: string };
    expect(await settled('mobileid', sessionId, sameBrowser(init.headers))).toEqual({
      state: 'COMPLETE',
      result: 'USER_CANCELLED',
      message: MOBILE_ID_MESSAGES.USER_CANCELLED,
    });
    // The refusal is told once; the ended session is then as unknown as a forged one.
    const again = await call(
      'GET',
      `/api/user/mobileid/session?sessionId=${encodeURIComponent(sessionId)}`,
      undefined,
      sameBrowser(init.headers),
    );
    expect(again).toMatchObject({ status: 401, body: { result: 'User not authorized' } });
    const login = await call('POST', '/api/user/mobileid/login', { sessionId }, sameBrowser(init.headers));
    expect(login).toMatchObject({ status: 401, body: { result: 'User not authorized' } });
  });

  it('init is limited per personal code: the sixth start within ten minutes waits', async () => {
    const start = () => call('POST', '/api/user/smartid/init', { personalCode: '30403039917' });
    for (let i = 0; i < 5; i++) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
