import { OrderReturnsSchema, type OrderReturns } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

export type { OrderReturns };

/** The order's returns, read and asked for with the order's code as its page holds it (owner or guest). */
export const returnsApi = {
  async read(order: { orderId: string; orderCode: string }, locale: string): Promise<OrderReturns> {
    const path = `/api/order/${encodeURIComponent(order.orderId)}/returns?orderCode=${encodeURIComponent(order.orderCode)}`;
    return (await callApi(path, { locale, result: OrderReturnsSchema })).result;
  },

  /** A withdrawal from the chosen units; a 409 (ApiError) with the rule's text when it is refused. */
  async request(
    order: { orderId: string; orderCode: string },
    ask: { reason: string; lines: { lineId: number; qty: number; unopened?: boolean }[] },
    locale: string,
  ): Promise<OrderReturns> {
    const path = `/api/order/${encodeURIComponent(order.orderId)}/returns`;
    const body = { orderCode: order.orderCode, ...ask };
    return (await callApi(path, { method: 'POST', body, locale, result: OrderReturnsSchema })).result;
  },
};
