// @postgres: sequence numbering, partial unique index and row locks under concurrent joins.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import {
  LOYALTY_CARD_MESSAGES,
  LOYALTY_REGISTER_LIMITS,
  LoyaltyCardAnswerSchema,
  ean13CheckDigit,
  isValidEan13,
} from '@apteek/domain';
import { apiCall, buildTestApp, type TestApp } from '../../test-app.ts';
import { dataRightsCalls, PASSWORD } from '../data-rights/data-rights-test-helpers.ts';

/**
 * The loyalty card: joining issues one digital card (twice is the same card), a plastic card is
 * registered by a valid number not someone else's, leaving deactivates it; owner only, no-store,
 * in the data export and erased with the account.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const handle = {
  get app() {
    return testApp.app;
  },
};
const api = apiCall(handle);
const rights = dataRightsCalls(handle);
const URL = '/api/user/loyalty-card';
let ipSerial = 0;

/** Calls as the customer holding `token` (a guest without one), from an address of its own by default. */
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', token?: string, body?: unknown, ip?: string) {
  const response = await testApp.app.inject({
    method,
    url: URL,
    payload: body as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip ?? `198.51.100.${(ipSerial += 1) % 250}`,
  });
  return {
    status: response.statusCode,
    body: response.json<{ result: unknown; errors?: unknown }>(),
    headers: response.headers,
  };
}
const cardOf = (answer: { body: { result: unknown } }) =>
  LoyaltyCardAnswerSchema.parse(answer.body.result).card;
let people = 0;
const newCustomer = () => rights.customer('Kadri', `4900101${String((people += 1)).padStart(4, '0')}`);

