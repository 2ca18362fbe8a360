import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LIMITS } from '@apteek/domain';
import { useTestApp, TOO_MANY_REQUESTS_ANSWER } from '../../test-app.ts';
import { RESET_ANSWER_FLOOR_MS } from './user-routes.ts';

const testApp = useTestApp();

async function post(url: string, payload: object, ip: string) {
  const started = performance.now();
  const response = await testApp.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; result: unknown; errors?: { field: string }[] }>(),
    retryAfter: response.headers['retry-after'],
    ms: performance.now() - started,
  };
}

const resetFrom = (ip: string, email: string) => post('/api/user/reset-password', { email }, ip);
const createPasswordFrom = (ip: string, email: string, resetToken: string) =>
  post('/api/user/create-password', { email, resetToken, newPassword: 'Renewed-2027' }, ip);

let registered = 0;
async function register(): Promise<string> {
  registered += 1;
  const email = `reset${registered}@example.ee`;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: {
      customer: { email, firstname: 'Mari', lastname: 'Maasikas', consentTermsAccepted: true },
      password: 'Apteek-2026',
    },
  });
  expect(created.statusCode).toBe(200);
  return email;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`password reset limits on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('throttles reset links per account, the same way whether or not the account exists', async () => {
    const known = await register();
    for (const email of [known, 'nobody@example.ee']) {
      const answers = [];
      for (let i = 0; i <= PASSWORD_RESET_LIMITS.account.free; i += 1) {
        answers.push(await resetFrom(`10.50.${registered}.${i + 1}`, email));
      }
      expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(
        Array<number>(PASSWORD_RESET_LIMITS.account.free).fill(200),
      );
      const refused = answers.at(-1)!;
      expect([refused.status, refused.body]).toEqual([429, TOO_MANY_REQUESTS_ANSWER]);
      expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    }
  });

  it('throttles reset links per IP address', async () => {
    const answers = await Promise.all(
      Array.from({ length: PASSWORD_RESET_LIMITS.ip.free + 5 }, (_, i) =>
        resetFrom('10.51.0.1', `someone${i}@example.ee`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PASSWORD_RESET_LIMITS.ip.free);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('throttles guessed reset tokens per account, known or not', async () => {
    const known = await register();
    for (const email of [known, 'nobody-else@example.ee']) {
      const answers = [];
      for (let i = 0; i <= PASSWORD_RESET_LIMITS.account.free; i += 1) {
        const guess = `guessed-token-${i}`.padEnd(43, 'x');
        answers.push(await createPasswordFrom(`10.52.${registered}.${i + 1}`, email, guess));
      }
      expect(answers.slice(0, -1).map((answer) => answer.body.result)).toEqual(
        Array<string>(PASSWORD_RESET_LIMITS.account.free).fill(
          'This password reset link is invalid or has expired.',
        ),
      );
      expect([answers.at(-1)!.status, answers.at(-1)!.body]).toEqual([429, TOO_MANY_REQUESTS_ANSWER]);
    }
  });

  it('answers a reset for an existing account no sooner or later than for an unknown address', async () => {
    const accounts = [
      await register(),
      await register(),
      await register(),
      await register(),
      await register(),
    ];
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, email] of accounts.entries()) {
      const found = await resetFrom(`10.53.0.${i + 1}`, email);
      const missing = await resetFrom(`10.53.1.${i + 1}`, `missing${i}@example.ee`);
      expect([found.status, missing.status]).toEqual([200, 200]);
      expect(found.body).toEqual(missing.body);
      known.push(found.ms);
      unknown.push(missing.ms);
    }
    // Both wait for the same floor, which covers the lookup, the token and the queued mail.
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 2);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });
});
