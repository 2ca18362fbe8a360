// @postgres: concurrent cash-on-delivery orders from one address queue on the product's stock row.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { cashOnDeliveryHoldMessage, DEFAULT_MAX_SALE_QTY } from '@apteek/domain';
import { buildTestApp, useTestApp, type ApiBody } from '../../test-app.ts';
import { checkoutCalls } from './order-test-helpers.ts';

/**
 * One address must not hold a product's whole stock (53 units) for 48 hours with cash-on-delivery
 * orders: the unconfirmed cash-on-delivery orders of one client address hold at most the
 * product's sale limit of it, together.
 */
const testApp = useTestApp();
const calls = checkoutCalls(testApp);
const SKU = 'XYLO-01-10';

async function setStock(qty: number) {
  await testApp.app.db.execute(
    sql`update stock_item set qty = ${qty}, reserved_qty = 0, is_in_stock = true, stock_status = 'ok'
        where product_id = (select id from product where sku = ${SKU})`,
  );
  await testApp.app.db.execute(
    sql`update sales_order set status = 'Cancelled' where status in ('Processing', 'PendingPayment')`,
  );
}

async function reserved(): Promise<number> {
  const [row] = await testApp.app.db
    .select({ reserved: schema.stockItem.reservedQty })
    .from(schema.stockItem)
    .innerJoin(schema.product, eq(schema.product.id, schema.stockItem.productId))
    .where(eq(schema.product.sku, SKU));
  return row!.reserved;
}

/** Places an order of `qty` units from a client address, cash on delivery or paid online. */
async function orderFrom(
  address: string,
  qty: number,
  method: 'cashondelivery' | 'online' = 'cashondelivery',
) {
  const cartId = await calls.cartWith({ [SKU]: qty });
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/order?cartId=${cartId}`,
    remoteAddress: address,
    headers: { 'idempotency-key': randomUUID() },
    payload: calls.orderBody(method === 'cashondelivery' ? { payment: { method } } : {}),
  });
  return { status: response.statusCode, body: response.json<ApiBody>() };
}

const refusal = { field: 'payment.method', message: cashOnDeliveryHoldMessage(DEFAULT_MAX_SALE_QTY) };

describe('unpaid cash-on-delivery orders per address', () => {
  it('hold at most the sale limit of a product together, however many orders one address places', async () => {
    await setStock(53);
    const answers = [];
    for (let i = 0; i < 18; i++) answers.push(await orderFrom('203.0.113.7', 3));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(Math.floor(DEFAULT_MAX_SALE_QTY / 3));
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([refusal]);
    }
    expect(await reserved()).toBe(placed.length * 3);
    // What is left fits exactly: the address may still fill its limit.
    expect((await orderFrom('203.0.113.7', 1)).status).toBe(200);
    expect((await orderFrom('203.0.113.7', 1)).status).toBe(400);
  });

  it('count per address (an IPv6 /64 as one), leave online payments alone, and free up once confirmed', async () => {
    await setStock(53);
    expect((await orderFrom('2001:db8:1:2::1', DEFAULT_MAX_SALE_QTY)).status).toBe(200);
    const sameNetwork = await orderFrom('2001:db8:1:2:ffff::9', 1);
    expect([sameNetwork.status, sameNetwork.body.errors]).toEqual([400, [refusal]]);
    expect((await orderFrom('198.51.100.4', DEFAULT_MAX_SALE_QTY)).status).toBe(200);
    expect((await orderFrom('2001:db8:1:2::1', 2, 'online')).status).toBe(200);

    await testApp.app.db
      .update(schema.salesOrder)
      .set({ confirmedAt: new Date() })
      .where(eq(schema.salesOrder.clientAddress, '2001:db8:1:2::/64'));
    expect((await orderFrom('2001:db8:1:2::1', 4)).status).toBe(200);
  });

  it('hold the cap when one address sends its orders all at once', { timeout: 120_000 }, async () => {
    await setStock(53);
    const answers = await Promise.all(Array.from({ length: 8 }, () => orderFrom('192.0.2.55', 3)));
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    const placed = answers.filter((a) => a.status === 200).length;
    expect(placed).toBe(Math.floor(DEFAULT_MAX_SALE_QTY / 3));
    expect(await reserved()).toBe(placed * 3);
  });

  it('are not capped per address where the per-address limits are off (PER_IP_LIMITS=off)', async () => {
    const shared = await buildTestApp({ cashOnDeliveryHoldsPerAddress: false });
    try {
      const sharedCalls = checkoutCalls({ app: shared.app });
      await shared.app.db.execute(
        sql`update stock_item set qty = 53, reserved_qty = 0, is_in_stock = true, stock_status = 'ok'
            where product_id = (select id from product where sku = ${SKU})`,
      );
      const placed = [];
      for (let i = 0; i < 3; i++) {
        const cartId = await sharedCalls.cartWith({ [SKU]: DEFAULT_MAX_SALE_QTY });
        const response = await shared.app.inject({
          method: 'POST',
          url: `/api/order?cartId=${cartId}`,
          remoteAddress: '203.0.113.8',
          headers: { 'idempotency-key': randomUUID() },
          payload: sharedCalls.orderBody({ payment: { method: 'cashondelivery' } }),
        });
        placed.push(response.statusCode);
      }
      expect(placed).toEqual([200, 200, 200]);
    } finally {
      await shared.close();
    }
  });
});
