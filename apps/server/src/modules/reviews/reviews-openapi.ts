import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  type PathItems,
} from '../docs/index.ts';
import { CustomerReviewsQuerySchema, ReviewBodySchema, ReviewPageQuerySchema } from './reviews-schemas.ts';

const sku = pathParameter('sku', { type: 'string' }, "The product's SKU (a configurable product's parent)");

export const reviewPaths: PathItems = {
  '/api/reviews/{sku}': {
    get: {
      summary: "A page of the product's approved reviews, with their average and count",
      parameters: [sku, ...queryParameters(ReviewPageQuerySchema)],
      responses: {
        200: envelope('summary {average, count}, reviews, page, pageSize, acceptsReviews', {
          type: 'object',
        }),
        404: errorResponses[404],
      },
    },
    post: {
      summary: 'Writes a review ({ review }); held for moderation by staff',
      description:
        'Logged-in customers only (401 otherwise). Title, text and nickname are stripped of markup; the rating is ' +
        '1–5. Marked as a verified purchase when the customer has a paid order of the product. Prescription ' +
        'medicines take no reviews (403); a second review of the same product is refused (409); rate-limited (429).',
      parameters: [sku],
      requestBody: jsonBody(ReviewBodySchema),
      responses: {
        200: envelope('The held review', {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            status: { const: 'pending' },
            verifiedPurchase: { type: 'boolean' },
          },
        }),
        400: errorResponses[400],
        401: envelope('Not logged in', { type: 'string' }),
        403: envelope('A prescription medicine', { type: 'string' }),
        409: envelope('Already reviewed', { type: 'string' }),
      },
    },
  },
  '/api/user/reviews': {
    get: {
      summary: "The customer's own reviews, newest first, with their status (pending, approved, rejected)",
      description:
        "Logged-in customers only (401 otherwise). The products' names and pages are those of the store view " +
        `named by storeCode; at most 100 reviews. Never cached.`,
      parameters: queryParameters(CustomerReviewsQuerySchema),
      responses: {
        200: envelope(
          'id, sku, productName, productPath, title, text, rating, status, verifiedPurchase, createdAt',
          {
            type: 'array',
          },
        ),
        401: envelope('Not logged in', { type: 'string' }),
      },
    },
  },
};
