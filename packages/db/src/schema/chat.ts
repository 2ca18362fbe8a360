import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChatAuthor, ChatMessageKind, ChatStatus } from '@apteek/domain';
import { cart } from './cart.ts';
import { storeCodeCheck, storeCodeColumn, timestampTz } from './columns.ts';
import { staffUser } from './staff.ts';

/**
 * A live chat between a cart's holder and the pharmacist. Its id is 16 random
 * bytes in base64url, what the browser saves on the cart (save-chatId); only the cart's holder
 * and staff read it. A cart has at most one chat that is not closed. Kept a year after its last
 * activity, then deleted with its messages.
 */
export const chat = pgTable(
  'chat',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    cartId: varchar('cart_id', { length: 64 })
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    /** The cart's customer when it was started; null for a guest's cart. */
    customerId: integer('customer_id'),
    storeCode: storeCodeColumn(),
    status: varchar('status', { length: 16 }).$type<ChatStatus>().notNull().default('active'),
    startedAt: timestampTz('started_at').notNull(),
    /** The last message or status change: what the staff list orders by and the purge reads. */
    lastActivityAt: timestampTz('last_activity_at').notNull(),
    closedAt: timestampTz('closed_at'),
  },
  (t) => [
    storeCodeCheck('chat', t.storeCode),
    check('chat_status_check', sql`${t.status} in ('active', 'inactive', 'closed')`),
    uniqueIndex('chat_open_cart_idx')
      .on(t.cartId)
      .where(sql`${t.status} <> 'closed'`),
    index('chat_active_idx')
      .on(t.lastActivityAt)
      .where(sql`${t.status} = 'active'`),
    index('chat_last_activity_idx').on(t.lastActivityAt),
  ],
);

/** What a product message shows: the product as it was when the pharmacist sent it. */
export interface ChatProductSnapshot {
  sku: string;
  name: string;
  priceInclTax: number;
  urlPath: string | null;
}

/** One message of a chat; the text is health data, never logged or audited. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: varchar('chat_id', { length: 32 })
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 16 }).$type<ChatAuthor>().notNull(),
    kind: varchar('kind', { length: 16 }).$type<ChatMessageKind>().notNull().default('text'),
    text: text('text').notNull(),
    product: jsonb('product').$type<ChatProductSnapshot>(),
    prescriptionNumber: varchar('prescription_number', { length: 32 }),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    at: timestampTz('at').notNull(),
  },
  (t) => [
    index('chat_message_chat_idx').on(t.chatId, t.id),
    check('chat_message_author_check', sql`${t.author} in ('customer', 'pharmacist')`),
    check('chat_message_kind_check', sql`${t.kind} in ('text', 'product', 'offer')`),
  ],
);
