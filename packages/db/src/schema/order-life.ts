import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LifeActor, LifeStage } from '@apteek/domain';
import { createdAt, serialId, timestampTz, updatedAt } from './columns.ts';
import { salesOrder } from './orders.ts';
import { staffUser } from './staff.ts';

const orderId = () =>
  uuid('order_id')
    .notNull()
    .references(() => salesOrder.id, { onDelete: 'cascade' });

/**
 * An order's timeline: each stage it reached, when and by whom (the staff member for a staff
 * step). Details hold the tracking number or the refund, never health data.
 */
export const salesOrderEvent = pgTable(
  'sales_order_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderId(),
    stage: varchar('stage', { length: 16 }).$type<LifeStage>().notNull(),
    actor: varchar('actor', { length: 16 }).$type<LifeActor>().notNull(),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    at: timestampTz('at').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('sales_order_event_order_idx').on(t.orderId, t.at),
    check(
      'sales_order_event_actor_check',
      sql`${t.actor} in ('customer', 'pharmacist', 'warehouse', 'system', 'expiry')`,
    ),
  ],
);

/**
 * A refund asked of the payment provider: `stamp` is our id of it (Paytrail's refundStamp, unique),
 * `providerRefundId` the provider's. `pending` until the provider says it is done.
 */
export const salesOrderRefund = pgTable(
  'sales_order_refund',
  {
    id: serialId(),
    orderId: orderId(),
    provider: varchar('provider', { length: 16 }).notNull(),
    transactionId: varchar('transaction_id', { length: 128 }).notNull(),
    stamp: varchar('stamp', { length: 64 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 128 }),
    /** Cents. */
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16 }).$type<'pending' | 'settled' | 'failed'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_order_refund_stamp_idx').on(t.stamp),
    index('sales_order_refund_order_idx').on(t.orderId),
    check('sales_order_refund_amount_check', sql`${t.amount} > 0`),
    check('sales_order_refund_status_check', sql`${t.status} in ('pending', 'settled', 'failed')`),
  ],
);
