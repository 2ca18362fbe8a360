import { z } from 'zod';
import { RATING_MAX, REVIEW_LIMITS, STORE_CODES, sanitiseReviewText } from '@apteek/domain';
import { integer } from '../../plugins/validation.ts';

/** A text field: sanitised first, then measured, so markup cannot pass for content. */
const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .max(max * 4, `Maximum length of ${max} characters`)
    .transform(sanitiseReviewText)
    .pipe(z.string().min(1, `${label} is required.`).max(max, `Maximum length of ${max} characters`));

/** POST /api/reviews/:sku: `{ review }`. */
export const ReviewBodySchema = z.strictObject({
  review: z.strictObject({
    title: text(REVIEW_LIMITS.title, 'A title'),
    text: text(REVIEW_LIMITS.text, 'A review'),
    nickname: text(REVIEW_LIMITS.nickname, 'A nickname'),
    rating: z
      .number({ error: `A rating from 1 to ${RATING_MAX} is required.` })
      .int(`A rating from 1 to ${RATING_MAX} is required.`)
      .min(1, `A rating from 1 to ${RATING_MAX} is required.`)
      .max(RATING_MAX, `A rating from 1 to ${RATING_MAX} is required.`),
  }),
});
export type ReviewInput = z.infer<typeof ReviewBodySchema>['review'];

export const ReviewParamsSchema = z.object({ sku: z.string().min(1).max(64) });

export const ReviewPageQuerySchema = z.object({
  page: integer({ min: 1, max: 10_000, coerce: true }).default(1),
});

export const ReviewIdParamsSchema = z.object({ reviewId: integer({ min: 1, coerce: true }) });

export const ModerationBodySchema = z.strictObject({});

/** GET /api/user/reviews: the store view whose product names and pages the list shows. */
export const CustomerReviewsQuerySchema = z.object({ storeCode: z.enum(STORE_CODES).default('ee') });
