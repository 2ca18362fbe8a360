import type { LimitPolicy } from '../account/request-limits.ts';
import { PHARMACY_TYPE_CODES, type PharmacyTypeCode } from '../catalog/product-types.ts';

/** Rating maximum 5. */
export const RATING_MAX = 5;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Approved reviews per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export const REVIEW_LIMITS = {
  title: 100,
  text: 2000,
  nickname: 50,
} as const;

const HOUR = 3600 * 1000;

/** Reviews written per customer and per client address. */
export const REVIEW_RATE_LIMITS = {
  customer: { free: 5, windowMs: HOUR },
  ip: { free: 20, windowMs: HOUR },
} as const satisfies Record<string, LimitPolicy>;

/** The refusal for a prescription medicine; the storefront translates it. */
export const REVIEW_PRESCRIPTION_REFUSAL = 'Prescription medicines cannot be reviewed.';

/** Advertising rules for medicines: no reviews of prescription medicines. */
export function mayBeReviewed(typeCode: PharmacyTypeCode): boolean {
  return typeCode !== PHARMACY_TYPE_CODES.prescription;
}

/**
 * A review's text as it is kept and shown: markup removed (tags, comments), control characters
 * dropped, spaces within a line collapsed, at most one empty line between paragraphs, trimmed.
 * The page escapes it again when drawing it; this keeps markup and invisible text out of the store.
 */
export function sanitiseReviewText(text: string): string {
  let rest = text;
  // Again until nothing changes: removing one tag must not join the pieces of another.
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(/<\/?[a-zA-Z!?][^<>]*(>|$)/g, '');
  }
  return (
    rest
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export interface RatingSummary {
  /** Rounded to one decimal; 0 without reviews. */
  average: number;
  count: number;
}

/** Average and count of the approved reviews' ratings, from their sum and count. */
export function ratingSummary(sum: number, count: number): RatingSummary {
  if (count === 0) return { average: 0, count: 0 };
  return { average: Math.round((sum / count) * 10) / 10, count };
}
