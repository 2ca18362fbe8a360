import type { StoreCode } from '../store/store-views.ts';
import * as z from 'zod/mini';
import { REVIEW_STATUSES, type RatingSummary } from './review-rules.ts';

/** An approved review as the product page shows it. */
export interface ReviewView {
  id: number;
  nickname: string;
  title: string;
  text: string;
  rating: number;
  verifiedPurchase: boolean;
  /** ISO instant. */
  createdAt: string;
}

/** A review waiting for staff, with the product it is about, as GET /api/staff/reviews answers it. */
export interface PendingReview extends ReviewView {
  sku: string;
  productName: string;
  storeCode: StoreCode;
}

/** One page of a product's approved reviews with the average and count of all of them. */
export interface ProductReviews {
  summary: RatingSummary;
  reviews: ReviewView[];
  page: number;
  pageSize: number;
  /** False for prescription medicines, which take no reviews. */
  acceptsReviews: boolean;
}

/** What the product page's loader reads in-process. */
export interface ReviewServices {
  /** Null when no product has this SKU. */
  productReviews(sku: string, page: number): Promise<ProductReviews | null>;
}

/**
 * The customer's own reviews, as the account's review list shows them: GET /api/user/reviews
 * ?storeCode= (the customer's token; newest first, `no-store`). The products' names and pages are
 * those of the store view named; the status says whether staff approved a review yet.
 */
export const CustomerReviewsSchema = z.array(
  z.object({
    id: z.number(),
    sku: z.string(),
    productName: z.string(),
    /** The product's page in that store view ('/p/{sku}/{slug}'), null when it is off sale. */
    productPath: z.nullable(z.string()),
    title: z.string(),
    text: z.string(),
    rating: z.number(),
    status: z.enum(REVIEW_STATUSES),
    verifiedPurchase: z.boolean(),
    /** ISO instant. */
    createdAt: z.string(),
  }),
);
export type CustomerReview = z.infer<typeof CustomerReviewsSchema>[number];

/** At most this many of a customer's reviews are listed, newest first. */
export const CUSTOMER_REVIEWS_LIMIT = 100;
