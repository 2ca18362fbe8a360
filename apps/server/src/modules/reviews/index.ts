import type { FastifyInstance } from 'fastify';
import type { Db } from '@apteek/db';
import type { ReviewServices } from '@apteek/domain';
import { registerReviewRoutes } from './reviews-routes.ts';
import { reviewsService } from './reviews-service.ts';

export { reviewModeration, type ReviewModeration } from './reviews-service.ts';
export { ModerationBodySchema, ReviewIdParamsSchema } from './reviews-schemas.ts';
export { reviewPaths } from './reviews-openapi.ts';

/** What the product page's loader reads in-process: a product's approved reviews. */
export function reviewStorefront(db: Db, now: () => number): ReviewServices {
  const reviews = reviewsService({ db, now });
  return { productReviews: (sku, page) => reviews.productReviews(sku, page) };
}

/** /api/reviews/:sku: product reviews. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  registerReviewRoutes(app, reviewsService({ db: app.db, now: () => app.now().getTime() }));
}
