// @postgres: limits counted in the database under concurrent requests.
import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_LIMITS, REQUEST_LIMITS, TOO_MANY_REQUESTS } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';

/**
 * "An account with this e-mail address already exists." tells whether someone has
 * an account, so asking it is limited: registrations (and checkouts that create an account) per
 * client address, changes to another e-mail address per account and per address. A refusal reads
 * the same whether or not the address has an account.
 */
// The registration limit is on here, as in production.
const testApp = useTestApp({ requestLimits: { cartCreate: null, orderPlace: null } });
const EXISTS = 'An account with this e-mail address already exists.';
const PASSWORD = 'Apteek-2026-long';

async function post(url: string, payload: object, ip: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
  return {
    status: response.statusCode,
    result: response.json<{ result: unknown }>().result,
    retryAfter: response.headers['retry-after'],
  };
}

const register = (email: string, ip: string) =>
  post(
    '/api/user/create',
    {
      customer: { email, firstname: 'Mari', lastname: 'Maasikas', consentTermsAccepted: true },
      password: PASSWORD,
    },
    ip,
  );

const checkout = (email: string, ip: string, createAccount: boolean) =>
  post(
    '/api/order?cartId=no-such-cart-0001',
    {
      storeCode: 'ee',
      personalDetails: {
        firstName: 'Mari',
        lastName: 'Maasikas',
        emailAddress: email,
        phoneNumber: '+37255512345',
        createAccount,
        password: PASSWORD,
      },
      shipping: { type: 'Pickup', carrierCode: 'pickup', methodCode: 'pickup' },
      payment: { method: 'cashondelivery' },
      termsAccepted: true,
    },
    ip,
    { 'idempotency-key': `checkout-${email.length}-${createAccount}` },
  );

describe('looking up who has an account', () => {
  it('lets one address register a few times an hour, then refuses a known and a new address alike', async () => {
    const ip = '203.0.113.20';
    expect((await register('known@example.ee', ip)).status).toBe(200);
    const answers = [];
    for (let i = 1; i < REQUEST_LIMITS.accountCreate.free; i += 1) {
      answers.push(await register(i % 2 === 0 ? 'known@example.ee' : `probe${i}@example.ee`, ip));
    }
    expect(answers.filter((a) => a.status === 400).every((a) => a.result === EXISTS)).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);

    const known = await register('known@example.ee', ip);
    const unknown = await register('nobody@example.ee', ip);
    expect([known.status, known.result]).toEqual([429, TOO_MANY_REQUESTS]);
    expect([unknown.status, unknown.result]).toEqual([429, TOO_MANY_REQUESTS]);
    expect(Number(known.retryAfter)).toBeGreaterThan(50 * 60);

    // Another address is not held up by this one.
    expect((await register('neighbour@example.ee', '203.0.113.21')).status).toBe(200);
  });

  it('counts a checkout that creates an account as a registration', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < REQUEST_LIMITS.accountCreate.free; i += 1) {
      expect((await register(`shopper${i}@example.ee`, ip)).status).toBe(200);
    }
    expect((await checkout('known@example.ee', ip, true)).status).toBe(429);
    // Without an account to create, the checkout goes on (here to the missing cart).
    expect((await checkout('known@example.ee', ip, false)).status).toBe(404);
  });

  it('lets an account try another e-mail address a few times an hour, its own as often as it likes', async () => {
    const ip = '203.0.113.40';
    expect((await register('changer@example.ee', '203.0.113.41')).status).toBe(200);
    const login = await post('/api/user/login', { username: 'changer@example.ee', password: PASSWORD }, ip);
    const auth = { authorization: `Bearer ${login.result as string}` };
    const change = (email: string) => post('/api/user/me', { customer: { email } }, ip, auth);

    const answers = [];
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.account.free; i += 1) {
      answers.push(await change(i === 0 ? 'known@example.ee' : `taken${i}@example.ee`));
    }
    expect(answers[0]).toMatchObject({ status: 400, result: EXISTS });
    expect(answers.slice(1).every((a) => a.status === 200)).toBe(true);
    const refused = await change('known@example.ee');
    expect([refused.status, refused.result]).toEqual([429, TOO_MANY_REQUESTS]);
    expect(Number(refused.retryAfter)).toBeGreaterThan(50 * 60);
    // The address it has now is no look-up.
    const current = `taken${EMAIL_CHANGE_LIMITS.account.free - 1}@example.ee`;
    expect((await change(current)).status).toBe(200);
  });
});
