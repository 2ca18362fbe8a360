// @postgres: expiry across instances and interval arithmetic.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { ORDER_MESSAGES } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import type { PaymentResult } from '../payment/index.ts';
import { expireUnpaidOrders, scheduleExpiry } from './order-expiry.ts';
import { applyPayment, paymentOrders } from './order-payments.ts';
import { checkoutCalls } from './order-test-helpers.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);
const { stock, orderRow } = calls;

const TTL = 60;
/** A moment the orders placed by these tests are past the 60-minute window. */
const later = (minutes = TTL + 1) => new Date(Date.now() + minutes * 60_000);

async function setStock(sku: string, qty: number, reserved?: number) {
  await testApp.app.db.execute(
    sql`update stock_item set qty = ${qty}, reserved_qty = ${reserved ?? 0}, is_in_stock = true
        where product_id = (select id from product where sku = ${sku})`,
  );
}

async function place(lines: Record<string, number>, body?: object) {
  const cartId = await calls.cartWith(lines);
  const placed = await calls.placeOrder(cartId, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return orderRow(placed.body.result.orderId as string);
}

function paid(order: { orderNumber: string; grandTotal: number }, amount = order.grandTotal): PaymentResult {
  return {
    provider: 'maksekeskus',
    reference: order.orderNumber,
    transactionId: randomUUID(),
    outcome: 'paid',
    status: 'COMPLETED',
    amount,
    message: {},
  };
}

const sweep = (now = later()) => expireUnpaidOrders(testApp.app.db, { ttlMinutes: TTL, now });

describe(`unpaid order expiry on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('cancels an unpaid order after the window, releasing exactly what it reserved, once', async () => {
    await setStock('IBU-200-20', 50, 5);
    await setStock('PARA-500-20', 40, 3);
    const order = await place({ 'IBU-200-20': 2, 'PARA-500-20': 3 });
    expect(order.status).toBe('PendingPayment');
    expect(await stock('IBU-200-20')).toEqual({ qty: 50, reserved: 7 });
    expect(await stock('PARA-500-20')).toEqual({ qty: 40, reserved: 6 });

    expect(await sweep(later(TTL - 1))).not.toContain(order.orderNumber);
    expect((await orderRow(order.id)).status).toBe('PendingPayment');

    expect(await sweep()).toContain(order.orderNumber);
    const expired = await orderRow(order.id);
    expect(expired).toMatchObject({ status: 'Cancelled', paymentStatus: 'cancelled' });
    expect(expired.expiredAt).toBeInstanceOf(Date);
    expect(await stock('IBU-200-20')).toEqual({ qty: 50, reserved: 5 });
    expect(await stock('PARA-500-20')).toEqual({ qty: 40, reserved: 3 });

    // Again, and two sweeps at once: nothing more is released.
    await Promise.all([sweep(), sweep()]);
    expect(await sweep(later(24 * 60))).not.toContain(order.orderNumber);
    expect(await stock('IBU-200-20')).toEqual({ qty: 50, reserved: 5 });
    expect(await stock('PARA-500-20')).toEqual({ qty: 40, reserved: 3 });

    const status = await calls.call(
      'GET',
      `/api/order/${order.id}/paymentStatus?orderCode=${order.orderCode}`,
    );
    expect(status.body.result).toEqual({ paymentStatus: 'cancelled', orderStatus: 'Cancelled' });
  });

  it('leaves paid and cash-on-delivery orders alone', async () => {
    await setStock('CETI-10-30', 30);
    const paidOrder = await place({ 'CETI-10-30': 2 });
    await applyPayment(testApp.app.db, paidOrder.id, paid(paidOrder));
    const cod = await place({ 'CETI-10-30': 1 }, calls.orderBody({ payment: { method: 'cashondelivery' } }));
    expect(cod.status).toBe('Processing');
    expect(await stock('CETI-10-30')).toEqual({ qty: 30, reserved: 3 });

    const expired = await sweep(later(24 * 60));
    expect(expired).not.toContain(paidOrder.orderNumber);
    expect(expired).not.toContain(cod.orderNumber);
    expect(await orderRow(paidOrder.id)).toMatchObject({
      status: 'Paid',
      paymentStatus: 'paid',
      expiredAt: null,
    });
    expect(await orderRow(cod.id)).toMatchObject({ status: 'Processing', expiredAt: null });
    expect(await stock('CETI-10-30')).toEqual({ qty: 30, reserved: 3 });
  });

  it('a failed or cancelled payment does not keep the order from expiring', async () => {
    await setStock('LORA-10-30', 10);
    const order = await place({ 'LORA-10-30': 1 });
    await applyPayment(testApp.app.db, order.id, { ...paid(order), outcome: 'failed', status: 'FAILED' });
    expect(await sweep()).toContain(order.orderNumber);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    expect(await stock('LORA-10-30')).toEqual({ qty: 10, reserved: 0 });
  });

  it('a payment after expiry takes the stock again and pays the order while it is there', async () => {
    await setStock('DESL-5-30', 10);
    const order = await place({ 'DESL-5-30': 4 });
    expect(await sweep()).toContain(order.orderNumber);
    expect(await stock('DESL-5-30')).toEqual({ qty: 10, reserved: 0 });

    // Through the server-to-server notification path.
    const notified = await paymentOrders(testApp.app.db, {
      require: () => Promise.reject(new Error('unused')),
    }).notify('maksekeskus', randomUUID().replaceAll('-', ''), paid(order), testApp.app.log);
    expect(notified).toEqual({
      outcome: 'applied',
      status: { paymentStatus: 'paid', orderStatus: 'Paid' },
    });
    expect(await stock('DESL-5-30')).toEqual({ qty: 10, reserved: 4 });
    const row = await orderRow(order.id);
    // Kept as a reason with its figures, which the staff pages word in their own language.
    expect(row.note).toEqual({
      code: 'lateRestocked',
      provider: 'maksekeskus',
      transactionId: expect.any(String),
    });
    // Holding its stock again, it is no order whose stock expiry released: a staff cancel releases it.
    expect(row.expiredAt).toBeNull();
    // Paid now, a later sweep leaves it alone.
    expect(await sweep(later(24 * 60))).not.toContain(order.orderNumber);
    expect(await stock('DESL-5-30')).toEqual({ qty: 10, reserved: 4 });
  });

  it('a payment after expiry goes to ManualCheck when the stock was sold meanwhile, and is recorded', async () => {
    await setStock('TEARS-10', 5);
    await setStock('TEARS-SD-20', 5);
    const order = await place({ 'TEARS-10': 3, 'TEARS-SD-20': 2 });
    expect(await sweep()).toContain(order.orderNumber);
    // Another shopper takes TEARS-10 down to 2 available; TEARS-SD-20 would still fit.
    await setStock('TEARS-10', 5, 3);

    const result = paid(order);
    const answer = await applyPayment(testApp.app.db, order.id, result);
    expect(answer).toMatchObject({ status: 'ManualCheck', paymentStatus: 'paid' });
    expect(answer.note).toEqual({
      code: 'lateOutOfStock',
      provider: 'maksekeskus',
      transactionId: result.transactionId,
    });
    // All or nothing: the part that would fit is not held either.
    expect(await stock('TEARS-10')).toEqual({ qty: 5, reserved: 3 });
    expect(await stock('TEARS-SD-20')).toEqual({ qty: 5, reserved: 0 });
    const payments = await testApp.app.db
      .select()
      .from(schema.salesOrderPayment)
      .where(eq(schema.salesOrderPayment.orderId, order.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ transactionId: result.transactionId, amount: order.grandTotal });

    // Another amount after expiry is a person's job too, and holds nothing.
    await setStock('MOME-NS-140', 5);
    const other = await place({ 'MOME-NS-140': 1 });
    await sweep();
    expect(await applyPayment(testApp.app.db, other.id, paid(other, other.grandTotal - 1))).toMatchObject({
      status: 'ManualCheck',
      paymentStatus: 'paid',
      note: { code: 'lateAmountMismatch', amount: other.grandTotal - 1, orderTotal: other.grandTotal },
    });
    expect(await stock('MOME-NS-140')).toEqual({ qty: 5, reserved: 0 });
  });

  it('a sweep racing payments stays consistent: each order is paid or expired, stock counted once', async () => {
    await setStock('HYDR-1-15', 100);
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await place({ 'HYDR-1-15': 2 }));
    expect(await stock('HYDR-1-15')).toEqual({ qty: 100, reserved: 24 });
    // Half the orders pay exactly while the sweep runs (twice, as two instances would).
    const paying = orders.filter((_, i) => i % 2 === 0);
    await Promise.all([
      sweep(),
      ...paying.map((order) => applyPayment(testApp.app.db, order.id, paid(order))),
      sweep(),
    ]);
    const rows = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(
        inArray(
          schema.salesOrder.id,
          orders.map((o) => o.id),
        ),
      );
    for (const row of rows) {
      if (paying.some((o) => o.id === row.id)) {
        // Paid before the sweep reached it, or expired first and then paid with the stock taken again.
        expect(row).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
      } else {
        expect(row).toMatchObject({ status: 'Cancelled', paymentStatus: 'cancelled' });
      }
    }
    expect(await stock('HYDR-1-15')).toEqual({ qty: 100, reserved: 2 * paying.length });
  });
});

describe(`scheduled expiry on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('runs the sweep on its interval until stopped', async () => {
    await setStock('PARA-500-20', 40);
    const order = await place({ 'PARA-500-20': 1 });
    // A window that has already passed, and a short interval, so the first run expires the order.
    const expiry = scheduleExpiry(testApp.app.db, { ttlMinutes: -1, log: testApp.app.log, intervalMs: 20 });
    try {
      await expect
        .poll(async () => (await orderRow(order.id)).status, { timeout: 5000, interval: 50 })
        .toBe('Cancelled');
    } finally {
      await expiry.stop();
    }
    expect(await stock('PARA-500-20')).toEqual({ qty: 40, reserved: 0 });
  });
});

