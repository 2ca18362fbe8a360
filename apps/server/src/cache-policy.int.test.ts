// @postgres: every documented route answered on each engine.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { NO_STORE, PUBLIC_ROUTES } from './plugins/cache-policy.ts';
import { useTestApp } from './test-app.ts';
import { requestFor, type FuzzRequest, type OpenApiDocument, type Pools } from './testing/openapi-fuzz.ts';
import { ESTONIAN_COURIER_ORDER } from './testing/order-bodies.ts';
import { staffSessionCookie } from './testing/staff-session.ts';

/**
 * Nothing personal is cacheable. Every route of the OpenAPI description is called as
 * a signed-in customer (and a signed-in pharmacist) would call it, with real carts, orders and
 * tokens; every answer of a route outside PUBLIC_ROUTES must be `Cache-Control: no-store`,
 * whatever its status. Pages too: personal ones no-store, kept catalogue pages and build files as
 * they were.
 */
// `npm test` builds the storefront before the integration tests; the pages need it.
const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
const testApp = useTestApp({ webBuildDir });

/** Requests per documented operation, drawn valid from the schema and the real values below. */
const SAMPLES = 3;
const SEED = 38_6;
/** Person 40504040001 is a Smart-ID demo identity of the sandboxes (for the dummy login). */
const DEMO_PERSON = '40504040001';
const PASSWORD_CUSTOMER = { email: 'cache.policy@example.ee', firstname: 'Kati', lastname: 'Karu' };
const PASSWORD = 'Cache-policy-2026';
const JSON_HEADERS = { 'content-type': 'application/json' };
/** Once sent without Cache-Control: carts with their patients, the account, orders, mails, tokens. */
const MEASURED_CACHEABLE = [
  'GET /api/cart/pull',
  'GET /api/cart/totals',
  'GET /api/user/me',
  'GET /api/order/history',
  'GET /api/mail/outbox',
  'POST /api/user/refresh',
];

interface Fixture {
  pools: Pools;
  customerId: number;
  staffCookie: string;
}

let fixture: Fixture;

beforeAll(async () => {
  fixture = await makeFixture();
});

