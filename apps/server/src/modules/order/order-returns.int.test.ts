// @postgres: two staff accepting one return at once serialise on the order's row lock, which only a real server runs concurrently.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import type { ShipmentPort } from './index.ts';
import type { PlacedOrder } from './order-test-helpers.ts';
import { paidOrders } from './paid-order-test-helpers.ts';

const fakeCarriers: ShipmentPort = {
  register: (order) =>
    Promise.resolve({
      trackingNumber: `CC${order.orderNumber}EE`,
      labelPdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
    }),
};
const testApp = useTestApp({}, { today: () => '2026-11-21', shipments: fakeCarriers });
const calls = paidOrders(testApp);

const GOODS = 'VITC-1000-20';
const HYGIENE = 'SANI-100';
const MEDICINE = 'PARA-500-20';
const EMAIL = 'mari.tamm@example.ee';
const JSON_HEADERS = { 'content-type': 'application/json' };

async function staffCall(cookie: string, url: string, body?: unknown) {
  return testApp.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: { cookie, ...(body === undefined ? {} : JSON_HEADERS) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Takes a placed order through the warehouse to the customer's door. */
async function deliver(order: PlacedOrder): Promise<void> {
  const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
  for (const step of ['pick', 'pack', 'hand-over', 'delivered']) {
    const done = await staffCall(warehouse, `/api/staff/fulfilment/${order.orderId}/${step}`, {});
    expect(done.statusCode, done.body).toBe(200);
  }
}

async function deliveredOrder(lines: Record<string, number>, options: { cash?: boolean } = {}) {
  let order: PlacedOrder;
  if (options.cash) {
    const placed = await calls.placeOrder(
      await calls.cartWith(lines),
      calls.orderBody({ payment: { method: 'cashondelivery' } }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    order = placed.body.result as PlacedOrder;
  } else order = await calls.paidOrder(lines);
  await deliver(order);
  const returns = await returnsOf(order);
  return {
    order,
    lineOf: (sku: string) => returns.lines.find((l: { sku: string }) => l.sku === sku)!.lineId as number,
  };
}

async function returnsOf(order: PlacedOrder) {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `/api/order/${order.orderId}/returns?orderCode=${order.orderCode}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json().result;
}

const ask = (order: PlacedOrder, lines: { lineId: number; qty: number; unopened?: boolean }[], extra = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/order/${order.orderId}/returns`,
    payload: { orderCode: order.orderCode, reason: 'Did not need it after all', lines, ...extra },
  });

const returnRows = (orderId: string) =>
  testApp.app.db.select().from(schema.salesOrderReturn).where(eq(schema.salesOrderReturn.orderId, orderId));
const refundsOf = (orderId: string) =>
  testApp.app.db.select().from(schema.salesOrderRefund).where(eq(schema.salesOrderRefund.orderId, orderId));
const mailsAbout = (orderNumber: string) =>
  testApp.app.db
    .select()
    .from(schema.mailOutbox)
    .where(
      and(
        eq(schema.mailOutbox.recipient, EMAIL),
        sql`${schema.mailOutbox.subject} like ${`%${orderNumber}%`}`,
      ),
    );

describe(`returns on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('takes a requested return of a non-medicine item through staff acceptance to the refund, mailing each step', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 2, [MEDICINE]: 1 });
    const before = await returnsOf(order);
    expect(before.window).toMatchObject({ open: true, refusal: null });
    expect(before.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: GOODS, returnable: 2, kind: 'goods' }),
        expect.objectContaining({ sku: MEDICINE, returnable: 0, kind: 'medicine' }),
      ]),
    );

    // One of the two units is worth half of what the row cost after its discount.
    const [row] = await testApp.app.db
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.id, lineOf(GOODS)));
    const unit = Math.floor((row!.rowTotalInclTax - row!.discount) / 2);
    const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const [request] = asked.json().result.requests;
    expect(request).toMatchObject({ state: 'requested', amount: unit / 100, refunded: null });
    expect(request.lines).toEqual([expect.objectContaining({ sku: GOODS, qty: 1 })]);
    const acknowledged = await mailsAbout(order.orderNumber);
    expect(acknowledged.map((mail) => mail.subject)).toContain(
      `Tellimuse ${order.orderNumber} tagastamise soov on kätte saadud – Apteek`,
    );

    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const open = await staffCall(warehouse, '/api/staff/returns');
    expect(open.statusCode).toBe(200);
    expect(open.json().result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          returnId: request.returnId,
          orderNumber: order.orderNumber,
          refundBy: 'provider',
        }),
      ]),
    );
    const accepted = await staffCall(warehouse, `/api/staff/returns/${request.returnId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result).toMatchObject({
      state: 'accepted',
      refunded: unit / 100,
      refundBy: 'provider',
    });

    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('returned');
    expect((await refundsOf(order.orderId)).map((refund) => refund.amount)).toEqual([unit]);
    const after = await returnsOf(order);
    expect(after.requests[0]).toMatchObject({ state: 'accepted', refunded: unit / 100 });
    expect(after.lines.find((l: { sku: string }) => l.sku === GOODS).returnable).toBe(1);
    const mails = (await mailsAbout(order.orderNumber)).map((mail) => mail.textBody);
    const euros = (unit / 100).toFixed(2).replace('.', ',');
    expect(mails.some((text) => text.includes(`Tagastame teile ${euros}`))).toBe(true);

    // Decided once: a second acceptance changes nothing.
    const again = await staffCall(warehouse, `/api/staff/returns/${request.returnId}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect((await refundsOf(order.orderId)).length).toBe(1);

    // The other unit may still come back; the order stays returned and the refunds add up.
    const second = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(second.statusCode, second.body).toBe(200);
  });

  it('refuses each bad request with a clear answer and changes nothing', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 1, [MEDICINE]: 1, [HYGIENE]: 1 });
    const refusal = async (answer: Awaited<ReturnType<typeof ask>>, status: number, text: string) => {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().result).toBe(text);
    };
    await refusal(
      await ask(order, [{ lineId: lineOf(MEDICINE), qty: 1 }]),
      409,
      'Medicines cannot be returned.',
    );
    await refusal(
      await ask(order, [{ lineId: lineOf(HYGIENE), qty: 1 }]),
      409,
      'Hygiene products and cosmetics can be returned only in their unopened package.',
    );
    await refusal(
      await ask(order, [{ lineId: lineOf(GOODS), qty: 2 }]),
      409,
      'You cannot return more than you bought.',
    );
    await refusal(
      await ask(order, [{ lineId: 2_000_000, qty: 1 }]),
      409,
      'This product is not in the order.',
    );
    await refusal(await ask(order, []), 409, 'Choose at least one product to return.');
    const noReason = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }], { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const unknown = await ask({ ...order, orderId: randomUUID() }, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(unknown.statusCode).toBe(404);
    const wrongCode = await ask({ ...order, orderCode: 'not-the-code' }, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(wrongCode.statusCode).toBe(404);
    const anothers = await testApp.app.inject({ method: 'GET', url: `/api/order/${order.orderId}/returns` });
    expect(anothers.statusCode).toBe(404);
    expect(await returnRows(order.orderId)).toEqual([]);

    // The same units twice: the second asks for what is already claimed.
    expect((await ask(order, [{ lineId: lineOf(HYGIENE), qty: 1, unopened: true }])).statusCode).toBe(200);
    await refusal(
      await ask(order, [{ lineId: lineOf(HYGIENE), qty: 1, unopened: true }]),
      409,
      'A return has already been requested for these products.',
    );
    expect((await returnRows(order.orderId)).length).toBe(1);

    // Past the 14 days from delivery.
    await testApp.app.db
      .update(schema.salesOrderEvent)
      .set({ at: sql`${schema.salesOrderEvent.at} - interval '16 days'` })
      .where(eq(schema.salesOrderEvent.orderId, order.orderId));
    await refusal(
      await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]),
      409,
      'The 14-day return period for this order has ended.',
    );
    expect((await returnsOf(order)).window).toMatchObject({ open: false });
    expect((await returnRows(order.orderId)).length).toBe(1);
  });

  it('refuses a return of an order not yet delivered', async () => {
    const order = await calls.paidOrder({ [GOODS]: 1 });
    const lineId = (await returnsOf(order)).lines[0].lineId as number;
    const answer = await ask(order, [{ lineId, qty: 1 }]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().result).toBe(
      'Products can be returned once the order has been delivered or collected.',
    );
  });

  it('lets staff refuse with a reason the customer is mailed, after which the units may be asked again; an administrator may not', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 1 });
    const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    const { returnId } = asked.json().result.requests[0];
    const admin = await staffSessionCookie(testApp.app, 'admin');
    expect(
      (await staffCall(admin, `/api/staff/returns/${returnId}/refuse`, { reason: 'x' })).statusCode,
    ).toBe(403);

    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    expect((await staffCall(pharmacist, `/api/staff/returns/${returnId}/refuse`, {})).statusCode).toBe(400);
    const refused = await staffCall(pharmacist, `/api/staff/returns/${returnId}/refuse`, {
      reason: 'The package was opened and used.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().result).toMatchObject({
      state: 'refused',
      refusalReason: 'The package was opened and used.',
    });
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('delivered');
    expect(await refundsOf(order.orderId)).toEqual([]);
    const mails = await mailsAbout(order.orderNumber);
    expect(mails.some((mail) => mail.textBody.includes('Põhjus: The package was opened and used.'))).toBe(
      true,
    );
    expect((await staffCall(pharmacist, `/api/staff/returns/${returnId}/accept`, {})).statusCode).toBe(409);
    expect((await staffCall(pharmacist, '/api/staff/returns/999999/accept', {})).statusCode).toBe(409);
    expect((await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }])).statusCode).toBe(200);
  });

  it('records a refund by hand for cash on delivery, the whole order withdrawn with its delivery', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 1 }, { cash: true });
    const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const { returnId, amount } = asked.json().result.requests[0];
    expect(amount).toBe(order.grandTotal);
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const accepted = await staffCall(warehouse, `/api/staff/returns/${returnId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result).toMatchObject({ refundBy: 'manual', refunded: order.grandTotal });
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('returned');
    expect(await refundsOf(order.orderId)).toEqual([]);
    const mails = await mailsAbout(order.orderNumber);
    expect(mails.some((mail) => mail.textBody.includes('pangaülekandega'))).toBe(true);
  });

  it('refunds once when two staff accept the same return at the same moment', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 2 });
    const { returnId } = (await ask(order, [{ lineId: lineOf(GOODS), qty: 2 }])).json().result.requests[0];
    const [one, two] = await Promise.all([
      staffSessionCookie(testApp.app, 'warehouse'),
      staffSessionCookie(testApp.app, 'pharmacist'),
    ]);
    const answers = await Promise.all([
      staffCall(one, `/api/staff/returns/${returnId}/accept`, {}),
      staffCall(two, `/api/staff/returns/${returnId}/accept`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refunds = await refundsOf(order.orderId);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(Math.round(order.grandTotal * 100));
  });
});
