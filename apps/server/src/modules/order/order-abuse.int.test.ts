// @postgres: concurrent orders on the last units and a single-use coupon.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { DEFAULT_MAX_SALE_QTY, ORDER_MESSAGES, saleLimitMessage } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { CASH_ON_DELIVERY_HOLD_HOURS, expireUnpaidOrders } from './order-expiry.ts';
import { checkoutCalls } from './order-test-helpers.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);
const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

async function setStock(sku: string, qty: number) {
  await testApp.app.db.execute(
    sql`update stock_item set qty = ${qty}, reserved_qty = 0, is_in_stock = true, stock_status = 'ok'
        where product_id = (select id from product where sku = ${sku})`,
  );
}

async function reserved(sku: string) {
  const [row] = await testApp.app.db
    .select({ reserved: schema.stockItem.reservedQty })
    .from(schema.stockItem)
    .innerJoin(schema.product, eq(schema.product.id, schema.stockItem.productId))
    .where(eq(schema.product.sku, sku));
  return row!.reserved;
}

const update = (cartId: string, sku: string, qty: number) =>
  calls.call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } });

describe(`stock hoarding on ${engine}`, () => {
  it('refuses a cart line above the seeded limit of a common OTC medicine, naming the field', async () => {
    await setStock('PARA-500-20', 40);
    const cartId = await calls.cartWith({});
    const hoard = await update(cartId, 'PARA-500-20', 40);
    expect(hoard.status).toBe(400);
    expect(hoard.body.errors).toEqual([{ field: 'cartItem.qty', message: saleLimitMessage(3) }]);
    expect((await update(cartId, 'PARA-500-20', 4)).status).toBe(400);
    expect((await update(cartId, 'PARA-500-20', 3)).status).toBe(200);
    const placed = await calls.placeOrder(cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await reserved('PARA-500-20')).toBe(3);
  });

  it('applies the store default to products without a limit of their own', async () => {
    await setStock('XYLO-01-10', 100);
    const cartId = await calls.cartWith({});
    const over = await update(cartId, 'XYLO-01-10', DEFAULT_MAX_SALE_QTY + 1);
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      { field: 'cartItem.qty', message: saleLimitMessage(DEFAULT_MAX_SALE_QTY) },
    ]);
    expect((await update(cartId, 'XYLO-01-10', DEFAULT_MAX_SALE_QTY)).status).toBe(200);
  });

  it('checks the limit again at placement, summed over the lines of the product', async () => {
    await setStock('PARA-500-20', 40);
    const cartId = await calls.cartWith({ 'PARA-500-20': 3 });
    // Lines that passed the cart (a lowered limit, a merged guest cart) still meet it at the order.
    await testApp.app.db.execute(sql`update cart_item set qty = 30 where cart_id = ${cartId}`);
    const placed = await calls.placeOrder(cartId);
    expect(placed.status).toBe(400);
    expect(placed.body.errors).toEqual([{ field: 'items.PARA-500-20.qty', message: saleLimitMessage(3) }]);
    expect(await reserved('PARA-500-20')).toBe(0);
    expect((await calls.call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });
});

async function mailCount(): Promise<number> {
  const [row] = await testApp.app.db.select({ n: sql<number>`count(*)::int` }).from(schema.mailOutbox);
  return row!.n;
}

