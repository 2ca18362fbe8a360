import type { PendingReview } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

function pendingReviews(result: unknown): PendingReview[] {
  if (!Array.isArray(result)) throw new TypeError('not a list');
  return result as PendingReview[];
}

/** Review moderation; the staff session travels in its HttpOnly cookie. */
export const staffReviewsApi = {
  async pending(): Promise<PendingReview[]> {
    return (await callApi('/api/staff/reviews', { result: pendingReviews })).result;
  },
  async decide(id: number, decision: 'approve' | 'reject'): Promise<void> {
    await callApi(`/api/staff/reviews/${id}/${decision}`, { method: 'POST', body: {} });
  },
};
