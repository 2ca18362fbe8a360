import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { SalesDocumentKind } from '@apteek/domain';
import { serialId, timestampTz } from './columns.ts';
import { salesOrder } from './orders.ts';

/** The last number of each document series; its row is locked while a document takes the next. */
export const salesDocumentCounter = pgTable(
  'sales_document_counter',
  {
    kind: varchar('kind', { length: 16 }).$type<SalesDocumentKind>().primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('sales_document_counter_kind_check', sql`${t.kind} in ('receipt', 'invoice')`)],
);

/**
 * A receipt or company invoice issued for an order: one of each kind per order, numbered in its
 * series without gaps. Kept with its order (accounting keeps documents for years).
 */
export const salesDocument = pgTable(
  'sales_document',
  {
    id: serialId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'no action' }),
    kind: varchar('kind', { length: 16 }).$type<SalesDocumentKind>().notNull(),
    number: integer('number').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_document_number_idx').on(t.kind, t.number),
    uniqueIndex('sales_document_order_idx').on(t.orderId, t.kind),
    check('sales_document_kind_check', sql`${t.kind} in ('receipt', 'invoice')`),
  ],
);

/** How a guest's look-up of an order ended; the e-mail given is never kept. */
export type OrderLookupOutcome = 'found' | 'not_found' | 'limited';

/** Every guest look-up of an order by its number and e-mail address. */
export const orderLookupLog = pgTable(
  'order_lookup_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestampTz('at').notNull().defaultNow(),
    /** The client address as the request limits key it (an IPv4 address or an IPv6 /64). */
    clientAddress: varchar('client_address', { length: 64 }).notNull(),
    orderNumber: varchar('order_number', { length: 32 }).notNull(),
    outcome: varchar('outcome', { length: 16 }).$type<OrderLookupOutcome>().notNull(),
  },
  (t) => [
    index('order_lookup_log_at_idx').on(t.at),
    check('order_lookup_log_outcome_check', sql`${t.outcome} in ('found', 'not_found', 'limited')`),
  ],
);
