// @postgres: a cancel and a pack racing on one order serialise on its row lock, which only a real server runs concurrently.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import type { PlacedOrder } from '../order/order-test-helpers.ts';
import { paidOrders } from '../order/paid-order-test-helpers.ts';
import type { ShipmentPort } from '../order/index.ts';
import { paytrailHmac } from '../../providers/paytrail/index.ts';
import { sandboxSecrets } from '../payment/index.ts';

const LABEL = Buffer.from('%PDF-1.4\n% a test label\n%%EOF\n');
let shipmentsRegistered = 0;
const fakeCarriers: ShipmentPort = {
  register(order) {
    shipmentsRegistered += 1;
    return Promise.resolve({ trackingNumber: `CC${order.orderNumber}EE`, labelPdf: LABEL });
  },
};

const testApp = useTestApp({}, { today: () => '2026-11-21', shipments: fakeCarriers });
const calls = paidOrders(testApp);
const SKU = 'PARA-500-20';
const JSON_HEADERS = { 'content-type': 'application/json' };

async function staffCall(cookie: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { cookie, ...(method === 'POST' ? JSON_HEADERS : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
  return response;
}

const step = (cookie: string, order: { orderId: string }, name: string, body?: unknown) =>
  staffCall(cookie, 'POST', `/api/staff/fulfilment/${order.orderId}/${name}`, body);

/** An order of two packs paid through the Maksekeskus sandbox, as a shopper pays it. */
async function paidOrder(shipping?: object): Promise<PlacedOrder> {
  const order = await calls.paidOrder({ [SKU]: 2 }, shipping ? { body: { shipping } } : {});
  expect((await calls.orderRow(order.orderId)).lifeStage).toBe('paid');
  return order;
}

const refundsOf = (orderId: string) =>
  testApp.app.db.select().from(schema.salesOrderRefund).where(eq(schema.salesOrderRefund.orderId, orderId));
const timelineOf = (orderId: string) =>
  testApp.app.db
    .select()
    .from(schema.salesOrderEvent)
    .where(eq(schema.salesOrderEvent.orderId, orderId))
    .orderBy(schema.salesOrderEvent.id);
const mailsTo = (email: string) =>
  testApp.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.recipient, email));
const cancelByCustomer = (order: PlacedOrder) =>
  calls.call('POST', `/api/order/${order.orderId}/cancel`, { orderCode: order.orderCode });