/** A valid 13-digit number outside the shop's digital range (prefix 47…), distinct for each n. */
function plastic(n: number): string {
  const body = `47${String(n + (Date.now() % 1_000_000_000)).padStart(10, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

const events = (cardNumber: string) =>
  testApp.app.db
    .select({ action: schema.loyaltyCardEvent.action })
    .from(schema.loyaltyCardEvent)
    .innerJoin(schema.loyaltyCard, eq(schema.loyaltyCard.id, schema.loyaltyCardEvent.cardId))
    .where(eq(schema.loyaltyCard.cardNumber, cardNumber))
    .orderBy(asc(schema.loyaltyCardEvent.id))
    .then((rows) => rows.map((row) => row.action));

describe(`the loyalty card on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('joins with a digital card from the sequence, joining twice answers the same card, never cached', async () => {
    const { token } = await newCustomer();
    const before = await call('GET', token);
    expect([before.status, cardOf(before), before.headers['cache-control']]).toEqual([200, null, 'no-store']);

    const joined = await call('POST', token);
    expect(joined.headers['cache-control']).toBe('no-store');
    const card = cardOf(joined)!;
    expect(card.kind).toBe('digital');
    expect(card.number).toMatch(/^29\d{11}$/);
    expect(isValidEan13(card.number)).toBe(true);

    expect(cardOf(await call('POST', token))).toEqual(card);
    expect(cardOf(await call('GET', token))).toEqual(card);
    expect(await events(card.number)).toEqual(['joined']);
  });

  it('gives two customers, and two joins at once, different numbers and one card each', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    const answers = await Promise.all([call('POST', a.token), call('POST', a.token), call('POST', b.token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [a1, a2, b1] = answers.map((answer) => cardOf(answer)!.number);
    expect(a1).toBe(a2);
    expect(b1).not.toBe(a1);
    const rows = await testApp.app.db
      .select()
      .from(schema.loyaltyCard)
      .where(eq(schema.loyaltyCard.customerId, a.id));
    expect(rows).toHaveLength(1);
  });

  it('registers a valid plastic card as printed (spaces, dashes), replacing the digital one', async () => {
    const { token } = await newCustomer();
    const digital = cardOf(await call('POST', token))!;
    const number = plastic(1);
    const typed = `${number.slice(0, 1)} ${number.slice(1, 7)}-${number.slice(7)}`;
    const registered = await call('PUT', token, { cardNumber: typed });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(cardOf(registered)).toMatchObject({ number, kind: 'plastic' });
    expect(registered.headers['cache-control']).toBe('no-store');
    expect(await events(digital.number)).toEqual(['joined', 'replaced']);
    expect(await events(number)).toEqual(['registered']);
    // The same card again changes nothing.
    expect(cardOf(await call('PUT', token, { cardNumber: number }))).toMatchObject({ number });
    expect(await events(number)).toEqual(['registered']);
  });

  it('refuses a wrong number by its field, and a taken one with the same words whoever holds it', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const taken = plastic(2);
    expect((await call('PUT', owner.token, { cardNumber: taken })).status).toBe(200);

    for (const cardNumber of [
      `${taken.slice(0, 12)}${(Number(taken[12]) + 1) % 10}`,
      '123',
      'abcdefghijklm',
      42,
    ]) {
      const wrong = await call('PUT', other.token, { cardNumber });
      expect(wrong.status, String(cardNumber)).toBe(400);
      expect(JSON.stringify(wrong.body)).toContain('body.cardNumber');
    }
    expect((await call('PUT', other.token, {})).status).toBe(400);

    // Another's plastic card, another's digital card, and a digital number never issued read alike.
    const refusals = [];
    for (const cardNumber of [
      taken,
      cardOf(await call('POST', (await newCustomer()).token))!.number,
      `299999999999${ean13CheckDigit('299999999999')}`,
    ])
      refusals.push(await call('PUT', other.token, { cardNumber }));
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body.errors).toEqual([
        { field: 'body.cardNumber', message: LOYALTY_CARD_MESSAGES.unavailable },
      ]);
      expect(JSON.stringify(refusal.body)).not.toContain(owner.email);
    }
    expect(cardOf(await call('GET', other.token))).toBeNull();
    expect(cardOf(await call('GET', owner.token))).toMatchObject({ number: taken });
  });

  it('limits the look-ups of registrations per account', async () => {
    const { token } = await newCustomer();
    const statuses: number[] = [];
    for (let i = 0; i <= LOYALTY_REGISTER_LIMITS.account.free; i += 1)
      statuses.push((await call('PUT', token, { cardNumber: plastic(100 + i) })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await call('PUT', token, { cardNumber: plastic(200) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves: the card is deactivated and recorded, its number never given to another; joining again issues a new one', async () => {
    const { token } = await newCustomer();
    const first = cardOf(await call('POST', token))!;
    const left = await call('DELETE', token);
    expect([left.status, cardOf(left), left.headers['cache-control']]).toEqual([200, null, 'no-store']);
    expect(cardOf(await call('GET', token))).toBeNull();
    expect(await events(first.number)).toEqual(['joined', 'left']);
    expect((await call('DELETE', token)).status).toBe(200);

    const other = await newCustomer();
    expect((await call('PUT', other.token, { cardNumber: first.number })).status).toBe(400);

    const again = cardOf(await call('POST', token))!;
    expect(again.number).not.toBe(first.number);
    // The owner may take the old card back.
    expect(cardOf(await call('PUT', token, { cardNumber: first.number }))).toMatchObject({
      number: first.number,
    });
  });

  it("is the owner's only: a guest or a bad token gets 401 and never a card", async () => {
    const owner = await newCustomer();
    await call('POST', owner.token);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const token of [undefined, 'not-a-token']) {
        const answer = await call(method, token, { cardNumber: plastic(3) });
        expect([method, answer.status]).toEqual([method, 401]);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    const other = await newCustomer();
    expect(cardOf(await call('GET', other.token))).toBeNull();
  });

  it('is in the data export, and goes with the account: plastic deleted, digital unlinked and never reissued', async () => {
    const who = await newCustomer();
    const digital = cardOf(await call('POST', who.token))!;
    const number = plastic(4);
    await call('PUT', who.token, { cardNumber: number });
    const exported = await rights.exportOf(who.token);
    expect(exported.body.result.loyaltyCards).toEqual([
      expect.objectContaining({ cardNumber: digital.number, kind: 'digital', leftAt: expect.any(String) }),
      expect.objectContaining({ cardNumber: number, kind: 'plastic', leftAt: null }),
    ]);

    const forgotten = await api(
      'POST',
      '/api/user/forget',
      { password: PASSWORD },
      {
        authorization: `Bearer ${who.token}`,
      },
    );
    expect(forgotten.status, JSON.stringify(forgotten.body)).toBe(200);
    const rows = await testApp.app.db
      .select({ customerId: schema.loyaltyCard.customerId, cardNumber: schema.loyaltyCard.cardNumber })
      .from(schema.loyaltyCard)
      .where(eq(schema.loyaltyCard.customerId, who.id));
    expect(rows).toEqual([]);
    const kept = await testApp.app.db
      .select()
      .from(schema.loyaltyCard)
      .where(eq(schema.loyaltyCard.cardNumber, digital.number));
    expect(kept).toEqual([expect.objectContaining({ customerId: null, leftAt: expect.any(Date) })]);
    expect(await events(number)).toEqual([]);
    expect(await events(digital.number)).toEqual(['joined', 'replaced', 'erased']);

    // The plastic card is free for the person's next account; the digital number is not.
    const next = await newCustomer();
    expect((await call('PUT', next.token, { cardNumber: number })).status).toBe(200);
    expect((await call('PUT', next.token, { cardNumber: digital.number })).status).toBe(400);
  });
});
