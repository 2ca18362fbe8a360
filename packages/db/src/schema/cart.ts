import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  createdAt,
  isActive,
  ownerId,
  serialId,
  storeCodeCheck,
  storeCodeColumn,
  uniqueCode,
  updatedAt,
} from './columns.ts';
import { product } from './products.ts';

export type CartStatus = 'active' | 'merged' | 'ordered';

/**
 * A shopping cart. Its id is the unguessable cart token a guest holds;
 * a customer's cart also carries the customer id and only that customer may use it.
 */
export const cart = pgTable(
  'cart',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    storeCode: storeCodeColumn(),
    customerId: integer('customer_id'),
    status: varchar('status', { length: 16 }).$type<CartStatus>().notNull().default('active'),
    couponCode: varchar('coupon_code', { length: 64 }),
    chatId: varchar('chat_id', { length: 128 }),
    /** The shipping and payment choices of checkout, as the shipping-information and collect-totals calls set them. */
    shippingCarrierCode: varchar('shipping_carrier_code', { length: 32 }),
    shippingMethodCode: varchar('shipping_method_code', { length: 32 }),
    shippingAddress: jsonb('shipping_address'),
    billingAddress: jsonb('billing_address'),
    paymentMethod: varchar('payment_method', { length: 32 }),
    /**
     * The cart's code as the e-prescription service knows it (its OrderCode), kept when the code is
     * first given to the service, so that the service's callbacks name a cart the server can find.
     */
    serviceCode: varchar('service_code', { length: 32 }),
    /** Guest carts merged into this one at login; a repeated merge adds nothing (VSF #5743). */
    mergedCartIds: text('merged_cart_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    storeCodeCheck('cart', t.storeCode),
    check('cart_status_check', sql`${t.status} in ('active', 'merged', 'ordered')`),
    uniqueIndex('cart_service_code_idx')
      .on(t.serviceCode)
      .where(sql`${t.serviceCode} is not null`),
    index('cart_customer_idx')
      .on(t.customerId)
      .where(sql`${t.status} = 'active'`),
    // The retention job: guest carts by their last change.
    index('cart_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.customerId} is null`),
  ],
);

/** One line of a cart: a product (a configurable's child SKU) with its options, as one quantity. */
export const cartItem = pgTable(
  'cart_item',
  {
    id: serialId(),
    cartId: varchar('cart_id', { length: 64 })
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: ownerId('product_id', () => product.id),
    sku: varchar('sku', { length: 64 }).notNull(),
    parentSku: varchar('parent_sku', { length: 64 }),
    /** lineKey() of @apteek/domain: the same product with the same options is one line. */
    lineKey: text('line_key').notNull(),
    qty: integer('qty').notNull(),
    /** The platform's product_option: custom, configurable and bundle choices. */
    productOption: jsonb('product_option').notNull().default({}),
    /** A prescription line's number (custom option 10100); one medicine per prescription. */
    prescriptionNumber: varchar('prescription_number', { length: 32 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_item_line_idx').on(t.cartId, t.lineKey),
    uniqueIndex('cart_item_prescription_idx')
      .on(t.cartId, t.prescriptionNumber)
      .where(sql`${t.prescriptionNumber} is not null`),
    check('cart_item_qty_check', sql`${t.qty} > 0`),
  ],
);

/** A cart price rule reached by a coupon code (SalesRule in @apteek/domain). */
export const salesRule = pgTable(
  'sales_rule',
  {
    id: serialId(),
    /** Upper case, as normaliseCouponCode() gives it. */
    code: uniqueCode(64),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 8 }).$type<'percent' | 'fixed'>().notNull(),
    scope: varchar('scope', { length: 8 }).$type<'cart' | 'line'>().notNull(),
    /** Percent for 'percent' rules, cents for 'fixed' ones. */
    amount: integer('amount').notNull(),
    skus: text('skus').array(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    isActive: isActive(),
  },
  (t) => [
    check('sales_rule_type_check', sql`${t.type} in ('percent', 'fixed')`),
    check('sales_rule_scope_check', sql`${t.scope} in ('cart', 'line')`),
    check('sales_rule_amount_check', sql`${t.amount} >= 0`),
  ],
);
