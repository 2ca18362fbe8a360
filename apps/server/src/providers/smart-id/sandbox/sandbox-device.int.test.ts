import { describe, expect, it } from 'vitest';
import { apiCall, sameBrowser, useTestApp } from '../../../test-app.ts';

const testApp = useTestApp();
const call = apiCall(testApp);

const DEVICE = '/sandbox/smart-id/device/40504040001';

/** A login started in its own browser: the code its shop page shows, and a poll of its session. */
async function startLogin(path: 'smartid' | 'mobileid', body: object) {
  const init = await call('POST', `/api/user/${path}/init`, body);
  expect(init.status).toBe(200);
  const { sessionId, verificationCode } = init.body.result as { sessionId: string; verificationCode: string };
  const same = sameBrowser(init.headers);
  const url = `/api/user/${path}/session?sessionId=${encodeURIComponent(sessionId)}`;
  return {
    verificationCode,
    poll: async () =>
      (await call('GET', url, undefined, same)).body.result as { state: string; result: unknown },
  };
}

/** What the device page offers: each waiting session's code and its form's session, in page order. */
async function waitingOn(device: string, url = `${device}?lang=en`) {
  const page = await testApp.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const items = [...page.body.matchAll(/<li data-testid="waiting-session"[^>]*>(.*?)<\/li>/g)].map(
    ([, item]) => ({
      code: /data-testid="verification-code">(\d{4})</.exec(item!)?.[1],
      session: /name="session" value="([^"]+)"/.exec(item!)?.[1],
      approve: /<button[^>]*value="approve"[^>]*aria-label="([^"]+)"/.exec(item!)?.[1],
      refuse: /<button[^>]*value="refuse"[^>]*aria-label="([^"]+)"/.exec(item!)?.[1],
    }),
  );
  return { items, body: page.body };
}

async function answer(device: string, session: string | undefined, choice: 'approve' | 'refuse') {
  const posted = await testApp.app.inject({
    method: 'POST',
    url: `${device}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session: session ?? '', answer: choice }).toString(),
  });
  expect(posted.statusCode).toBe(303);
  return String(posted.headers.location);
}

async function settled(poll: () => Promise<{ state: string; result: unknown }>) {
  for (let i = 0; i < 10; i++) {
    const polled = await poll();
    if (polled.state === 'COMPLETE') return polled;
  }
  throw new Error('never completed');
}

describe(`the sandbox test device lists every waiting session on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('two logins of one person at once: each is answered by its own code, the older one first', async () => {
    const first = await startLogin('smartid', { personalCode: '40504040001' });
    const second = await startLogin('smartid', { personalCode: '40504040001' });

    const both = await waitingOn(DEVICE);
    // Newest first, each code with its own Approve and Refuse named by the code.
    expect(both.items.map((item) => item.code)).toEqual([second.verificationCode, first.verificationCode]);
    expect(both.items.map((item) => item.approve)).toEqual([
      `Approve ${second.verificationCode}`,
      `Approve ${first.verificationCode}`,
    ]);
    expect(both.items.map((item) => item.refuse)).toEqual([
      `Refuse ${second.verificationCode}`,
      `Refuse ${first.verificationCode}`,
    ]);
    expect(new Set(both.items.map((item) => item.session)).size).toBe(2);

    // The older login's browser approves its own code: the newer one keeps waiting.
    const olderSession = both.items.find((item) => item.code === first.verificationCode)?.session;
    const answered = await answer(DEVICE, olderSession, 'approve');
    expect(await settled(first.poll)).toEqual({ state: 'COMPLETE', result: 'OK' });
    expect(await second.poll()).toEqual({ state: 'RUNNING', result: null });

    // Back on the device after the answer: it was sent, and the other login still waits there.
    const left = await waitingOn(DEVICE, answered);
    expect(left.items.map((item) => item.code)).toEqual([second.verificationCode]);
    expect(left.body).toContain('Your answer was sent.');
    await answer(DEVICE, left.items[0]?.session, 'refuse');
    expect(await settled(second.poll)).toMatchObject({ state: 'COMPLETE', result: 'USER_REFUSED' });

    const none = await waitingOn(DEVICE);
    expect(none.items).toEqual([]);
    expect(none.body).toContain('No request is waiting.');
  });

  it('a session answered once keeps its answer; another person’s device shows none of it', async () => {
    const login = await startLogin('smartid', { personalCode: '40504040001' });
    const [waiting] = (await waitingOn(DEVICE)).items;
    expect(waiting?.code).toBe(login.verificationCode);
    expect((await waitingOn('/sandbox/smart-id/device/30403039917')).items).toEqual([]);
    await answer(DEVICE, waiting?.session, 'approve');
    await answer(DEVICE, waiting?.session, 'refuse');
    expect(await settled(login.poll)).toEqual({ state: 'COMPLETE', result: 'OK' });
  });

  it('the Mobile-ID test phone lists the waiting sessions of its number the same way', async () => {
    const phone = '/sandbox/mobile-id/phone/%2B37268000769';
    const body = { personalCode: '60001017869', phoneNumber: '+37268000769' };
    const first = await startLogin('mobileid', body);
    const second = await startLogin('mobileid', body);
    const { items } = await waitingOn(phone);
    expect(items.map((item) => item.code)).toEqual([second.verificationCode, first.verificationCode]);
    await answer(phone, items[1]?.session, 'approve');
    expect(await settled(first.poll)).toEqual({ state: 'COMPLETE', result: 'OK' });
    expect((await waitingOn(phone)).items.map((item) => item.code)).toEqual([second.verificationCode]);
  });
});