describe(`coupon usage limit on ${engine}`, () => {
  it(
    'lets exactly one of 30 concurrent orders use a coupon whose limit is 1',
    { timeout: 120_000 },
    async () => {
      const { db } = testApp.app;
      await setStock('XYLO-01-10', 100);
      await db.insert(schema.salesRule).values({
        code: 'ONLYONCE',
        type: 'percent',
        scope: 'cart',
        amount: 10,
        usageLimit: 1,
      });
      const carts: string[] = [];
      for (let i = 0; i < 30; i++) {
        const cartId = await calls.cartWith({ 'XYLO-01-10': 1 });
        const applied = await calls.call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=onlyonce`);
        expect(applied.status).toBe(200);
        carts.push(cartId);
      }
      const mailsBefore = await mailCount();
      const answers = await Promise.all(carts.map((cartId) => calls.placeOrder(cartId)));
      expect(answers.every((a) => a.status < 500)).toBe(true);
      // The confirmation is written in the order's transaction: a refused order leaves no mail.
      expect(await mailCount()).toBe(mailsBefore + answers.filter((a) => a.status === 200).length);
      const withCoupon = await db
        .select()
        .from(schema.salesOrder)
        .where(eq(schema.salesOrder.couponCode, 'ONLYONCE'));
      expect(withCoupon).toHaveLength(1);
      expect(withCoupon[0]!.discount).toBeGreaterThan(0);
      const [rule] = await db.select().from(schema.salesRule).where(eq(schema.salesRule.code, 'ONLYONCE'));
      expect(rule!.timesUsed).toBe(1);
      // The others are placed at full price when priced after the coupon ran out, or refused as
      // changed prices when they raced it (the shopper saw the discount); none holds stock then.
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.status === 409 && a.body.result === ORDER_MESSAGES.pricesChanged)).toBe(
        true,
      );
      expect(await reserved('XYLO-01-10')).toBe(30 - refused.length);
    },
  );
});

describe(`idempotency keys on ${engine}`, () => {
  it('answers a retry racing the order that took the last unit with that order', async () => {
    for (let round = 0; round < 3; round++) {
      await setStock('XYLO-01-10', 1);
      const cartId = await calls.cartWith({ 'XYLO-01-10': 1 });
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => calls.placeOrder(cartId, undefined, { key })));
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers.map((a) => a.body)),
      ).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.result.orderId)).size).toBe(1);
      expect(await reserved('XYLO-01-10')).toBe(1);
    }
  });

  it("never answers another cart's order for a reused key: the second cart gets its own", async () => {
    await setStock('XYLO-01-10', 50);
    const key = randomUUID();
    const first = await calls.placeOrder(await calls.cartWith({ 'XYLO-01-10': 1 }), undefined, { key });
    expect(first.status).toBe(200);
    const secondCart = await calls.cartWith({ 'XYLO-01-10': 2 });
    const second = await calls.placeOrder(secondCart, undefined, { key });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.result.orderId).not.toBe(first.body.result.orderId);
    expect(second.body.result.orderCode).not.toBe(first.body.result.orderCode);
    const [row] = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(eq(schema.salesOrder.id, second.body.result.orderId as string));
    expect(row!.cartId).toBe(secondCart);
    expect(await reserved('XYLO-01-10')).toBe(3);
    // Its own retry still answers its own order.
    const retry = await calls.placeOrder(secondCart, undefined, { key });
    expect(retry.body.result).toEqual(second.body.result);
  });
});

describe(`cash-on-delivery holds on ${engine}`, () => {
  const hoursLater = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const sweep = (hours: number) =>
    expireUnpaidOrders(testApp.app.db, { ttlMinutes: 30, now: hoursLater(hours) });
  const cashOnDelivery = () => calls.orderBody({ payment: { method: 'cashondelivery' } });

  it(`releases an unconfirmed order's stock after ${CASH_ON_DELIVERY_HOLD_HOURS} hours, once`, async () => {
    // The unpaid orders of the stories above end first, so they release nothing counted here.
    await sweep(CASH_ON_DELIVERY_HOLD_HOURS - 1);
    await setStock('XYLO-01-10', 20);
    const placed = await calls.placeOrder(await calls.cartWith({ 'XYLO-01-10': 4 }), cashOnDelivery());
    expect(placed.status).toBe(200);
    const { orderId, orderNumber } = placed.body.result as { orderId: string; orderNumber: string };
    expect(await reserved('XYLO-01-10')).toBe(4);

    expect(await sweep(CASH_ON_DELIVERY_HOLD_HOURS - 1)).not.toContain(orderNumber);
    expect(await reserved('XYLO-01-10')).toBe(4);
    expect(await sweep(CASH_ON_DELIVERY_HOLD_HOURS + 1)).toContain(orderNumber);
    const [row] = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(eq(schema.salesOrder.id, orderId));
    expect(row).toMatchObject({ status: 'Cancelled', paymentStatus: 'cancelled' });
    expect(row!.expiredAt).toBeInstanceOf(Date);
    expect(await reserved('XYLO-01-10')).toBe(0);
    await Promise.all([sweep(100), sweep(100)]);
    expect(await reserved('XYLO-01-10')).toBe(0);
  });

  it('keeps holding an order the pharmacy confirmed', async () => {
    await setStock('XYLO-01-10', 20);
    const placed = await calls.placeOrder(await calls.cartWith({ 'XYLO-01-10': 2 }), cashOnDelivery());
    const { orderId, orderNumber } = placed.body.result as { orderId: string; orderNumber: string };
    await testApp.app.db
      .update(schema.salesOrder)
      .set({ confirmedAt: new Date() })
      .where(eq(schema.salesOrder.id, orderId));
    expect(await sweep(24 * 30)).not.toContain(orderNumber);
    expect(await reserved('XYLO-01-10')).toBe(2);
  });
});
