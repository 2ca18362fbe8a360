import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import type { IdentityPoll } from './account-api.ts';
import { OFFLINE_RETRY_MS, runIdentityLogin, type IdentityStep } from './identity-flow.ts';

const RUNNING: IdentityPoll = { state: 'RUNNING', result: null };
const OK: IdentityPoll = { state: 'COMPLETE', result: 'OK' };

/** A login whose polls answer `answers` in turn (an Error is thrown); when each poll started is kept. */
function flowOf(answers: (IdentityPoll | Error)[], delayMs?: number | null) {
  const controller = new AbortController();
  const polledAt: number[] = [];
  const steps: IdentityStep[] = [];
  let turn = 0;
  const done = runIdentityLogin({
    init: () => Promise.resolve({ sessionId: 's', verificationCode: '1234' }),
    poll: () => {
      polledAt.push(Date.now());
      const answer = answers[Math.min(turn++, answers.length - 1)]!;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    login: () => Promise.resolve({ ok: true }),
    onStep: (step) => steps.push(step),
    signal: controller.signal,
    delayMs,
  });
  return { done, polledAt, steps, controller };
}

/** The time before the first poll and between the polls after it (a 0 ms timer counts as 1 ms). */
const gaps = (times: number[]) => times.map((time, i) => time - (times[i - 1] ?? 0));

const offline = () => new ApiError('offline', 0, 'Failed to fetch');

describe('the identity poll loop’s delay (check_session_timeout)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a delay polls again at once, the server holding each running poll', async () => {
    const { done, polledAt, steps } = flowOf([RUNNING, RUNNING, OK], null);
    await vi.advanceTimersByTimeAsync(10);
    await done;
    expect(gaps(polledAt).every((gap) => gap <= 1)).toBe(true);
    expect(polledAt).toHaveLength(3);
    expect(steps.at(-1)).toEqual({ kind: 'done' });
  });

  it('with a delay waits that long before every poll', async () => {
    const { done, polledAt } = flowOf([RUNNING, RUNNING, OK], 2500);
    await vi.advanceTimersByTimeAsync(2499);
    expect(polledAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(polledAt).toEqual([2500]);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(polledAt).toEqual([2500, 5000, 7500]);
  });

  it('after a poll without an answer waits a second even without a delay, then goes on', async () => {
    const { done, polledAt, steps } = flowOf([offline(), offline(), RUNNING, OK], null);
    await vi.advanceTimersByTimeAsync(3 * OFFLINE_RETRY_MS);
    await done;
    const [first, second, third, fourth] = gaps(polledAt);
    expect(first).toBeLessThanOrEqual(1);
    expect([second, third]).toEqual([OFFLINE_RETRY_MS, OFFLINE_RETRY_MS]);
    expect(fourth).toBeLessThanOrEqual(1);
    expect(steps.at(-1)).toEqual({ kind: 'done' });
  });

  it('a delay longer than the offline retry is kept after a failure too', async () => {
    const { done, polledAt } = flowOf([offline(), OK], 3000);
    await vi.advanceTimersByTimeAsync(6000);
    await done;
    expect(polledAt).toEqual([3000, 6000]);
  });

  it('a cancel during the pause ends the loop without another poll or step', async () => {
    const { done, polledAt, steps, controller } = flowOf([RUNNING], 2000);
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(polledAt).toEqual([2000]);
    expect(steps.map((step) => step.kind)).toEqual(['starting', 'waiting']);
  });
});

describe('the identity login after an approved session', () => {
  it('a login whose session set-up threw (logged and cleared by the session) ends as a failure', async () => {
    const steps: IdentityStep[] = [];
    await runIdentityLogin({
      init: () => Promise.resolve({ sessionId: 's', verificationCode: '1234' }),
      poll: () => Promise.resolve(OK),
      login: () => Promise.reject(new Error('session setup')),
      onStep: (step) => steps.push(step),
      signal: new AbortController().signal,
      delayMs: 0,
    });
    expect(steps.at(-1)).toMatchObject({ kind: 'failed', message: SOMETHING_WRONG });
  });
});
