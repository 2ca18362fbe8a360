import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../plugins/validation.ts';
import { ModerationBodySchema, ReviewIdParamsSchema, type ReviewModeration } from '../reviews/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * Review moderation: any staff member reads the reviews waiting and approves or
 * rejects one; each decision is in the audit log (by id: the text stays with the review).
 */
export function registerStaffReviewRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: (request: FastifyRequest) => Promise<StaffMember>;
    audit: StaffAudit;
    moderation: ReviewModeration;
  },
): void {
  const { requireStaff, audit, moderation } = deps;

  app.get('/staff/reviews', async (request) => {
    const member = await requireStaff(request);
    const reviews = await moderation.pending();
    await audit.write({
      staffId: member.id,
      action: 'reviews_read',
      details: { count: reviews.length },
      ip: request.ip,
    });
    return ok(reviews);
  });

  for (const [path, status, action] of [
    ['approve', 'approved', 'review_approved'],
    ['reject', 'rejected', 'review_rejected'],
  ] as const) {
    app.post(`/staff/reviews/:reviewId/${path}`, async (request) => {
      const member = await requireStaff(request);
      const { reviewId } = parseInput(ReviewIdParamsSchema, request.params);
      parseInput(ModerationBodySchema, request.body ?? {});
      const decided = await moderation.decide(reviewId, status, member.id);
      await audit.write({ staffId: member.id, action, target: `review ${reviewId}`, ip: request.ip });
      return ok(decided);
    });
  }
}
