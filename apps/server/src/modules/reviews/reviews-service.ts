import { and, asc, count, desc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  ipLimitKey,
  mayBeReviewed,
  ratingSummary,
  REVIEW_RATE_LIMITS,
  REVIEWS_PAGE_SIZE,
  CUSTOMER_REVIEWS_LIMIT,
  productPath,
  type CustomerReview,
  type PendingReview,
  type ProductReviews,
  type ReviewStatus,
  type StoreCode,
} from '@apteek/domain';
import { requestLimiter } from '../../lib/request-limiter.ts';
import type { ReviewInput } from './reviews-schemas.ts';

const { productReview, product, productConfigurableChild, salesOrder, salesOrderLine, productText } = schema;

/** An order that was paid for or is being handled counts as a purchase; cancelled or unpaid ones do not. */
const BOUGHT_STATUSES = ['Paid', 'Processing', 'ManualCheck'] as const;

async function productBySku(db: Db, sku: string) {
  const [row] = await db
    .select({ id: product.id, typeCode: product.typeCode })
    .from(product)
    .where(and(eq(product.sku, sku), eq(product.status, 1)));
  return row ?? null;
}

/** Whether the customer has an order of the product (or of one of its configurable children). */
async function hasBought(db: Db, customerId: number, productId: number): Promise<boolean> {
  const children = db
    .select({ id: productConfigurableChild.childId })
    .from(productConfigurableChild)
    .where(eq(productConfigurableChild.parentId, productId));
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(salesOrderLine)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
    .where(
      and(
        eq(salesOrder.customerId, customerId),
        inArray(salesOrder.status, [...BOUGHT_STATUSES]),
        or(eq(salesOrderLine.productId, productId), inArray(salesOrderLine.productId, children)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A customer's reviews, newest first, whatever their status, with the products' names in the store view. */
async function customerReviews(db: Db, customerId: number, storeCode: StoreCode): Promise<CustomerReview[]> {
  const rows = await db
    .select({
      review: productReview,
      sku: product.sku,
      onSale: product.status,
      name: productText.name,
      urlKey: productText.urlKey,
    })
    .from(productReview)
    .innerJoin(product, eq(product.id, productReview.productId))
    .leftJoin(productText, and(eq(productText.productId, product.id), eq(productText.storeCode, storeCode)))
    .where(eq(productReview.customerId, customerId))
    .orderBy(desc(productReview.createdAt), desc(productReview.id))
    .limit(CUSTOMER_REVIEWS_LIMIT);
  return rows.map(({ review, sku, onSale, name, urlKey }) => ({
    id: review.id,
    sku,
    productName: name ?? sku,
    productPath: onSale === 1 && urlKey ? productPath(sku, urlKey) : null,
    title: review.title,
    text: review.text,
    rating: review.rating,
    status: review.status,
    verifiedPurchase: review.verifiedPurchase,
    createdAt: review.createdAt.toISOString(),
  }));
}

/**
 * Product reviews: written by logged-in customers, held until staff approve them,
 * shown with their average and count. Prescription medicines take none.
 */
export function reviewsService({ db, now }: { db: Db; now: () => number }) {
  const limiter = requestLimiter(db, now);
  return {
    async write(
      sku: string,
      input: ReviewInput,
      author: { customerId: number; ip: string; storeCode: StoreCode },
    ): Promise<{ id: number; status: ReviewStatus; verifiedPurchase: boolean }> {
      const found = await productBySku(db, sku);
      if (!found) throw new DomainError('product_not_found', { sku });
      if (!mayBeReviewed(found.typeCode)) throw new DomainError('review_refused');
      await limiter.hit(
        [
          { key: `review:customer:${author.customerId}`, policy: REVIEW_RATE_LIMITS.customer },
          { key: `review:ip:${ipLimitKey(author.ip)}`, policy: REVIEW_RATE_LIMITS.ip },
        ],
        'too_many_requests',
      );
      const verifiedPurchase = await hasBought(db, author.customerId, found.id);
      const [row] = await db
        .insert(productReview)
        .values({
          productId: found.id,
          customerId: author.customerId,
          storeCode: author.storeCode,
          ...input,
          verifiedPurchase,
        })
        .onConflictDoNothing()
        .returning({ id: productReview.id, status: productReview.status });
      if (!row) throw new DomainError('review_exists');
      return { ...row, verifiedPurchase };
    },

    /** The customer's own reviews, whatever their status, with the products' names in the store view. */
    ofCustomer: (customerId: number, storeCode: StoreCode) => customerReviews(db, customerId, storeCode),

    async productReviews(sku: string, page: number): Promise<ProductReviews | null> {
      const found = await productBySku(db, sku);
      if (!found) return null;
      const shown = and(eq(productReview.productId, found.id), eq(productReview.status, 'approved'));
      const [totals] = await db
        .select({ count: count(), sum: sum(productReview.rating).mapWith(Number) })
        .from(productReview)
        .where(shown);
      const rows = await db
        .select()
        .from(productReview)
        .where(shown)
        .orderBy(desc(productReview.createdAt), desc(productReview.id))
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE);
      return {
        summary: ratingSummary(totals?.sum ?? 0, totals?.count ?? 0),
        reviews: rows.map((row) => ({
          id: row.id,
          nickname: row.nickname,
          title: row.title,
          text: row.text,
          rating: row.rating,
          verifiedPurchase: row.verifiedPurchase,
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        acceptsReviews: mayBeReviewed(found.typeCode),
      };
    },
  };
}

/** What staff do with reviews: read the ones waiting, approve or reject one. */
export function reviewModeration({ db, now }: { db: Db; now: () => number }) {
  return {
    async pending(): Promise<PendingReview[]> {
      const rows = await db
        .select({
          review: productReview,
          sku: product.sku,
          productName: sql<string>`coalesce(${productText.name}, ${product.sku})`,
        })
        .from(productReview)
        .innerJoin(product, eq(product.id, productReview.productId))
        .leftJoin(
          productText,
          and(eq(productText.productId, product.id), eq(productText.storeCode, productReview.storeCode)),
        )
        .where(eq(productReview.status, 'pending'))
        .orderBy(asc(productReview.createdAt), asc(productReview.id))
        .limit(200);
      return rows.map(({ review, sku, productName }) => ({
        id: review.id,
        sku,
        productName,
        nickname: review.nickname,
        title: review.title,
        text: review.text,
        rating: review.rating,
        verifiedPurchase: review.verifiedPurchase,
        storeCode: review.storeCode,
        createdAt: review.createdAt.toISOString(),
      }));
    },

    async decide(reviewId: number, status: 'approved' | 'rejected', staffId: number) {
      const [row] = await db
        .update(productReview)
        .set({ status, moderatedAt: new Date(now()), moderatedBy: staffId })
        .where(eq(productReview.id, reviewId))
        .returning({ id: productReview.id, status: productReview.status });
      if (!row) throw new DomainError('review_not_found');
      return row;
    },
  };
}

export type ReviewModeration = ReturnType<typeof reviewModeration>;
