import {
  CustomerGroupMoveSchema,
  CustomerGroupsSchema,
  OrderDecisionSchema,
  OrdersToCheckSchema,
  parseOpeningTimes,
  StaffChallengeSchema,
  StaffDutySchema,
  StaffMemberSchema,
  type CustomerGroupMove,
  type CustomerGroupView,
  type OpeningTimes,
  type OrderToCheck,
  type StaffMemberView,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/** A member of the pharmacy's staff; `onDuty`: customers' prescription offer requests wait for them. */
export type StaffMember = StaffMemberView;

/** An order waiting for a pharmacist, as GET /api/staff/orders answers it. */
export type { OrderToCheck };

/** The staff session travels in the HttpOnly cookie `apteek_staff`, which same-origin fetch sends by itself. */
export const staffApi = {
  /** The first step: the password; answers the challenge the one-time code answers. */
  async login(email: string, password: string): Promise<string> {
    const answer = await callApi('/api/staff/login', {
      method: 'POST',
      body: { email, password },
      result: StaffChallengeSchema,
    });
    return answer.result.challenge;
  },

  /** The second step: the 6-digit code of the authenticator app; the session cookie comes with the answer. */
  async loginCode(challenge: string, code: string): Promise<void> {
    await callApi('/api/staff/login/totp', { method: 'POST', body: { challenge, code } });
  },

  /** Who is logged in; a 401 (ApiError) when nobody is. */
  async me(): Promise<StaffMember> {
    const answer = await callApi('/api/staff/me', { result: StaffMemberSchema });
    return answer.result;
  },

  /** The pharmacist starts or ends their duty; answers the switch as the server now holds it. */
  async setDuty(onDuty: boolean): Promise<boolean> {
    const answer = await callApi('/api/staff/duty', {
      method: 'POST',
      body: { onDuty },
      result: StaffDutySchema,
    });
    return answer.result.onDuty;
  },

  /** The groups an administrator may put a customer in. */
  async customerGroups(): Promise<CustomerGroupView[]> {
    const answer = await callApi('/api/staff/customer-groups', { result: CustomerGroupsSchema });
    return answer.result;
  },

  /** Puts the customer with this e-mail address in the group; an ApiError names a field it refuses. */
  async moveCustomer(email: string, groupId: number): Promise<CustomerGroupMove> {
    const answer = await callApi('/api/staff/customers/group', {
      method: 'POST',
      body: { email, groupId },
      result: CustomerGroupMoveSchema,
    });
    return answer.result;
  },

  async logout(): Promise<void> {
    await callApi('/api/staff/logout', { method: 'POST', body: {} });
  },

  async openingTimes(): Promise<OpeningTimes> {
    const answer = await callApi('/api/staff/opening-times', { result: parseOpeningTimes });
    return answer.result;
  },

  async ordersToCheck(): Promise<OrderToCheck[]> {
    const answer = await callApi('/api/staff/orders', { result: OrdersToCheckSchema });
    return answer.result;
  },

  async approveOrder(orderId: string): Promise<void> {
    await callApi(`/api/staff/orders/${encodeURIComponent(orderId)}/approve`, {
      method: 'POST',
      body: {},
      result: OrderDecisionSchema,
    });
  },

  /** Refused with a 400 naming `reason` when the server finds none. */
  async cancelOrder(orderId: string, reason: string): Promise<void> {
    await callApi(`/api/staff/orders/${encodeURIComponent(orderId)}/cancel`, {
      method: 'POST',
      body: { reason },
      result: OrderDecisionSchema,
    });
  },

  /** Refused with a 400 naming the field (ApiError.errors) when the server does not take the hours. */
  async saveOpeningTimes(times: OpeningTimes): Promise<void> {
    await callApi('/api/staff/opening-times', { method: 'PUT', body: times });
  },
};
