import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { INCORRECT_COUPON, NEWSLETTER_LIMITS } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);

let seq = 0;
const nextEmail = () => `news${(seq += 1)}.${Date.now()}@example.ee`;
/** A client address of its own per test, so the per-IP limit of one test leaves the others alone. */
const nextIp = () => `10.60.${seq % 250}.${(seq += 1) % 250}`;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  remoteAddress = '10.60.0.1',
) {
  const response = await testApp.app.inject({ method, url, payload, headers, remoteAddress });
  return { status: response.statusCode, body: response.json<{ code: number; result: unknown }>() };
}

/** The mails to an address, newest first, as the outbox holds them (the full text, links included). */
async function mailsTo(email: string) {
  return testApp.app.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.recipient, email))
    .orderBy(desc(schema.mailOutbox.createdAt));
}

const linkIn = (text: string, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text);
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return new URL(found[0]);
};

async function subscribeAndConfirm(email: string, ip = nextIp()) {
  expect(await call('POST', '/api/newsletter', { email }, {}, ip)).toEqual({
    status: 200,
    body: { code: 200, result: 'confirmation_sent' },
  });
  const [optIn] = await mailsTo(email);
  const token = linkIn(optIn!.textBody, '/newsletter/confirm').searchParams.get('token')!;
  expect(await call('POST', '/api/newsletter/confirm', { token })).toEqual({
    status: 200,
    body: { code: 200, result: 'subscribed' },
  });
  const [couponMail] = await mailsTo(email);
  const coupon = /NL-[A-Z0-9]{10}/.exec(couponMail!.textBody)?.[0];
  return { optIn: optIn!, couponMail: couponMail!, coupon, token };
}

async function registerCustomer(email: string): Promise<string> {
  const created = await call('POST', '/api/user/create', {
    customer: { email, firstname: 'Mari', lastname: 'Maasikas', consentTermsAccepted: true },
    password: 'Apteek-2026',
  });
  expect(created.status).toBe(200);
  const login = await call('POST', '/api/user/login', { username: email, password: 'Apteek-2026' });
  return login.body.result as string;
}

