import type { OpeningTimes, OrderStatus } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/** A member of the pharmacy's staff, as the staff API names them. */
export interface StaffMember {
  name: string;
  email: string;
  role: string;
  /** Switched on duty in this session: customers' prescription offer requests wait for them. */
  onDuty: boolean;
}

function record(result: unknown): Record<string, unknown> {
  if (typeof result !== 'object' || result === null) throw new TypeError('not an object');
  return result as Record<string, unknown>;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('not a string');
  return value;
}

/** An order waiting for a pharmacist, as GET /api/staff/orders answers it (issue 19). */
export interface OrderToCheck {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  storeCode: string;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  reasons: ('manualCheck' | 'prescription')[];
  /** Why a ManualCheck order waits (the server's English note for staff). */
  note: string | null;
  lines: { sku: string; name: string; qty: number; prescriptionNumber: string | null }[];
}

/** The staff session travels in the HttpOnly cookie `apteek_staff`, which same-origin fetch sends by itself. */
export const staffApi = {
  /** The first step: the password; answers the challenge the one-time code answers. */
  async login(email: string, password: string): Promise<string> {
    const answer = await callApi('/api/staff/login', {
      method: 'POST',
      body: { email, password },
      result: (result) => text(record(result).challenge),
    });
    return answer.result;
  },

  /** The second step: the 6-digit code of the authenticator app; the session cookie comes with the answer. */
  async loginCode(challenge: string, code: string): Promise<void> {
    await callApi('/api/staff/login/totp', { method: 'POST', body: { challenge, code } });
  },

  /** Who is logged in; a 401 (ApiError) when nobody is. */
  async me(): Promise<StaffMember> {
    const answer = await callApi('/api/staff/me', {
      result: (result) => {
        const member = record(result);
        return {
          name: text(member.name),
          email: text(member.email),
          role: text(member.role),
          onDuty: member.onDuty === true,
        };
      },
    });
    return answer.result;
  },

  /** The pharmacist starts or ends their duty; answers the switch as the server now holds it. */
  async setDuty(onDuty: boolean): Promise<boolean> {
    const answer = await callApi('/api/staff/duty', {
      method: 'POST',
      body: { onDuty },
      result: (result) => record(result).onDuty === true,
    });
    return answer.result;
  },

  async logout(): Promise<void> {
    await callApi('/api/staff/logout', { method: 'POST', body: {} });
  },

  async openingTimes(): Promise<OpeningTimes> {
    const answer = await callApi('/api/staff/opening-times', {
      result: (result) => record(result) as unknown as OpeningTimes,
    });
    return answer.result;
  },

  async ordersToCheck(): Promise<OrderToCheck[]> {
    const answer = await callApi('/api/staff/orders', {
      result: (result) => {
        if (!Array.isArray(result)) throw new TypeError('not a list');
        return result as OrderToCheck[];
      },
    });
    return answer.result;
  },

  async approveOrder(orderId: string): Promise<void> {
    await callApi(`/api/staff/orders/${encodeURIComponent(orderId)}/approve`, { method: 'POST', body: {} });
  },

  /** Refused with a 400 naming `reason` when the server finds none. */
  async cancelOrder(orderId: string, reason: string): Promise<void> {
    await callApi(`/api/staff/orders/${encodeURIComponent(orderId)}/cancel`, {
      method: 'POST',
      body: { reason },
    });
  },

  /** Refused with a 400 naming the field (ApiError.errors) when the server does not take the hours. */
  async saveOpeningTimes(times: OpeningTimes): Promise<void> {
    await callApi('/api/staff/opening-times', { method: 'PUT', body: times });
  },
};
