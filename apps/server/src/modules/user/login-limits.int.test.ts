// @postgres: guesses arriving at once on several connections are counted one after another by row locks.
import { describe, expect, it } from 'vitest';
import {
  guessesPerHour,
  HOUR,
  isDomainError,
  LOGIN_FAILED,
  LOGIN_GUESS_LIMITS,
  TOO_MANY_ATTEMPTS,
} from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { userService } from './user-service.ts';

const testApp = useTestApp();
const call = apiCall(testApp);
const { account, ip: perIp } = LOGIN_GUESS_LIMITS;

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

const loginFrom = (ip: string, username: string, password: string, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The device cookie an answer sets, as the browser sends it back. */
function deviceCookie(answer: { headers: Record<string, unknown> }): string {
  const set = String(answer.headers['set-cookie']);
  expect(set).toMatch(
    /^apteek_device=[\w-]{22}\.[\w-]{43}; Path=\/api\/user\/login; HttpOnly; SameSite=Strict; Max-Age=\d+$/,
  );
  return set.split(';', 1)[0]!;
}

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

/** The user service on the test's database with a clock the test moves. */
function usersAt(start: string) {
  const clock = { now: Date.parse(start) };
  const users = userService({ db: testApp.app.db, secret: async () => 'test-secret', now: () => clock.now });
  return { clock, users };
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
    expect(checked.length).toBe(account.burst);
    expect(checked[0]!.json()).toEqual({ code: 401, result: LOGIN_FAILED, reason: 'login_failed' });
    expect(refused[0]!.json()).toEqual({ code: 429, result: TOO_MANY_ATTEMPTS, reason: 'too_many_attempts' });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('checks at most the per-IP limit when one address tries 40 accounts at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom('10.41.0.1', `nobody${i}@example.ee`, 'Wrong-guess')),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(perIp.burst);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - perIp.burst);
  });

  it('lets the owner in on a known device while an attacker floods the account from one address', async () => {
    const email = await register();
    const first = await loginFrom('203.0.113.5', email, PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = deviceCookie(first);

    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom('198.51.100.9', email, `Wrong-guess-${i}`)),
    );
    expect(flood.filter((answer) => answer.statusCode === 401)).toHaveLength(account.burst);
    // The owner's device, from wherever it is now, and at the same time as more guesses.
    const [owner, ...more] = await Promise.all([
      loginFrom('192.0.2.44', email, PASSWORD, cookie),
      ...Array.from({ length: 10 }, () => loginFrom('198.51.100.9', email, 'Wrong-guess')),
    ]);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().result).toEqual(expect.any(String));
    // The same device keeps its id; the cookie is renewed.
    expect(deviceCookie(owner)).toBe(cookie);
    expect(more.every((answer) => answer.statusCode === 429)).toBe(true);

    // A browser that never logged in to this account is a stranger, right password or not.
    expect((await loginFrom('203.0.113.5', email, PASSWORD)).statusCode).toBe(429);
    const [id, signature] = cookie.split('=')[1]!.split('.') as [string, string];
    const forged = `apteek_device=${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await loginFrom('203.0.113.5', email, PASSWORD, forged)).statusCode).toBe(429);
    // Nor does the attacker's own account's device cookie make them known for the owner's account.
    const own = await register();
    const ownCookie = deviceCookie(await loginFrom('198.51.100.9', own, PASSWORD));
    expect((await loginFrom('198.51.100.9', email, 'Wrong-guess', ownCookie)).statusCode).toBe(429);
  });

  it('keeps the owner in for two hours of an attacker guessing whenever the wait ends, from any address', async () => {
    const email = await register();
    const { clock, users } = usersAt('2026-11-21T10:00:00Z');
    const { deviceCookie: cookie } = await users.login(email, PASSWORD, '203.0.113.20');
    const checked: number[] = [];
    const ownerAnswers: ('ok' | 'wrong' | number)[] = [];
    for (let minute = 0; minute < 120; minute += 1) {
      clock.now = Date.parse('2026-11-21T10:00:00Z') + minute * 60_000;
      // The attacker guesses until refused, each guess from another address.
      for (let guess = 0; ; guess += 1) {
        const answer = await outcome(
          users.login(email, `Wrong-${minute}-${guess}`, `10.99.${minute}.${guess}`),
        );
        if (answer !== 'wrong') break;
        checked.push(clock.now);
      }
      if (minute % 5 === 4)
        ownerAnswers.push(await outcome(users.login(email, PASSWORD, '192.0.2.7', cookie)));
    }
    // The measured attack kept the owner out of 24 of 24 logins; now every one gets in.
    expect(ownerAnswers).toHaveLength(24);
    expect(ownerAnswers.every((answer) => answer === 'ok')).toBe(true);
    for (const start of checked) {
      const inHour = checked.filter((at) => at >= start && at <= start + HOUR).length;
      expect(inHour).toBeLessThanOrEqual(guessesPerHour(account));
    }
    // 5 at once, then one every 12 minutes.
    expect(checked).toHaveLength(account.burst + Math.floor((120 - 1) / 12));
  });

  it('counts only wrong passwords: right ones on new devices give theirs back, refusals count nothing', async () => {
    const email = await register();
    const { clock, users } = usersAt('2026-11-22T08:00:00Z');
    for (let i = 0; i < 2 * account.burst; i += 1) {
      expect(await outcome(users.login(email, PASSWORD, `10.42.0.${i}`))).toBe('ok');
    }
    for (let i = 0; i < account.burst; i += 1) {
      expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.10'))).toBe('wrong');
    }
    const wait = 12 * 60;
    for (let i = 0; i < 10; i += 1) {
      expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.10'))).toBe(wait - i * 60);
      clock.now += 60_000;
    }
    clock.now += 2 * 60_000;
    // Refusals did not push the wait on: the next guess is let through 12 minutes after the last one.
    expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.10'))).toBe('wrong');
  });

  it("limits a device's own wrong passwords (a stolen cookie), and starts them again at a right one", async () => {
    const email = await register();
    const { users } = usersAt('2026-11-23T08:00:00Z');
    const { deviceCookie: cookie } = await users.login(email, PASSWORD, '203.0.113.30');
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < LOGIN_GUESS_LIMITS.device.burst - 1; i += 1) {
        expect(await outcome(users.login(email, 'Typo', '203.0.113.30', cookie))).toBe('wrong');
      }
      expect(await outcome(users.login(email, PASSWORD, '203.0.113.30', cookie))).toBe('ok');
    }
    for (let i = 0; i < LOGIN_GUESS_LIMITS.device.burst; i += 1) {
      expect(await outcome(users.login(email, 'Typo', '203.0.113.30', cookie))).toBe('wrong');
    }
    expect(await outcome(users.login(email, PASSWORD, '203.0.113.30', cookie))).toBe(12 * 60);
    // The strangers' bucket is untouched by the device's guesses.
    expect(await outcome(users.login(email, PASSWORD, '203.0.113.31'))).toBe('ok');
  });

  it('forgets a quiet account after an hour', async () => {
    const email = await register();
    const { clock, users } = usersAt('2026-11-24T10:00:00Z');
    for (let i = 0; i < account.burst; i += 1) {
      expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.11'))).toBe('wrong');
    }
    clock.now += HOUR;
    for (let i = 0; i < account.burst; i += 1) {
      expect(await outcome(users.login(email, 'Wrong-guess', '198.51.100.11'))).toBe('wrong');
    }
    expect(await outcome(users.login(email, PASSWORD, '198.51.100.11'))).toBeTypeOf('number');
  });
});
