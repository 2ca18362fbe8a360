// @postgres: bad input must meet each engine’s own errors (casts, ranges, collations) as a 4xx.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCall, useTestApp } from './test-app.ts';
import { answerAll, malformedApiRequests } from './testing/malformed-requests.ts';
import { fuzzOpenApi, type OpenApiDocument, type Pools } from './testing/openapi-fuzz.ts';
import { ESTONIAN_COURIER_ORDER } from './testing/order-bodies.ts';

/**
 * Bad input at the edge: requests generated from the OpenAPI description at /api/docs —
 * every route, valid-ish and hostile values — never answer 5xx. Seeded, so a failure repeats;
 * FUZZ_SEED and FUZZ_RUNS try others. Each engine's pass draws its own requests (its own seed), so
 * the suite sends 8,000 different ones through the two, beside the 7,000 over HTTP of the abuse
 * bench's fuzz (`BENCH_PARTS=fuzz npm run bench:abuse`, also in `npm test`).
 */
const ENGINE_SEED = process.env.TEST_DB_ENGINE === 'postgres' ? 15_2027 : 15_2026;
const SEED = Number(process.env.FUZZ_SEED ?? ENGINE_SEED);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4000);

const testApp = useTestApp();
const call = apiCall(testApp);

/** Real ids, so generated requests also get past the lookups into the code behind them. */
async function realValues(): Promise<Pools> {
  const products = await call('POST', '/api/catalog/search/product', {
    size: 8,
    includeFields: ['sku', 'id'],
  });
  const items = products.body.result.items as { sku: string; id: number }[];
  const skus = items.map((item) => item.sku);
  const cartId = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
  await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'PARA-500-10', qty: 1 } });
  const orderCart = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
  await call('POST', `/api/cart/update?cartId=${orderCart}`, { cartItem: { sku: 'PARA-500-10', qty: 1 } });
  const order = await call(
    'POST',
    `/api/order?cartId=${orderCart}`,
    { ...ESTONIAN_COURIER_ORDER, payment: { method: 'cashondelivery' } },
    {
      'idempotency-key': randomUUID(),
    },
  );
  if (order.status !== 200) throw new Error(`order: ${JSON.stringify(order.body)}`);
  // A fresh account, logged in from an address of its own: the fuzz before guesses passwords for
  // the pool's username from the test's address, and the login limits count those guesses.
  const email = `fuzz.${randomUUID().slice(0, 8)}@example.ee`;
  const password = 'Fuzz-tester-2026';
  await call('POST', '/api/user/create', {
    customer: { email, firstname: 'Fuzz', lastname: 'Tester', consentTermsAccepted: true },
    password,
  });
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const session = login.json<{ result: string; meta: { refreshToken: string } }>();
  return {
    sku: skus,
    skus: [skus.join(','), skus.slice(0, 2)],
    value: [...skus, ...items.map((item) => String(item.id))],
    cartId: [cartId, orderCart],
    mergeCartId: [cartId],
    quoteId: [cartId],
    orderId: [order.body.result.orderId],
    orderCode: [order.body.result.orderCode],
    accessToken: [session.result],
    refreshToken: [session.meta.refreshToken],
    username: [email],
    email: [email],
    file: ['para-500-10.svg', 'product/para-500-10.svg'],
    categoryIds: [[3, 11]],
  };
}

describe('requests generated from the OpenAPI description', () => {
  it(`answer no 5xx to ${RUNS} requests over every route (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const pools = await realValues();
    expect(pools.orderId![0], 'the fuzz needs a placed order').toEqual(expect.any(String));
    expect(pools.accessToken![0], 'the fuzz needs a session').toEqual(expect.any(String));
    const outcome = await fuzzOpenApi(testApp.app, pools, { seed: SEED, runs: RUNS });
    expect(outcome.requests).toBe(RUNS);
    // Enough requests pass validation that the code behind it is tried too (about a quarter answer 200).
    expect(outcome.statuses[200] ?? 0).toBeGreaterThan(RUNS / 10);
    expect(outcome.failures).toEqual([]);
  });
});

describe('malformed requests on every route of the OpenAPI description', () => {
  it(
    'answer no 5xx to bodies nested past the limit, integers past 32 bits and repeated parameters',
    { timeout: 600_000 },
    async () => {
      const pools = await realValues();
      const document = (
        await testApp.app.inject({ method: 'GET', url: '/api/docs' })
      ).json<OpenApiDocument>();
      const requests = malformedApiRequests(document, pools);
      // Every documented operation gets its share (at least its six deep bodies).
      expect(requests.length).toBeGreaterThan(Object.keys(document.paths).length * 6);
      const outcome = await answerAll(testApp.app, requests);
      expect(outcome.failures).toEqual([]);
      expect(outcome.statuses[400] ?? 0).toBeGreaterThan(requests.length / 2);
    },
  );
});
