// @postgres: the look-up limits are counted by conditional upserts on the shared request_limit rows.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls, type PlacedOrder } from './order-test-helpers.ts';

const testApp = useTestApp({}, { today: () => '2026-11-21' });
const calls = checkoutCalls(testApp);

async function guestOrder(): Promise<PlacedOrder> {
  const placed = await calls.placeOrder(await calls.cartWith({ 'PARA-500-20': 1 }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.result as PlacedOrder;
}

function lookUp(body: unknown, remoteAddress = '198.51.100.7') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/order/lookup',
    payload: body as object,
    remoteAddress,
  });
}

const logOf = (orderNumber: string) =>
  testApp.app.db
    .select()
    .from(schema.orderLookupLog)
    .where(eq(schema.orderLookupLog.orderNumber, orderNumber));

describe(`a guest's order look-up on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("finds the order by its number and e-mail (any case) and opens its page with the order's code", async () => {
    const order = await guestOrder();
    const found = await lookUp(
      { orderNumber: order.orderNumber, email: ' MARI.Tamm@example.ee ' },
      '198.51.100.1',
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['cache-control']).toContain('no-store');
    expect(found.json().result).toEqual({ orderId: order.orderId, orderCode: order.orderCode });
    const page = await calls.call('GET', `/api/order/${order.orderId}?orderCode=${order.orderCode}`);
    expect(page.body.result.orderNumber).toBe(order.orderNumber);
    expect((await logOf(order.orderNumber)).map((row) => [row.outcome, row.clientAddress])).toEqual([
      ['found', '198.51.100.1'],
    ]);
  });

  it('answers a wrong e-mail exactly as an unknown order number, and records both', async () => {
    const order = await guestOrder();
    const wrongEmail = await lookUp(
      { orderNumber: order.orderNumber, email: 'someone@example.ee' },
      '198.51.100.2',
    );
    const unknown = await lookUp({ orderNumber: '999999999', email: 'mari.tamm@example.ee' }, '198.51.100.2');
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknown.body);
    expect((await logOf(order.orderNumber)).map((row) => row.outcome)).toEqual(['not_found']);
    expect((await logOf('999999999')).map((row) => row.outcome)).toEqual(['not_found']);
    const log = JSON.stringify(await testApp.app.db.select().from(schema.orderLookupLog));
    expect(log).not.toContain('someone@example.ee');
  });

  it('stops guessing one order from many addresses after five tries a minute, and records the refusal', async () => {
    const order = await guestOrder();
    for (let i = 0; i < 5; i += 1) {
      const miss = await lookUp(
        { orderNumber: order.orderNumber, email: `guess${i}@example.ee` },
        `203.0.113.${i + 1}`,
      );
      expect(miss.statusCode).toBe(404);
    }
    const limited = await lookUp(
      { orderNumber: order.orderNumber, email: 'mari.tamm@example.ee' },
      '203.0.113.99',
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const outcomes = (await logOf(order.orderNumber)).map((row) => row.outcome);
    expect(outcomes).toEqual(['not_found', 'not_found', 'not_found', 'not_found', 'not_found', 'limited']);
  });

  it('names the field of a look-up without an e-mail', async () => {
    const answer = await lookUp({ orderNumber: '100000001' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('email');
  });
});
