import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { finnishOrder, type checkoutCalls, type PlacedOrder } from '../order/order-test-helpers.ts';

/** The provider form the shopper's browser posts, as /api/paytrail/form answers it. */
export interface PaytrailForm {
  action: string;
  method?: string;
  fields: Record<string, string>;
}

/** Places a Finnish order for the given lines and asks for its Paytrail form. */
export async function placePaytrailOrder(
  calls: ReturnType<typeof checkoutCalls>,
  lines: Record<string, number>,
  bank = 'op',
) {
  const placed = await calls.placeOrder(
    await calls.cartWith(lines, { storeCode: 'fi' }),
    calls.orderBody(finnishOrder(bank)),
  );
  expect(placed.status).toBe(200);
  const order = placed.body.result as PlacedOrder;
  const form = await calls.call('POST', '/api/paytrail/form', {
    orderId: order.orderId,
    orderCode: order.orderCode,
    locale: 'fi-FI',
  });
  expect(form.status).toBe(200);
  return { order, form: form.body.result as PaytrailForm };
}

/** Paytrail's server-to-server call with a payment's result. */
export const paytrailCallback = (
  testApp: { readonly app: FastifyInstance },
  params: Record<string, string>,
) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/paytrail/transaction/result?${new URLSearchParams(params).toString()}`,
  });
