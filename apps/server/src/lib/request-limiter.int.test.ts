// @postgres: one conditional upsert per request, its row locked; the engines must agree.
import { describe, expect, it } from 'vitest';
import { DomainError } from '@apteek/domain';
import { useTestApp } from '../test-app.ts';
import { requestLimiter } from './request-limiter.ts';

const testApp = useTestApp();
const HOUR = 3_600_000;
const T = Date.parse('2026-12-03T12:00:00Z');

/** A limiter whose clock reads the given times, one a request. */
function limiterAt(...times: number[]) {
  const clock = [...times];
  return requestLimiter(testApp.app.db, () => clock.shift() ?? T);
}

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.details : error),
  );

describe(`the request limiter on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lets a request through whose clock was read before another one counted first', async () => {
    const key = { key: `test:clock-order:${Math.random()}`, policy: { free: 5, windowMs: HOUR } };
    // The second request read its clock 40 ms before the first, but reached the database after it.
    const limiter = limiterAt(T + 40, T, T + 20);
    for (let request = 0; request < 3; request += 1) {
      expect(await refusal(limiter.hit([key], 'too_many_requests')), `request ${request + 1}`).toBeNull();
    }
  });

  it('still refuses the request past a full window until the window ends, and backs off after free tries', async () => {
    const windowKey = { key: `test:window:${Math.random()}`, policy: { free: 2, windowMs: HOUR } };
    const window = limiterAt(T, T + 1000, T + 2000, T + HOUR + 1);
    expect(await refusal(window.hit([windowKey], 'too_many_requests'))).toBeNull();
    expect(await refusal(window.hit([windowKey], 'too_many_requests'))).toBeNull();
    expect(await refusal(window.hit([windowKey], 'too_many_requests'))).toEqual({
      retryAfterSeconds: HOUR / 1000 - 2,
    });
    expect(await refusal(window.hit([windowKey], 'too_many_requests')), 'a new window').toBeNull();

    const backoff = {
      key: `test:backoff:${Math.random()}`,
      policy: { free: 1, windowMs: HOUR, backoff: { baseMs: 1000, maxMs: 60_000 } },
    };
    const tries = limiterAt(T, T + 10, T + 1010);
    expect(await refusal(tries.hit([backoff], 'too_many_attempts'))).toBeNull();
    expect(await refusal(tries.hit([backoff], 'too_many_attempts'))).toEqual({ retryAfterSeconds: 1 });
    expect(await refusal(tries.hit([backoff], 'too_many_attempts')), 'after its wait').toBeNull();
  });
});
