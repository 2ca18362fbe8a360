import { describe, expect, it } from 'vitest';
import { apiCall, sameBrowser, useTestApp } from '../../../test-app.ts';
import { SESSION_LONG_POLL_MS } from './index.ts';
import { devicePage, injectedPage } from './sk-test-helpers.ts';

const testApp = useTestApp();
const call = apiCall(testApp);

/** The person's test device page for their waiting session: a call that approves it. */
async function approval(device: string) {
  const page = await devicePage(injectedPage(testApp.app, device));
  return () => page.answer('approve');
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe(`a poll without check_session_timeout is no busy loop on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('a running session is held for the long poll; a poll under way answers the approval', async () => {
    const init = await call('POST', '/api/user/smartid/init', { personalCode: '40504040001' });
    expect(init.status).toBe(200);
    const sessionUrl = `/api/user/smartid/session?sessionId=${encodeURIComponent(init.body.result.sessionId)}`;
    const same = sameBrowser(init.headers);

    const running = await timed(() => call('GET', sessionUrl, undefined, same));
    expect(running.value.body.result).toEqual({ state: 'RUNNING', result: null });
    expect(running.ms).toBeGreaterThanOrEqual(SESSION_LONG_POLL_MS - 50);

    // A poll under way sees the approval: it answers COMPLETE, not RUNNING at the end of its wait.
    const approve = await approval('/sandbox/smart-id/device/40504040001');
    const pollStarted = performance.now();
    const polled = call('GET', sessionUrl, undefined, same);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await approve();
    const approvedAfter = performance.now() - pollStarted;
    const answer = (await polled).body.result;
    // On a loaded machine the approval itself may outlast the wait; then the next poll has it. How
    // soon the answer comes is a figure for a benchmark, not an assertion.
    if (approvedAfter < SESSION_LONG_POLL_MS - 300) {
      expect(answer).toEqual({ state: 'COMPLETE', result: 'OK' });
    } else {
      const next = await call('GET', sessionUrl, undefined, same);
      expect(next.body.result).toEqual({ state: 'COMPLETE', result: 'OK' });
    }
  });

  it('Mobile-ID holds a running session the same way', async () => {
    const init = await call('POST', '/api/user/mobileid/init', {
      personalCode: '60001017869',
      phoneNumber: '+37268000769',
    });
    expect(init.status).toBe(200);
    const sessionUrl = `/api/user/mobileid/session?sessionId=${encodeURIComponent(init.body.result.sessionId)}`;
    const running = await timed(() => call('GET', sessionUrl, undefined, sameBrowser(init.headers)));
    expect(running.value.body.result).toEqual({ state: 'RUNNING', result: null });
    expect(running.ms).toBeGreaterThanOrEqual(SESSION_LONG_POLL_MS - 50);
  });
});
