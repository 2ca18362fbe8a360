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
import type { CreditLine, DocumentSeries, SalesDocumentKind } from '@apteek/domain';
import { serialId, timestampTz } from './columns.ts';
import { salesOrderReturn } from './order-returns.ts';
import { salesOrder } from './orders.ts';

/** The last number of each document series; its row is locked while a document takes the next. */
export const salesDocumentCounter = pgTable(
  'sales_document_counter',
  {
    kind: varchar('kind', { length: 16 }).$type<DocumentSeries>().primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('sales_document_counter_kind_check', sql`${t.kind} in ('receipt', 'invoice', 'credit')`)],
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

/**
 * A credit note for money refunded on an order that had a receipt or an invoice (a cancellation
 * after payment, a return whose goods arrived): numbered in its own gap-free series, naming the
 * document it corrects, with the refunded lines' amounts and VAT (the order's lines give their
 * names, so no product name is copied here). One per return.
 */
export const salesCreditNote = pgTable(
  'sales_credit_note',
  {
    id: serialId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'no action' }),
    number: integer('number').notNull(),
    /** The receipt, or the company's invoice when there is one. */
    originalId: integer('original_id')
      .notNull()
      .references(() => salesDocument.id, { onDelete: 'no action' }),
    returnId: integer('return_id').references(() => salesOrderReturn.id, { onDelete: 'no action' }),
    /** What was refunded (cents): the lines' sum. */
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<CreditLine[]>().notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_credit_note_number_idx').on(t.number),
    uniqueIndex('sales_credit_note_return_idx').on(t.returnId),
    index('sales_credit_note_order_idx').on(t.orderId),
    check('sales_credit_note_amount_check', sql`${t.amount} >= 0`),
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