describe(`newsletter on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('mails a double opt-in link in the store language, and subscribes only when it is followed', async () => {
    const email = nextEmail();
    const answer = await call('POST', '/api/newsletter', { email }, { 'accept-language': 'fi-FI' });
    expect(answer.body).toEqual({ code: 200, result: 'confirmation_sent' });
    const [optIn] = await mailsTo(email);
    expect(optIn!.subject).toBe('Vahvista uutiskirjeen tilaus – Apteek');
    const confirm = linkIn(optIn!.textBody, '/newsletter/confirm');
    expect(confirm.pathname).toBe('/fi/newsletter/confirm');
    expect(linkIn(optIn!.textBody, '/newsletter/unsubscribe').pathname).toBe('/fi/newsletter/unsubscribe');
    const [row] = await testApp.app.db
      .select()
      .from(schema.newsletterSubscription)
      .where(eq(schema.newsletterSubscription.email, email));
    expect(row).toMatchObject({ state: 'pending', couponCode: null, storeCode: 'fi' });

    const token = confirm.searchParams.get('token')!;
    expect((await call('POST', '/api/newsletter/confirm', { token })).body.result).toBe('subscribed');
    // The link works once.
    const again = await call('POST', '/api/newsletter/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: [{ field: 'token' }] });
  });

  it('mails a single-use 10 % coupon of its own after the confirmation, and only after the first', async () => {
    const email = nextEmail();
    const first = await subscribeAndConfirm(email);
    expect(first.couponMail.subject).toBe('Sinu 10% sooduskood – Apteek');
    expect(first.coupon).toMatch(/^NL-/);
    expect(first.couponMail.textBody).toContain('/newsletter/unsubscribe?');
    const [rule] = await testApp.app.db
      .select()
      .from(schema.salesRule)
      .where(eq(schema.salesRule.code, first.coupon!));
    expect(rule).toMatchObject({ type: 'percent', scope: 'cart', amount: 10, usageLimit: 1, timesUsed: 0 });
    expect(rule!.description).not.toContain(email);

    // Unsubscribing and subscribing again gives no second coupon.
    const unsubscribe = linkIn(first.couponMail.textBody, '/newsletter/unsubscribe');
    await call('DELETE', '/api/newsletter', { email, token: unsubscribe.searchParams.get('token') });
    const second = await subscribeAndConfirm(email);
    expect(second.couponMail.subject).not.toContain('10%');
    expect(second.coupon).toBeUndefined();
  });

  it('lets the coupon discount one order only', async () => {
    const { coupon } = await subscribeAndConfirm(nextEmail());
    const { call: cartCall, cartWith, placeOrder } = calls;
    const cartId = await cartWith({ 'PARA-500-20': 2 });
    const applied = await cartCall(
      'POST',
      `/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon!.toLowerCase()}`,
    );
    expect(applied.status).toBe(200);
    const placed = await placeOrder(cartId);
    expect(placed.status).toBe(200);
    const [order] = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(eq(schema.salesOrder.id, placed.body.result.orderId));
    expect(order).toMatchObject({ couponCode: coupon });
    expect(order!.discount).toBeGreaterThan(0);

    const other = await cartWith({ 'PARA-500-20': 1 });
    const refused = await cartCall('POST', `/api/cart/apply-coupon?cartId=${other}&coupon=${coupon}`);
    expect([refused.status, refused.body.result]).toEqual([400, INCORRECT_COUPON]);
  });

  it('no longer takes the shared public code', async () => {
    const cartId = await calls.cartWith({ 'PARA-500-20': 1 });
    const refused = await calls.call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=NEWSLETTER10`);
    expect(refused.body.result).toBe(INCORRECT_COUPON);
  });

  it('unsubscribes at once with the link of any mail, and refuses a forged link', async () => {
    const email = nextEmail();
    const { optIn } = await subscribeAndConfirm(email);
    const link = linkIn(optIn.textBody, '/newsletter/unsubscribe');
    const forged = await call('DELETE', '/api/newsletter', { email, token: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    const done = await call('DELETE', '/api/newsletter', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
    });
    expect(done.body).toEqual({ code: 200, result: 'unsubscribed' });
    const [row] = await testApp.app.db
      .select()
      .from(schema.newsletterSubscription)
      .where(eq(schema.newsletterSubscription.email, email));
    expect(row!.state).toBe('unsubscribed');
  });

  it("tells a stranger nothing about someone else's address", async () => {
    const subscribed = nextEmail();
    await subscribeAndConfirm(subscribed);
    const unknown = nextEmail();
    for (const email of [subscribed, unknown]) {
      expect((await call('GET', `/api/newsletter?email=${encodeURIComponent(email)}`)).body).toEqual({
        code: 200,
        result: 'unsubscribed',
      });
      expect((await call('POST', '/api/newsletter', { email }, {}, nextIp())).body).toEqual({
        code: 200,
        result: 'confirmation_sent',
      });
      expect((await call('DELETE', '/api/newsletter', { email }, {}, nextIp())).body).toEqual({
        code: 200,
        result: 'confirmation_sent',
      });
    }
    // The subscribed address is still subscribed: a stranger's unsubscribe only mailed it a link.
    const [row] = await testApp.app.db
      .select()
      .from(schema.newsletterSubscription)
      .where(eq(schema.newsletterSubscription.email, subscribed));
    expect(row!.state).toBe('subscribed');
    const [latest] = await mailsTo(subscribed);
    expect(latest!.subject).toBe('Uudiskirjast loobumine – Apteek');
  });

  it("tells the account's owner the truth and lets them switch it off and on (the account's switch)", async () => {
    const email = nextEmail();
    const token = await registerCustomer(email);
    const auth = { authorization: `Bearer ${token}` };
    const status = async () =>
      (await call('GET', `/api/newsletter?email=${email}`, undefined, auth)).body.result;
    expect(await status()).toBe('unsubscribed');
    await subscribeAndConfirm(email);
    expect(await status()).toBe('subscribed');
    const profile = await call('GET', '/api/user/me', undefined, auth);
    expect(profile.body.result).toMatchObject({ isSubscribedToNewsletter: true });
    expect((await call('POST', '/api/newsletter', { email }, auth, nextIp())).body.result).toBe('subscribed');
    expect((await call('DELETE', '/api/newsletter', { email }, auth)).body.result).toBe('unsubscribed');
    expect(await status()).toBe('unsubscribed');
    const after = await call('GET', '/api/user/me', undefined, auth);
    expect(after.body.result).toMatchObject({ isSubscribedToNewsletter: false });
  });

  it('limits opt-in mails per address', async () => {
    const email = nextEmail();
    const answers = [];
    for (let i = 0; i <= NEWSLETTER_LIMITS.address.free; i += 1) {
      answers.push((await call('POST', '/api/newsletter', { email }, {}, nextIp())).status);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it('names the field of a bad address', async () => {
    const refused = await call('POST', '/api/newsletter', { email: 'not-an-address' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ field: 'email' }] });
  });
});