describe(`fulfilment on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('takes a paid order from the queue through picking and packing to the carrier, with its label and mail', async () => {
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const order = await paidOrder();
    const before = await calls.stock(SKU);

    const queue = await staffCall(warehouse, 'GET', '/api/staff/fulfilment');
    expect(queue.statusCode).toBe(200);
    const listed = queue
      .json()
      .result.find((o: { orderNumber: string }) => o.orderNumber === order.orderNumber);
    expect(listed).toMatchObject({ stage: 'paid', shippingType: 'Courier', isColdChain: false });
    expect(listed.lines).toEqual([expect.objectContaining({ sku: SKU, qty: 2 })]);
    expect(queue.body).not.toContain('Mari');

    expect((await step(warehouse, order, 'pick')).json().result.stage).toBe('picking');
    const pickList = await staffCall(warehouse, 'GET', `/api/staff/fulfilment/${order.orderId}/pick-list`);
    expect(pickList.json().result.items).toEqual([expect.objectContaining({ sku: SKU, qty: 2 })]);
    expect((await step(warehouse, order, 'pack')).json().result.stage).toBe('packed');
    const handed = await step(warehouse, order, 'hand-over');
    expect(handed.json().result).toEqual({
      orderNumber: order.orderNumber,
      stage: 'handedToCarrier',
      trackingNumber: `CC${order.orderNumber}EE`,
      pickupCode: null,
    });

    const label = await staffCall(warehouse, 'GET', `/api/staff/fulfilment/${order.orderId}/label`);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.equals(LABEL)).toBe(true);
    // The goods left: the reservation became a sale.
    expect(await calls.stock(SKU)).toEqual({ qty: before.qty - 2, reserved: before.reserved - 2 });
    expect((await timelineOf(order.orderId)).map((e) => [e.stage, e.actor])).toEqual([
      ['placed', 'customer'],
      ['paid', 'system'],
      ['picking', 'warehouse'],
      ['packed', 'warehouse'],
      ['handedToCarrier', 'warehouse'],
    ]);
    const mail = (await mailsTo('mari.tamm@example.ee')).find((m) =>
      m.subject.includes(`Tellimus ${order.orderNumber} on teel`),
    );
    expect(mail?.textBody).toContain(`Saadetise jälgimiskood: CC${order.orderNumber}EE`);
    // Nothing changes twice: a second hand-over is refused and registers no parcel.
    const registered = shipmentsRegistered;
    const again = await step(warehouse, order, 'hand-over');
    expect(again.statusCode).toBe(409);
    expect(shipmentsRegistered).toBe(registered);
  });

  it('gives a pickup order a pickup code and consumes its stock when it is collected', async () => {
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    const order = await paidOrder({ type: 'Pickup', carrierCode: 'pickup', methodCode: 'pharmacy' });
    await step(pharmacist, order, 'pick');
    await step(pharmacist, order, 'pack');
    expect((await step(pharmacist, order, 'hand-over')).statusCode).toBe(409);
    const ready = (await step(pharmacist, order, 'ready-for-pickup')).json().result;
    expect(ready).toMatchObject({ stage: 'readyForPickup', pickupCode: expect.stringMatching(/^\d{6}$/) });
    const before = await calls.stock(SKU);
    expect((await step(pharmacist, order, 'collected')).json().result.stage).toBe('collected');
    expect(await calls.stock(SKU)).toEqual({ qty: before.qty - 2, reserved: before.reserved - 2 });
  });

  it('takes the cash of a cash-on-delivery order at the counter: paid from then, with its receipt', async () => {
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    const placed = await calls.placeOrder(
      await calls.cartWith({ [SKU]: 1 }),
      calls.orderBody({
        payment: { method: 'cashondelivery' },
        shipping: { type: 'Pickup', carrierCode: 'pickup', methodCode: 'pharmacy' },
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.result as PlacedOrder;
    const receipt = () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/order/${order.orderId}/receipt?orderCode=${order.orderCode}`,
      });
    for (const name of ['pick', 'pack', 'ready-for-pickup']) await step(pharmacist, order, name);
    expect((await calls.orderRow(order.orderId)).paymentStatus).toBe('pending');
    expect((await receipt()).statusCode, 'no receipt before the cash is taken').toBe(404);

    expect((await step(pharmacist, order, 'collected')).json().result.stage).toBe('collected');
    expect((await calls.orderRow(order.orderId)).paymentStatus).toBe('paid');
    const answer = await receipt();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
  });

  it('lets the customer cancel an order being picked: refunded through Maksekeskus, stock released once, mailed', async () => {
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const order = await paidOrder();
    await step(warehouse, order, 'pick');
    const before = await calls.stock(SKU);

    const cancelled = await cancelByCustomer(order);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result.stage).toBe('cancelled');
    expect(await calls.stock(SKU)).toEqual({ qty: before.qty, reserved: before.reserved - 2 });
    const refunds = await refundsOf(order.orderId);
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'maksekeskus',
        amount: Math.round(order.grandTotal * 100),
        status: 'settled',
      }),
    ]);
    const row = await calls.orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'Cancelled', lifeStage: 'cancelled' });
    const mail = (await mailsTo('mari.tamm@example.ee')).find((m) =>
      m.subject.startsWith(`Tellimus ${order.orderNumber} on tühistatud`),
    );
    // In the Estonian store's money format: a decimal comma, then the sign.
    expect(mail?.textBody).toContain(
      `Tagastame teile ${order.grandTotal.toFixed(2).replace('.', ',')}\u00a0€`,
    );

    // Cancelling again changes nothing: no second refund, no second release.
    expect((await cancelByCustomer(order)).status).toBe(409);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect(await calls.stock(SKU)).toEqual({ qty: before.qty, reserved: before.reserved - 2 });
  });

  it('refuses the customer a cancel once the order is packed, in words, and changes nothing', async () => {
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const order = await paidOrder();
    await step(warehouse, order, 'pick');
    await step(warehouse, order, 'pack');
    const before = await calls.stock(SKU);
    const refused = await cancelByCustomer(order);
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe('The order has already been packed and can no longer be cancelled.');
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('packed');
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await calls.stock(SKU)).toEqual(before);
    // Without the order's code (and not its owner) the order is not found at all.
    const stranger = await calls.call('POST', `/api/order/${order.orderId}/cancel`, { orderCode: 'guess' });
    expect(stranger.status).toBe(404);
  });

  it('ends an order cancelled by its customer while a pharmacist packs it in exactly one of the two stages', async () => {
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    for (let round = 0; round < 4; round += 1) {
      const order = await paidOrder();
      await step(pharmacist, order, 'pick');
      const before = await calls.stock(SKU);
      const [cancel, pack] = await Promise.all([cancelByCustomer(order), step(pharmacist, order, 'pack')]);
      expect([cancel.status, pack.statusCode].sort()).toEqual([200, 409]);
      const row = await calls.orderRow(order.orderId);
      const refunds = await refundsOf(order.orderId);
      if (cancel.status === 200) {
        expect(row.lifeStage).toBe('cancelled');
        expect(refunds).toHaveLength(1);
        expect(await calls.stock(SKU)).toEqual({ qty: before.qty, reserved: before.reserved - 2 });
      } else {
        expect(row.lifeStage).toBe('packed');
        expect(refunds).toEqual([]);
        expect(await calls.stock(SKU)).toEqual(before);
      }
    }
  });

  it('keeps the warehouse to fulfilment: no orders to check, no cancels', async () => {
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const order = await paidOrder();
    expect((await staffCall(warehouse, 'GET', '/api/staff/orders')).statusCode).toBe(403);
    expect((await staffCall(warehouse, 'GET', '/api/staff/me')).json().result.role).toBe('warehouse');
    const cancel = await step(warehouse, order, 'cancel', { reason: 'Out of stock' });
    expect(cancel.statusCode).toBe(403);
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('paid');
    const admin = await staffSessionCookie(testApp.app, 'admin');
    expect((await step(admin, order, 'pick')).statusCode).toBe(403);
  });

  it("refunds the pharmacist's cancel the same way and keeps the reason", async () => {
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    const order = await paidOrder();
    const cancelled = await step(pharmacist, order, 'cancel', { reason: 'Damaged in the pharmacy' });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect(await calls.orderRow(order.orderId)).toMatchObject({ cancelReason: 'Damaged in the pharmacy' });
  });
});

