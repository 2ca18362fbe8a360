import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { CART_MESSAGES, ORDER_MESSAGES } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';

const testApp = useTestApp();
const { call, cartWith, placeOrder } = checkoutCalls(testApp);

/** NAPR-250-20 is out of stock in the seed catalogue. */
const OUT_OF_STOCK_SKU = 'NAPR-250-20';

/** Sets a product's stock as a stock feed would. */
async function setInStock(sku: string, isInStock: boolean) {
  const { db } = testApp.app;
  const [row] = await db
    .select({ id: schema.product.id })
    .from(schema.product)
    .where(eq(schema.product.sku, sku));
  await db
    .update(schema.stockItem)
    .set(
      isInStock
        ? { isInStock, stockStatus: 'ok', qty: 50 }
        : { isInStock, stockStatus: 'out_of_stock', qty: 0 },
    )
    .where(eq(schema.stockItem.productId, row!.id));
}

describe(`out-of-stock products in the cart on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('refuses adding one with the out-of-stock text, and puts nothing in the cart', async () => {
    const stock = await call('GET', `/api/stock/check?sku=${OUT_OF_STOCK_SKU}`);
    expect(stock.body.result).toMatchObject({ is_in_stock: false });
    const cartId = await cartWith({});
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: OUT_OF_STOCK_SKU, qty: 2 },
    });
    expect(added.status).toBe(400);
    expect(added.body).toMatchObject({ result: CART_MESSAGES.outOfStock });
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([]);
  });

  it('keeps a line that ran out after it was added, marked, at its quantity or less but no more', async () => {
    const sku = 'PARA-500-20';
    const cartId = await cartWith({ [sku]: 2 });
    await setInStock(sku, false);
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([
      expect.objectContaining({ sku, qty: 2, is_in_stock: false, stock_status: 'out_of_stock' }),
    ]);
    const more = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 3 } });
    expect([more.status, more.body.result]).toEqual([400, CART_MESSAGES.outOfStock]);
    const fewer = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    expect(fewer.status).toBe(200);
    await setInStock(sku, true);
  });

  it('cancels an order holding one with the out-of-stock text, and keeps the cart', async () => {
    await setInStock(OUT_OF_STOCK_SKU, true);
    const cartId = await cartWith({ 'PARA-500-20': 1, [OUT_OF_STOCK_SKU]: 1 });
    await setInStock(OUT_OF_STOCK_SKU, false);
    const { status, body } = await placeOrder(cartId);
    expect([status, body]).toEqual([
      409,
      { code: 409, result: ORDER_MESSAGES.outOfStock, reason: 'out_of_stock' },
    ]);
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toHaveLength(2);
  });
});