describe(`bundle stock on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  async function bundleOptionIds() {
    const rows = await testApp.app.db
      .select({ id: schema.bundleOption.id, position: schema.bundleOption.position })
      .from(schema.bundleOption)
      .innerJoin(schema.product, eq(schema.product.id, schema.bundleOption.productId))
      .where(eq(schema.product.sku, 'ALLERGY-BUNDLE'))
      .orderBy(schema.bundleOption.position, schema.bundleOption.id);
    return rows.map((row) => row.id);
  }

  async function bundleCart(qty: number, bundleOptions?: object[]) {
    const cartId = (await calls.call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const added = await calls.call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: {
        sku: 'ALLERGY-BUNDLE',
        qty,
        ...(bundleOptions
          ? { product_option: { extension_attributes: { bundle_options: bundleOptions } } }
          : {}),
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return cartId;
  }

  const PARTS = ['CETI-10-30', 'LORA-10-30', 'TEARS-10', 'TEARS-SD-20', 'MOME-NS-140', 'HYDR-1-15'];

  async function resetParts() {
    for (const sku of PARTS) await setStock(sku, 20);
    await setStock('ALLERGY-BUNDLE', 20);
    // Orders left from the stories above would be swept with the bundle's: expire them now.
    await sweep(later(24 * 60));
    for (const sku of PARTS) await setStock(sku, 20);
  }

  it('reserves the default parts of a bundle line (line qty × part qty), not the bundle itself, and expiry gives them back', async () => {
    await resetParts();
    const placed = await calls.placeOrder(await bundleCart(2));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // The cart's defaults: each option's default selection, else its first (the add-ons' MOME-NS-140).
    expect(await stock('CETI-10-30')).toEqual({ qty: 20, reserved: 2 });
    expect(await stock('TEARS-10')).toEqual({ qty: 20, reserved: 2 });
    expect(await stock('MOME-NS-140')).toEqual({ qty: 20, reserved: 2 });
    expect(await stock('ALLERGY-BUNDLE')).toEqual({ qty: 20, reserved: 0 });
    for (const sku of ['LORA-10-30', 'TEARS-SD-20', 'HYDR-1-15']) expect((await stock(sku)).reserved).toBe(0);

    expect(await sweep()).toContain(placed.body.result.orderNumber);
    for (const sku of PARTS) expect((await stock(sku)).reserved).toBe(0);
  });

  it('reserves the chosen selections with their option quantities', async () => {
    await resetParts();
    const [tablet, drops, addOns] = await bundleOptionIds();
    const cartId = await bundleCart(3, [
      { option_id: tablet, option_qty: 1, option_selections: ['LORA-10-30'] },
      { option_id: drops, option_qty: 2, option_selections: ['TEARS-SD-20'] },
      { option_id: addOns, option_qty: 1, option_selections: ['MOME-NS-140', 'HYDR-1-15'] },
    ]);
    const placed = await calls.placeOrder(cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await stock('LORA-10-30')).reserved).toBe(3);
    expect((await stock('TEARS-SD-20')).reserved).toBe(6);
    expect((await stock('MOME-NS-140')).reserved).toBe(3);
    expect((await stock('HYDR-1-15')).reserved).toBe(3);
    expect((await stock('CETI-10-30')).reserved).toBe(0);
    expect((await stock('ALLERGY-BUNDLE')).reserved).toBe(0);
    const order = await orderRow(placed.body.result.orderId as string);
    expect(order.reservedStock).toHaveLength(4);

    await sweep();
    for (const sku of PARTS) expect((await stock(sku)).reserved).toBe(0);
  });

  it('refuses a bundle whose part is short, holding nothing, though the bundle row has stock', async () => {
    await resetParts();
    await setStock('TEARS-10', 20, 19);
    const cartId = await bundleCart(2);
    const refused = await calls.placeOrder(cartId);
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(ORDER_MESSAGES.outOfStock);
    expect(await stock('CETI-10-30')).toEqual({ qty: 20, reserved: 0 });
    expect(await stock('TEARS-10')).toEqual({ qty: 20, reserved: 19 });

    // A part marked out of stock stops it as well.
    await setStock('TEARS-10', 20);
    await testApp.app.db.execute(
      sql`update stock_item set is_in_stock = false where product_id = (select id from product where sku = 'CETI-10-30')`,
    );
    const again = await calls.placeOrder(cartId);
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(ORDER_MESSAGES.outOfStock);
    for (const sku of PARTS) expect((await stock(sku)).reserved).toBe(0);
  });
});