describe('Paytrail refunds', () => {
  /** A Paytrail-paid order, its payment recorded as the callback records one. */
  async function paytrailPaidOrder(): Promise<PlacedOrder> {
    const placed = await calls.placeOrder(await calls.cartWith({ [SKU]: 1 }));
    const order = placed.body.result as PlacedOrder;
    const cents = Math.round(order.grandTotal * 100);
    await testApp.app.db.insert(schema.salesOrderPayment).values({
      orderId: order.orderId,
      provider: 'paytrail',
      transactionId: randomUUID(),
      status: 'ok',
      amount: cents,
      message: {},
    });
    await testApp.app.db
      .update(schema.salesOrder)
      .set({ status: 'Paid', paymentStatus: 'paid', lifeStage: 'paid' })
      .where(eq(schema.salesOrder.id, order.orderId));
    return order;
  }

  it('refunds a cancelled Paytrail order through the Payment API sandbox', async () => {
    const order = await paytrailPaidOrder();
    const cancelled = await cancelByCustomer(order);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({
        provider: 'paytrail',
        amount: Math.round(order.grandTotal * 100),
        status: 'settled',
      }),
    ]);
  });

  it('takes a signed refund callback once and refuses a forged or replayed one', async () => {
    const order = await paytrailPaidOrder();
    const stamp = randomUUID();
    await testApp.app.db.insert(schema.salesOrderRefund).values({
      orderId: order.orderId,
      provider: 'paytrail',
      transactionId: 'T-1',
      stamp,
      amount: 100,
      status: 'pending',
    });
    const secret = (await sandboxSecrets(testApp.app.db)).paytrailE2;
    const params: Record<string, string> = {
      'checkout-account': '13466',
      'checkout-algorithm': 'sha256',
      'checkout-amount': '100',
      'checkout-stamp': stamp,
      'checkout-reference': order.orderNumber,
      'checkout-transaction-id': 'T-1',
      'checkout-status': 'ok',
      'checkout-provider': 'osuuspankki',
    };
    const callback = (query: Record<string, string>) =>
      calls.call('GET', `/api/paytrail/refund/result?${new URLSearchParams(query).toString()}`);
    const forged = await callback({
      ...params,
      signature: paytrailHmac('not the secret', params, '', 'sha256'),
    });
    expect(forged.status).toBe(400);
    const status = async () => (await refundsOf(order.orderId)).find((r) => r.stamp === stamp)?.status;
    expect(await status()).toBe('pending');

    const signed = { ...params, signature: paytrailHmac(secret, params, '', 'sha256') };
    expect((await callback(signed)).body.result).toBe('applied');
    expect(await status()).toBe('settled');
    expect((await callback(signed)).body.result).toBe('already processed');

    // A replay that says otherwise is another message, but it finds no pending refund to change.
    const failed = { ...params, 'checkout-status': 'fail' };
    expect(
      (await callback({ ...failed, signature: paytrailHmac(secret, failed, '', 'sha256') })).body.result,
    ).toBe('ignored');
    expect(await status()).toBe('settled');
  });
});
