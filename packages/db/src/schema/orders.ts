import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CheckNote, LifeStage, OrderStatus, PaymentStatus } from '@apteek/domain';
import {
  createdAt,
  isActive,
  personName,
  serialId,
  storeCodeCheck,
  storeCodeColumn,
  timestampTz,
  updatedAt,
} from './columns.ts';
import { customer } from './customers.ts';
import { product } from './products.ts';
import { staffUser } from './staff.ts';

/** Order numbers are the reference shoppers and providers see: 9 digits, counted from 100000001. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100000001 });

/**
 * A placed order. Its id and code are unguessable: the code is the secret the
 * payment calls carry. The idempotency key is unique per cart, so the same checkout sent twice is one
 * order, and a key another cart happens to send never reaches this cart's order.
 */
export const salesOrder = pgTable(
  'sales_order',
  {
    id: uuid('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 16 }).notNull().unique(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    cartId: varchar('cart_id', { length: 64 }).notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    storeCode: storeCodeColumn(),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull(),
    paymentStatus: varchar('payment_status', { length: 16 }).$type<PaymentStatus>().notNull(),
    paymentMethod: varchar('payment_method', { length: 32 }).notNull(),
    paymentBank: varchar('payment_bank', { length: 32 }),
    shippingType: varchar('shipping_type', { length: 16 }).notNull(),
    shippingCarrierCode: varchar('shipping_carrier_code', { length: 32 }),
    shippingMethodCode: varchar('shipping_method_code', { length: 32 }),
    parcelMachineId: varchar('parcel_machine_id', { length: 64 }),
    ...personName(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    /** Who receives the parcel when it is not the buyer (shippingDetails); null: the buyer does. */
    recipientFirstname: varchar('recipient_firstname', { length: 100 }),
    recipientLastname: varchar('recipient_lastname', { length: 100 }),
    recipientPhoneNumber: varchar('recipient_phone_number', { length: 32 }),
    company: varchar('company', { length: 200 }),
    taxId: varchar('tax_id', { length: 64 }),
    couponCode: varchar('coupon_code', { length: 64 }),
    /** Cents, as computeCartTotals gave them when the order was placed. */
    subtotalInclTax: integer('subtotal_incl_tax').notNull(),
    discount: integer('discount').notNull(),
    shippingInclTax: integer('shipping_incl_tax').notNull(),
    shippingTax: integer('shipping_tax').notNull(),
    taxTotal: integer('tax_total').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /** Why an order waits for a person (ManualCheck), for the staff who look at it. */
    note: jsonb('note').$type<CheckNote>(),
    /**
     * The stock_item units this order holds (bundle lines hold their parts), as reserved at
     * placement; released when the unpaid order expires. Null on orders placed before it was kept:
     * those hold their lines' products.
     */
    reservedStock: jsonb('reserved_stock').$type<{ productId: number; qty: number }[]>(),
    /** When an unpaid order was cancelled by expiry (its reservations released). */
    expiredAt: timestampTz('expired_at'),
    /**
     * When the pharmacy confirmed a cash-on-delivery order (staff tools set it); until then the
     * order holds its stock for CASH_ON_DELIVERY_HOLD_HOURS only.
     */
    confirmedAt: timestampTz('confirmed_at'),
    /**
     * The client address the order was placed from, as the per-address limits count it (an IPv4
     * address or an IPv6 /64): unconfirmed cash-on-delivery orders are capped per address.
     */
    clientAddress: text('client_address'),
    /**
     * When and by which pharmacist the order was checked: a prescription order waits in
     * the staff's list until then, as does one in ManualCheck.
     */
    checkedAt: timestampTz('checked_at'),
    checkedBy: integer('checked_by').references(() => staffUser.id, { onDelete: 'set null' }),
    /** Why the pharmacy cancelled the order, as the customer was told. */
    cancelReason: text('cancel_reason'),
    /**
     * Where the order is in its life after placement (packages/domain order-life.ts); `status` keeps
     * what the checkout and its payment say, this what the pharmacy did since.
     */
    lifeStage: varchar('life_stage', { length: 16 }).$type<LifeStage>().notNull().default('placed'),
    /** The carrier's number for the parcel, once it is handed over. */
    trackingNumber: varchar('tracking_number', { length: 64 }),
    /** The carrier's label for the parcel, a PDF in base64, as its registration answered it. */
    shippingLabel: text('shipping_label'),
    /** The code a pickup order is collected with, once it is ready. */
    pickupCode: varchar('pickup_code', { length: 16 }),
    /**
     * When the order's personal data were removed: past the retention period, or at once when its
     * customer deleted the account (a prescription order's dispensing lines stay until the period ends).
     */
    anonymisedAt: timestampTz('anonymised_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    storeCodeCheck('sales_order', t.storeCode),
    check(
      'sales_order_status_check',
      sql`${t.status} in ('PendingPayment', 'Paid', 'Processing', 'Cancelled', 'ManualCheck')`,
    ),
    check(
      'sales_order_life_stage_check',
      sql`${t.lifeStage} in ('placed', 'paid', 'picking', 'packed', 'handedToCarrier', 'delivered', 'readyForPickup', 'collected', 'cancelled', 'returned')`,
    ),
    check(
      'sales_order_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'cancelled')`,
    ),
    uniqueIndex('sales_order_cart_key_idx').on(t.cartId, t.idempotencyKey),
    // The retention job: orders not yet anonymised, oldest first.
    index('sales_order_not_anonymised_idx')
      .on(t.createdAt)
      .where(sql`${t.anonymisedAt} is null`),
    index('sales_order_customer_idx').on(t.customerId, t.createdAt),
    // The expiry sweep looks only at orders waiting for payment, oldest first.
    index('sales_order_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PendingPayment'`),
    // The pharmacist's list: orders in ManualCheck, and orders not checked yet and not cancelled.
    index('sales_order_to_check_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'ManualCheck' or (${t.checkedAt} is null and ${t.status} <> 'Cancelled')`),
    // The fulfilment queue: orders paid and not yet out of the pharmacy's hands, oldest first.
    index('sales_order_fulfilment_idx')
      .on(t.createdAt)
      .where(sql`${t.lifeStage} in ('paid', 'picking', 'packed', 'readyForPickup')`),
    // The cash-on-delivery sweep: orders the pharmacy has not confirmed, oldest first.
    index('sales_order_cod_unconfirmed_idx')
      .on(t.createdAt)
      .where(
        sql`${t.status} = 'Processing' and ${t.paymentMethod} = 'cashondelivery' and ${t.confirmedAt} is null`,
      ),
    // The same orders by the address that placed them: what one address holds is capped.
    index('sales_order_cod_address_idx')
      .on(t.clientAddress)
      .where(
        sql`${t.status} = 'Processing' and ${t.paymentMethod} = 'cashondelivery' and ${t.confirmedAt} is null`,
      ),
  ],
);

const orderId = () =>
  uuid('order_id')
    .notNull()
    .references(() => salesOrder.id, { onDelete: 'cascade' });

/** An ordered line with the prices and tax copied from the cart's totals at placement. */
export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    id: serialId(),
    orderId: orderId(),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 64 }).notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    productOption: jsonb('product_option').notNull().default({}),
    /** What the pharmacy dispenses against. */
    prescriptionNumber: varchar('prescription_number', { length: 32 }),
    patientCode: varchar('patient_code', { length: 16 }),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
    discount: integer('discount').notNull(),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxAmount: integer('tax_amount').notNull(),
    /** What the Health Insurance Fund pays of the row (compensation and additional benefit), cents. */
    fundAmount: integer('fund_amount').notNull().default(0),
  },
  (t) => [
    index('sales_order_line_order_idx').on(t.orderId),
    check('sales_order_line_qty_check', sql`${t.qty} > 0`),
  ],
);

