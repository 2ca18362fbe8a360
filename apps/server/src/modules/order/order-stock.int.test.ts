// @postgres: stock reservations under concurrency.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { ORDER_MESSAGES } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls } from './order-test-helpers.ts';

// The orders queue for the pool's ten connections behind one locked stock row; on a busy machine
// the last of 200 would wait past the serving 3 s and rightly answer 503. This test is about who
// gets the stock, so they may wait (the outage tests hold the 503).
const testApp = useTestApp({}, undefined, { connectMs: 60_000, statementMs: 60_000 });

const SKU = 'XYLO-01-10';
const STOCK = 10;
// PGlite runs one statement at a time, so more orders there only add time; the race is real on PostgreSQL.
const ORDERS = process.env.TEST_DB_ENGINE === 'postgres' ? 200 : 50;

describe(`stock reservation on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it(
    `sells ${STOCK} units to exactly ${STOCK} of ${ORDERS} concurrent orders, never below zero, without a server error`,
    { timeout: 240_000 },
    async () => {
      const { db } = testApp.app;
      const { cartWith, placeOrder } = checkoutCalls(testApp);
      const [product] = await db
        .select({ id: schema.product.id })
        .from(schema.product)
        .where(eq(schema.product.sku, SKU));
      await db.execute(
        sql`update stock_item set qty = ${STOCK}, reserved_qty = 0 where product_id = ${product!.id}`,
      );

      const carts: string[] = [];
      while (carts.length < ORDERS) {
        const batch = Math.min(20, ORDERS - carts.length);
        carts.push(...(await Promise.all(Array.from({ length: batch }, () => cartWith({ [SKU]: 1 })))));
      }
      const answers = await Promise.all(carts.map((cartId) => placeOrder(cartId)));

      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(STOCK);
      expect(statuses.filter((s) => s === 409)).toHaveLength(ORDERS - STOCK);
      expect(answers.find((a) => a.status === 409)!.body.result).toBe(ORDER_MESSAGES.outOfStock);

      const [stock] = await db
        .select()
        .from(schema.stockItem)
        .where(eq(schema.stockItem.productId, product!.id));
      expect(stock!.qty - stock!.reservedQty).toBe(0);
      const lines = await db.select().from(schema.salesOrderLine).where(eq(schema.salesOrderLine.sku, SKU));
      expect(lines).toHaveLength(STOCK);
      const stockStatus = await testApp.app.inject({ method: 'GET', url: `/api/stock/check?sku=${SKU}` });
      expect(stockStatus.json().result).toMatchObject({ qty: 0 });
    },
  );
});
