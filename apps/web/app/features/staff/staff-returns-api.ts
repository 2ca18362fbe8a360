import { StaffReturnSchema, StaffReturnsSchema, type StaffReturn } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

export type { StaffReturn };

/** Customers' return requests for pharmacists and warehouse workers, through the staff session's cookie. */
export const staffReturnsApi = {
  async open(): Promise<StaffReturn[]> {
    return (await callApi('/api/staff/returns', { result: StaffReturnsSchema })).result;
  },

  /** Accepted: the customer is e-mailed how to send the goods back; a 409 (ApiError) when it was decided meanwhile. */
  async accept(returnId: number): Promise<StaffReturn> {
    const path = `/api/staff/returns/${returnId}/accept`;
    return (await callApi(path, { method: 'POST', body: {}, result: StaffReturnSchema })).result;
  },

  /** The goods arrived: refunded once; a 409 (ApiError) when someone confirmed them meanwhile. */
  async receive(returnId: number): Promise<StaffReturn> {
    const path = `/api/staff/returns/${returnId}/receive`;
    return (await callApi(path, { method: 'POST', body: {}, result: StaffReturnSchema })).result;
  },

  async refuse(returnId: number, reason: string): Promise<StaffReturn> {
    const path = `/api/staff/returns/${returnId}/refuse`;
    return (await callApi(path, { method: 'POST', body: { reason }, result: StaffReturnSchema })).result;
  },
};
