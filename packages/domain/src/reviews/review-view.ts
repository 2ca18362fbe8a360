import type { StoreCode } from '../store/store-views.ts';
import type { RatingSummary } from './review-rules.ts';

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
