import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ReviewStatus, StoreCode } from '@apteek/domain';
import { customer } from './customers.ts';
import {
  createdAt,
  flag,
  ownerId,
  serialId,
  storeCodeCheck,
  storeCodeColumn,
  timestampTz,
} from './columns.ts';
import { product } from './products.ts';
import { staffUser } from './staff.ts';

/**
 * A customer's review of a product, held as 'pending' until staff approve or
 * reject it; only approved ones are shown. One review per customer and product. Deleted with the
 * customer's account.
 */
export const productReview = pgTable(
  'product_review',
  {
    id: serialId(),
    productId: ownerId('product_id', () => product.id),
    customerId: ownerId('customer_id', () => customer.id),
    storeCode: storeCodeColumn().$type<StoreCode>(),
    nickname: varchar('nickname', { length: 50 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    /** The customer had bought the product (an order that was paid or is being processed). */
    verifiedPurchase: flag('verified_purchase', false),
    status: varchar('status', { length: 16 }).$type<ReviewStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    moderatedAt: timestampTz('moderated_at'),
    moderatedBy: integer('moderated_by').references(() => staffUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('product_review_customer_idx').on(t.productId, t.customerId),
    index('product_review_shown_idx').on(t.productId, t.status, t.createdAt),
    index('product_review_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    storeCodeCheck('product_review', t.storeCode),
    check('product_review_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_review_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