async function inject(method: FuzzRequest['method'], url: string, body?: unknown, headers = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A strongly identified customer with a cart and an order, a pharmacist signed in, real ids. */
async function makeFixture(): Promise<Fixture> {
  const login = (await inject('GET', `/api/user/dummyLogin/${DEMO_PERSON}`)).json<{
    result: { token: string };
  }>().result;
  const bearer = { authorization: `Bearer ${login.token}` };
  // The account a strong login made gives its e-mail, phone and the terms before it may order.
  const completed = await inject(
    'POST',
    '/api/user/me',
    {
      customer: { email: 'strong.login@example.ee', phoneNumber: '+37251234567', consentTermsAccepted: true },
    },
    bearer,
  );
  expect(completed.statusCode, completed.body).toBe(200);
  const [customer] = await testApp.app.db
    .select({ id: schema.customer.id, email: schema.customer.email })
    .from(schema.customer)
    .where(eq(schema.customer.personalCode, DEMO_PERSON));
  const orderCart = await cartWithLine(bearer);
  // A merge empties the cart it takes lines from: a guest's, as at a login.
  const guestCart = await cartWithLine({});
  const order = await inject(
    'POST',
    `/api/order?cartId=${orderCart}`,
    { ...ESTONIAN_COURIER_ORDER, payment: { method: 'cashondelivery' } },
    { ...bearer, 'idempotency-key': randomUUID() },
  );
  expect(order.statusCode, order.body).toBe(200);
  const placed = order.json<{ result: { orderId: string; orderCode: string } }>().result;
  // A customer has one cart: the one made last is theirs.
  const cartId = await cartWithLine(bearer);
  return {
    customerId: customer!.id,
    staffCookie: await staffSessionCookie(testApp.app),
    pools: {
      sku: ['PARA-500-10', 'IBU-400-20'],
      value: ['PARA-500-10'],
      cartId: [cartId],
      quoteId: [cartId],
      mergeCartId: [guestCart],
      orderId: [placed.orderId],
      orderCode: [placed.orderCode],
      username: [customer!.email],
      email: [customer!.email],
      id: [DEMO_PERSON],
      file: ['para-500-10.svg'],
      storeCode: ['ee'],
    },
  };
}

async function cartWithLine(headers: Record<string, string>): Promise<string> {
  const created = await inject('POST', '/api/cart/create?storeCode=ee', undefined, headers);
  const cartId = created.json<{ result: string }>().result;
  const line = { cartItem: { sku: 'PARA-500-10', qty: 1 } };
  expect((await inject('POST', `/api/cart/update?cartId=${cartId}`, line, headers)).statusCode).toBe(200);
  return cartId;
}

/** A fresh customer session per request, so a logout or a refresh ends only its own. */
async function customerSession() {
  const [row] = await testApp.app.db
    .select()
    .from(schema.customer)
    .where(eq(schema.customer.id, fixture.customerId));
  return testApp.app.users.startSession(row!, 'smart-id');
}

let throwaways = 0;
/** Deleting an account ends it: that call is walked with an account of its own each time. */
async function sessionFor(route: string) {
  if (route !== '/api/user/forget') return customerSession();
  throwaways += 1;
  const [row] = await testApp.app.db
    .insert(schema.customer)
    .values({ email: `throwaway${throwaways}@example.ee`, firstname: 'Kati', lastname: 'Karu' })
    .returning();
  return testApp.app.users.startSession(row!, 'smart-id');
}

const fastifyRoute = (method: string, route: string) => `${method} ${route.replace(/\{(\w+)\}/g, ':$1')}`;
const isPublic = (method: string, route: string) => PUBLIC_ROUTES.includes(fastifyRoute(method, route));
/**
 * Walked last: they replace the customer's cart, take its lines, place it as an order, or end the
 * pharmacist's session, so the routes before them meet the cart and the session as they were.
 */
const WALKED_LAST = new Set([
  'POST /api/cart/create',
  'POST /api/cart/delete',
  'POST /api/order',
  'POST /api/staff/logout',
]);
const isWalkedLast = (method: string, route: string) => WALKED_LAST.has(`${method} ${route}`);

interface Answer {
  /** The documented operation, `METHOD /api/path/{param}`. */
  route: string;
  request: string;
  isPublic: boolean;
  status: number;
  cacheControl: string | undefined;
}

async function walkOpenApi(): Promise<Answer[]> {
  const document = (await inject('GET', '/api/docs')).json<OpenApiDocument>();
  const operations = Object.entries(document.paths)
    .flatMap(([route, items]) =>
      Object.entries(items).map(([method, operation]) => ({
        route,
        method: method.toUpperCase() as FuzzRequest['method'],
        operation,
      })),
    )
    .sort((a, b) => Number(isWalkedLast(a.method, a.route)) - Number(isWalkedLast(b.method, b.route)));
  const answers: Answer[] = [];
  for (const { route, method, operation } of operations) {
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const session = await sessionFor(route);
      const pools = { ...fixture.pools, refreshToken: [session.refreshToken] };
      const arbitrary = requestFor(route, method, operation, { pools, hostility: 0 });
      const [request] = fc.sample(arbitrary, { seed: SEED + sample, numRuns: 1 });
      const response = await testApp.app.inject({
        ...request!,
        headers: {
          ...request!.headers,
          authorization: `Bearer ${session.token}`,
          cookie: fixture.staffCookie,
        },
      });
      answers.push({
        route: `${method} ${route}`,
        request: `${request!.method} ${request!.url}`,
        isPublic: isPublic(method, route),
        status: response.statusCode,
        cacheControl: response.headers['cache-control'],
      });
    }
  }
  return answers;
}

