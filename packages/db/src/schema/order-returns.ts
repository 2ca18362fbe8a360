import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ReturnState } from '@apteek/domain';
import { serialId, timestampTz } from './columns.ts';
import { salesOrder, salesOrderLine } from './orders.ts';
import { staffUser } from './staff.ts';

/**
 * A customer's withdrawal from (part of) an order: the units asked back with the reason, then
 * staff's acceptance (the customer is told how to send the goods back) and the goods' arrival
 * with its refund (through the provider, or `manual` for cash on delivery), or a refusal with its
 * reason. The rules are the domain's returns.ts.
 */
export const salesOrderReturn = pgTable(
  'sales_order_return',
  {
    id: serialId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).$type<ReturnState>().notNull(),
    reason: text('reason').notNull(),
    /** What the units are worth (cents), computed when asked. */
    amount: integer('amount').notNull(),
    /** What was refunded on the goods' arrival (cents). */
    refunded: integer('refunded'),
    refundBy: varchar('refund_by', { length: 16 }).$type<'provider' | 'manual'>(),
    refusalReason: text('refusal_reason'),
    requestedAt: timestampTz('requested_at').notNull(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: integer('decided_by').references(() => staffUser.id, { onDelete: 'set null' }),
    receivedAt: timestampTz('received_at'),
    receivedBy: integer('received_by').references(() => staffUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sales_order_return_order_idx').on(t.orderId),
    index('sales_order_return_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} in ('requested', 'accepted')`),
    check(
      'sales_order_return_state_check',
      sql`${t.state} in ('requested', 'accepted', 'received', 'refused')`,
    ),
    check('sales_order_return_amount_check', sql`${t.amount} >= 0 and coalesce(${t.refunded}, 0) >= 0`),
    check('sales_order_return_refund_by_check', sql`${t.refundBy} in ('provider', 'manual')`),
  ],
);

/** The units of each order line a return asks back. */
export const salesOrderReturnLine = pgTable(
  'sales_order_return_line',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => salesOrderReturn.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => salesOrderLine.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    index('sales_order_return_line_line_idx').on(t.orderLineId),
    check('sales_order_return_line_qty_check', sql`${t.qty} > 0`),
  ],
);
