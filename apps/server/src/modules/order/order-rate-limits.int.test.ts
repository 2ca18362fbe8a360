import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '@apteek/domain';
import { buildTestApp, useTestApp, TOO_MANY_REQUESTS_ANSWER } from '../../test-app.ts';
import { checkoutCalls } from './order-test-helpers.ts';

// The store's own per-IP limits, which the other API tests turn off.
const testApp = useTestApp({ requestLimits: REQUEST_LIMITS });
const { cartWith, placeOrder } = checkoutCalls(testApp);

const createCartFrom = (ip: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/cart/create?storeCode=ee', remoteAddress: ip });

describe(`per-IP request limits on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lets one address create only so many carts at once, and says when to come back', async () => {
    const { free } = REQUEST_LIMITS.cartCreate;
    const answers = await Promise.all(Array.from({ length: free + 10 }, () => createCartFrom('10.60.0.1')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(free);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json()).toEqual(TOO_MANY_REQUESTS_ANSWER);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REQUEST_LIMITS.cartCreate.windowMs / 1000);
    // Another address is not held back.
    expect((await createCartFrom('10.60.0.2')).statusCode).toBe(200);
  });

  it('lets one address place only so many orders, counting every attempt', async () => {
    const { free } = REQUEST_LIMITS.orderPlace;
    const carts = [];
    for (let i = 0; i <= free; i += 1) carts.push(await cartWith({ 'PARA-500-20': 1 }));
    const answers = [];
    for (const cartId of carts) answers.push(await placeOrder(cartId));
    expect(answers.slice(0, free).map((answer) => answer.status)).toEqual(Array<number>(free).fill(200));
    const refused = answers.at(-1)!;
    expect([refused.status, refused.body]).toEqual([429, TOO_MANY_REQUESTS_ANSWER]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets one address start only so many strong logins, whoever they are for', async () => {
    const { free } = REQUEST_LIMITS.identityInit;
    // Sandbox logins of three demo persons, each within its own per-person limit.
    const persons = ['40504040001', '60001017869', '51307149560'];
    const loginFrom = (ip: string, person: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/user/dummyLogin/${person}`, remoteAddress: ip });
    const answers = [];
    for (let i = 0; i <= free; i += 1) answers.push(await loginFrom('10.60.0.3', persons[i % 3]!));
    expect(answers.slice(0, free).map((answer) => answer.statusCode)).toEqual(Array<number>(free).fill(200));
    const refused = answers.at(-1)!;
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY_REQUESTS_ANSWER]);
    // The same person from another address is not held back.
    expect((await loginFrom('10.60.0.4', persons[free % 3]!)).statusCode).toBe(200);
  });

  it('behind a trusted proxy, counts each client by its forwarded address', async () => {
    const proxied = await buildTestApp({
      trustProxy: 'loopback',
      requestLimits: { cartCreate: { free: 1, windowMs: 60_000 } },
    });
    try {
      const createFor = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/cart/create?storeCode=ee',
          headers: { 'x-forwarded-for': client },
        });
      expect((await createFor('203.0.113.1')).statusCode).toBe(200);
      expect((await createFor('203.0.113.2')).statusCode).toBe(200);
      expect((await createFor('203.0.113.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