describe(`Cache-Control on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  // About 300 requests, each with a session of its own: longer than a test's default on a busy machine.
  it(
    'is no-store on every answer of every documented route outside the public list, whatever its status',
    { timeout: 240_000 },
    async () => {
      const answers = await walkOpenApi();
      const leaks = answers.filter((answer) => !answer.isPublic && answer.cacheControl !== NO_STORE);
      expect(leaks).toEqual([]);
      const publicNoStore = answers.filter((answer) => answer.isPublic && answer.cacheControl === NO_STORE);
      expect(publicNoStore).toEqual([]);
      // Called as a signed-in customer would, the routes measured cacheable answered with their data.
      const reached = new Set(
        answers.filter((answer) => answer.status === 200).map((answer) => answer.route),
      );
      for (const route of MEASURED_CACHEABLE) expect(reached, route).toContain(route);
      expect(answers.filter((answer) => answer.status < 300).length).toBeGreaterThan(answers.length / 4);
    },
  );

  it.each(PUBLIC_ROUTES)('leaves %s public: a route of the app, none of anyone’s own', (key) => {
    const [method, url] = key.split(' ') as [FuzzRequest['method'], string];
    expect(testApp.app.hasRoute({ method, url })).toBe(true);
    expect(url).not.toMatch(/^\/api\/(?:cart|order|mail|wishlist|chat|staff|newsletter|notification)\b/);
    expect(url).not.toMatch(/^\/api\/user\/(?!locale$)/);
    expect(url).not.toMatch(/^\/api\/prescription\/(?!opening-times$)/);
  });

  it('is no-store on the answers measured leaking: carts, the account, orders, the mailbox, tokens', async () => {
    const created = await inject('POST', '/api/user/create', {
      customer: { ...PASSWORD_CUSTOMER, consentTermsAccepted: true },
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    const session = await customerSession();
    const bearer = { authorization: `Bearer ${session.token}` };
    const cartId = await cartWithLine(bearer);
    const [orderId, email] = [String(fixture.pools.orderId![0]), fixture.pools.email![0]];
    const answers = {
      pull: await inject('GET', `/api/cart/pull?cartId=${cartId}`, undefined, bearer),
      totals: await inject('GET', `/api/cart/totals?cartId=${cartId}`, undefined, bearer),
      me: await inject('GET', '/api/user/me', undefined, bearer),
      history: await inject('GET', '/api/order/history', undefined, bearer),
      status: await inject('GET', `/api/order/${orderId}/paymentStatus`, undefined, bearer),
      outbox: await inject('GET', '/api/mail/outbox'),
      login: await inject('POST', '/api/user/login', {
        username: PASSWORD_CUSTOMER.email,
        password: PASSWORD,
      }),
      refusedLogin: await inject('POST', '/api/user/login', {
        username: email,
        password: 'not the password',
      }),
      refresh: await inject('POST', '/api/user/refresh', { refreshToken: session.refreshToken }),
      dummyLogin: await inject('GET', `/api/user/dummyLogin/${DEMO_PERSON}`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      expect(answer.headers['cache-control'], name).toBe(NO_STORE);
    }
    expect([answers.login.statusCode, answers.refresh.statusCode]).toEqual([200, 200]);
    expect(answers.pull.json().result).toEqual([expect.objectContaining({ sku: 'PARA-500-10' })]);
  });

  it.each([
    ['the account', '/my-account'],
    ['the checkout', '/checkout'],
    ['the prescription centre', '/prescriptions'],
    ['a prescription list', '/fi/prescriptions/list'],
    ['the local mailbox', '/mailbox'],
    ['the wishlist', '/en/wishlist'],
    ['a password reset link', '/reset-password?token=abc'],
    ['a newsletter link', '/newsletter/confirm?token=abc'],
    ['a payment return', '/paytrail/success?ORDER_NUMBER=1'],
    ['the bank login result', '/eident/result'],
    ['the staff console', '/staff'],
    ['the staff orders', '/staff/orders'],
    ['the account’s route data', '/my-account.data'],
    ['a page that does not exist', '/en/no-such-page'],
  ])('is no-store on %s', async (_what, url) => {
    const page = await inject('GET', url);
    expect(page.statusCode).toBeLessThan(500);
    expect(page.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it.each([
    ['the home page', '/'],
    ['a category', '/en/c/pain-relievers'],
    ['a product', '/en/p/IBU-400-20/ibuprofen'],
  ])('leaves %s as kept pages are, rendered or served again', async (_what, url) => {
    for (let round = 0; round < 2; round += 1) {
      const page = await inject('GET', url, undefined, { cookie: 'cookiesAccepted=true' });
      const final = page.headers.location
        ? await inject('GET', String(page.headers.location), undefined, { cookie: 'cookiesAccepted=true' })
        : page;
      expect(final.statusCode).toBe(200);
      expect(final.headers['cache-control']).toBeUndefined();
    }
  });

  it('leaves files of the web build and media their own caching', async () => {
    const home = await inject('GET', '/');
    const script = /"(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script, 'a hashed script on the home page').toBeDefined();
    expect((await inject('GET', script!)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await inject('GET', '/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    const image = await inject('GET', '/api/catalog/product/para-500-10.svg/image?size=600x744');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
