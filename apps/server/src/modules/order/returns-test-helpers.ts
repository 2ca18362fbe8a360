import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import type { ShipmentPort } from './index.ts';
import type { PlacedOrder } from './order-test-helpers.ts';
import { paidOrders } from './paid-order-test-helpers.ts';

/** Carriers that register every parcel at once, for orders that must reach the customer. */
export const fakeCarriers: ShipmentPort = {
  register: (order) =>
    Promise.resolve({
      trackingNumber: `CC${order.orderNumber}EE`,
      labelPdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
    }),
};

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Delivered orders and the calls of their returns: the customer's, and staff's by session cookie. */
export function returnCalls(testApp: { readonly app: FastifyInstance }) {
  const calls = paidOrders(testApp);

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

  /** An order placed (paid, or cash on delivery), delivered, and its lines' ids by SKU. */
  async function deliveredOrder(
    lines: Record<string, number>,
    options: { cash?: boolean; body?: Record<string, unknown> } = {},
  ) {
    let order: PlacedOrder;
    if (options.cash) {
      const placed = await calls.placeOrder(
        await calls.cartWith(lines),
        calls.orderBody({ payment: { method: 'cashondelivery' } }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      order = placed.body.result as PlacedOrder;
    } else order = await calls.paidOrder(lines, options.body ? { body: options.body } : {});
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

  const ask = (
    order: PlacedOrder,
    lines: { lineId: number; qty: number; unopened?: boolean }[],
    extra = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/order/${order.orderId}/returns`,
      payload: { orderCode: order.orderCode, reason: 'Did not need it after all', lines, ...extra },
    });

  return { calls, staffCall, deliveredOrder, returnsOf, ask };
}
