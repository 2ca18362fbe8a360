import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  type PathItems,
} from '../docs/index.ts';
import { ReviewBodySchema, ReviewPageQuerySchema } from './reviews-schemas.ts';

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
};
