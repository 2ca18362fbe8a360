import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkoutCalls, maksekeskusTransaction, type PlacedOrder } from './order-test-helpers.ts';

/** Orders placed and paid through the Maksekeskus sandbox, as a shopper pays them. */
export function paidOrders(testApp: { readonly app: FastifyInstance }) {
  const calls = checkoutCalls(testApp);

  async function pay(order: PlacedOrder): Promise<void> {
    const transaction = await calls.call(
      'POST',
      '/api/maksekeskus/transaction',
      maksekeskusTransaction(order),
    );
    const page = new URL(transaction.body.result.url as string);
    const paid = await calls.postForm('/sandbox/maksekeskus/pay', {
      t: page.searchParams.get('t')!,
      channel: page.searchParams.get('channel')!,
      result: 'pay',
    });
    expect(paid.statusCode).toBe(303);
  }

  /** Places the lines as an order (the customer's, given a token) and pays it. */
  async function paidOrder(
    lines: Record<string, number>,
    options: { token?: string; body?: Record<string, unknown>; storeCode?: string } = {},
  ): Promise<PlacedOrder> {
    const cartId = await calls.cartWith(lines, {
      ...(options.token ? { token: options.token } : {}),
      ...(options.storeCode ? { storeCode: options.storeCode } : {}),
    });
    const placed = await calls.placeOrder(cartId, calls.orderBody(options.body), {
      ...(options.token ? { token: options.token } : {}),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.result as PlacedOrder;
    await pay(order);
    return order;
  }

  return { ...calls, pay, paidOrder };
}