export const salesOrderAddress = pgTable(
  'sales_order_address',
  {
    id: serialId(),
    orderId: orderId(),
    type: varchar('type', { length: 8 }).$type<'shipping' | 'billing'>().notNull(),
    ...personName(),
    company: varchar('company', { length: 200 }),
    country: varchar('country', { length: 2 }).notNull(),
    streetAddress: varchar('street_address', { length: 100 }).notNull(),
    apartmentNumber: varchar('apartment_number', { length: 10 }),
    city: varchar('city', { length: 50 }),
    state: varchar('state', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 32 }),
  },
  (t) => [
    uniqueIndex('sales_order_address_type_idx').on(t.orderId, t.type),
    check('sales_order_address_type_check', sql`${t.type} in ('shipping', 'billing')`),
  ],
);

/** A provider transaction that paid (or tried to pay) an order; a transaction counts once. */
export const salesOrderPayment = pgTable(
  'sales_order_payment',
  {
    id: serialId(),
    orderId: orderId(),
    provider: varchar('provider', { length: 16 }).notNull(),
    transactionId: varchar('transaction_id', { length: 128 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    amount: integer('amount').notNull(),
    message: jsonb('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sales_order_payment_transaction_idx').on(t.provider, t.transactionId)],
);

/** Every provider message taken into account, by its digest: a replayed message is refused. */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    digest: varchar('digest', { length: 64 }).notNull(),
    orderId: uuid('order_id').references(() => salesOrder.id, { onDelete: 'cascade' }),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notification_digest_idx').on(t.provider, t.digest)],
);

/** Parcel machines per carrier and country, loaded from the seed. */
export const parcelMachine = pgTable(
  'parcel_machine',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    carrierCode: varchar('carrier_code', { length: 32 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    isActive: isActive(),
    updatedAt: updatedAt(),
  },
  (t) => [index('parcel_machine_carrier_idx').on(t.carrierCode, t.country)],
);
