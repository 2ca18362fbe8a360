import {
  FulfilmentQueueSchema,
  OrderLifeAnswerSchema,
  type FulfilmentOrder,
  type FulfilmentStep,
  type OrderLifeAnswer,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';

export type { FulfilmentOrder, FulfilmentStep, OrderLifeAnswer };

/** Fulfilment for pharmacists and warehouse workers, through the staff session's cookie. */
export const fulfilmentApi = {
  async queue(): Promise<FulfilmentOrder[]> {
    const answer = await callApi('/api/staff/fulfilment', { result: FulfilmentQueueSchema });
    return answer.result;
  },

  /** One step of the order; a 409 (ApiError) when its stage does not allow it any more. */
  async step(orderId: string, step: FulfilmentStep): Promise<OrderLifeAnswer> {
    const answer = await callApi(`/api/staff/fulfilment/${encodeURIComponent(orderId)}/${step}`, {
      method: 'POST',
      body: {},
      result: OrderLifeAnswerSchema,
    });
    return answer.result;
  },

  /** Where the carrier's label of a handed-over order opens (a PDF). */
  labelUrl: (orderId: string) => `/api/staff/fulfilment/${encodeURIComponent(orderId)}/label`,
};
