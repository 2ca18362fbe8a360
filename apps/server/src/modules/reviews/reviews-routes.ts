import type { FastifyInstance } from 'fastify';
import { DomainError, storeOfAcceptLanguage } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { requireCustomer } from '../user/index.ts';
import {
  CustomerReviewsQuerySchema,
  ReviewBodySchema,
  ReviewPageQuerySchema,
  ReviewParamsSchema,
} from './reviews-schemas.ts';
import type { reviewsService } from './reviews-service.ts';

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * Reviews, posted as `{ review }` and answered with code 200 (the storefront names no path, so the
 * path is ours): POST /reviews/:sku from a logged-in customer, held for moderation; GET
 * /reviews/:sku?page= the approved ones with their average and count; GET /user/reviews?storeCode=
 * the customer's own, for the account page.
 */
export function registerReviewRoutes(app: FastifyInstance, reviews: ReturnType<typeof reviewsService>): void {
  app.get('/user/reviews', async (request) => {
    const customerId = requireCustomer(request);
    const { storeCode } = parseInput(CustomerReviewsQuerySchema, request.query ?? {});
    return ok(await reviews.ofCustomer(customerId, storeCode));
  });

  app.get('/reviews/:sku', async (request) => {
    const { sku } = parseInput(ReviewParamsSchema, request.params);
    const { page } = parseInput(ReviewPageQuerySchema, request.query ?? {});
    const found = await reviews.productReviews(sku, page);
    if (!found) throw new DomainError('product_not_found', { sku });
    return ok(found);
  });

  app.post('/reviews/:sku', async (request) => {
    const customerId = requireCustomer(request);
    const { sku } = parseInput(ReviewParamsSchema, request.params);
    const { review } = parseInput(ReviewBodySchema, request.body ?? {});
    const storeCode = storeOfAcceptLanguage(request.headers['accept-language']);
    return ok(await reviews.write(sku, review, { customerId, ip: request.ip, storeCode }));
  });
}
