import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';

const testApp = useTestApp();
const { call, cartWith, placeOrder } = checkoutCalls(testApp);

/** NAPR-250-20 is out of stock in the seed catalogue. */
const OUT_OF_STOCK_SKU = 'NAPR-250-20';

describe(`out-of-stock products in the cart on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists and allows them (spec 000 §9), marked is_in_stock false', async () => {
    const stock = await call('GET', `/api/stock/check?sku=${OUT_OF_STOCK_SKU}`);
    expect(stock.body.result).toMatchObject({ is_in_stock: false });
    const cartId = await cartWith({});
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: OUT_OF_STOCK_SKU, qty: 2 },
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ sku: OUT_OF_STOCK_SKU, qty: 2, is_in_stock: false });
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([
      expect.objectContaining({ sku: OUT_OF_STOCK_SKU, qty: 2, stock_status: 'out_of_stock' }),
    ]);
  });

  it('cancels an order holding them with the seeds text, and keeps the cart (spec 000 §8)', async () => {
    const cartId = await cartWith({ 'PARA-500-20': 1, [OUT_OF_STOCK_SKU]: 1 });
    const { status, body } = await placeOrder(cartId);
    expect([status, body]).toEqual([
      409,
      { code: 409, result: ORDER_MESSAGES.outOfStock, reason: 'out_of_stock' },
    ]);
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toHaveLength(2);
  });
});
