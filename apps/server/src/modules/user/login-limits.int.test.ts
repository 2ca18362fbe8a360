import { describe, expect, it } from 'vitest';
import { isDomainError, LOGIN_FAILED, LOGIN_LIMITS, TOO_MANY_ATTEMPTS } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { userService } from './user-service.ts';

const testApp = useTestApp();
const call = apiCall(testApp);

const PASSWORD = 'Apteek-2026';
let registered = 0;
async function register(): Promise<string> {
  registered += 1;
  const email = `limit${registered}@example.ee`;
  const created = await call('POST', '/api/user/create', {
    customer: { email, firstname: 'Mari', lastname: 'Maasikas', consentTermsAccepted: true, language: 'et' },
    password: PASSWORD,
  });
  expect(created.status).toBe(200);
  return email;
}

const loginFrom = (ip: string, username: string, password: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    remoteAddress: ip,
  });

/** The answer a service call gave: 'ok', 'wrong', or the wait of a refusal in seconds. */
async function outcome(attempt: Promise<unknown>): Promise<'ok' | 'wrong' | number> {
  try {
    await attempt;
    return 'ok';
  } catch (error) {
    if (isDomainError(error, 'login_failed')) return 'wrong';
    if (isDomainError(error, 'too_many_attempts')) return error.details.retryAfterSeconds;
    throw error;
  }
}

describe(`login limits on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('checks at most the limit of passwords when 40 wrong ones arrive at once for one account', async () => {
    const email = await register();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(`10.40.0.${i + 1}`, email, `Wrong-guess-${i}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length + refused.length).toBe(40);
    expect(checked.length).toBe(LOGIN_LIMITS.account.free);
    expect(checked[0]!.json()).toEqual({ code: 401, result: LOGIN_FAILED });
    expect(refused[0]!.json()).toEqual({ code: 429, result: TOO_MANY_ATTEMPTS });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('checks at most the per-IP limit when one address tries 40 accounts at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom('10.41.0.1', `nobody${i}@example.ee`, 'Wrong-guess')),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(LOGIN_LIMITS.ip.free);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - LOGIN_LIMITS.ip.free);
  });

  it("lets the owner in after the attacker's delay, which doubles with each try up to 15 minutes", async () => {
    const email = await register();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const users = userService({ db: testApp.app.db, secret: async () => 'test-secret', now: () => clock });
    const attacker = (password = 'Wrong-guess') => outcome(users.login(email, password, '198.51.100.9'));
    for (let i = 0; i < LOGIN_LIMITS.account.free; i += 1) expect(await attacker()).toBe('wrong');
    // Locked for everyone, the owner too, but only for the delay: no lock-out without end.
    expect(await attacker()).toBe(30);
    expect(await outcome(users.login(email, PASSWORD, '203.0.113.5'))).toBe(30);
    const waits = [30];
    for (let i = 0; i < 7; i += 1) {
      clock += waits.at(-1)! * 1000 - 1000;
      expect(await attacker()).toBe(1);
      clock += 1000;
      expect(await attacker()).toBe('wrong');
      waits.push(Number(await outcome(users.login(email, PASSWORD, '203.0.113.5'))));
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    clock += 900_000;
    expect(await outcome(users.login(email, PASSWORD, '203.0.113.5'))).toBe('ok');
    // A right password starts the account's count again.
    for (let i = 0; i < LOGIN_LIMITS.account.free - 1; i += 1) expect(await attacker()).toBe('wrong');
    expect(await outcome(users.login(email, PASSWORD, '203.0.113.5'))).toBe('ok');
  });

  it('forgets a quiet account after an hour', async () => {
    const email = await register();
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const users = userService({ db: testApp.app.db, secret: async () => 'test-secret', now: () => clock });
    for (let i = 0; i < LOGIN_LIMITS.account.free; i += 1) {
      expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.10'))).toBe('wrong');
    }
    clock += 3600_000;
    for (let i = 0; i < LOGIN_LIMITS.account.free; i += 1) {
      expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.10'))).toBe('wrong');
    }
    expect(await outcome(users.login(email, PASSWORD, '198.51.100.10'))).toBeTypeOf('number');
  });
});
