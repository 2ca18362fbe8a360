import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { customer } from './customers.ts';

/** The serials of the shop's digital loyalty cards (the number is 29, the serial, the check digit); never reused. */
export const loyaltyCardSerialSeq = pgSequence('loyalty_card_serial_seq', { startWith: 1 });

/**
 * A loyalty card: a digital one the shop issued or a plastic one the customer registered. A number
 * is unique across every row ever written, so a card left or erased is never given to anyone else.
 * At most one active card (left_at null) per customer. When the account is erased its plastic
 * cards are deleted and its digital ones kept unlinked and left (the number stays used).
 */
export const loyaltyCard = pgTable(
  'loyalty_card',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    cardNumber: varchar('card_number', { length: 13 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).$type<'digital' | 'plastic'>().notNull(),
    since: timestampTz('since')
      .notNull()
      .default(sql`now()`),
    leftAt: timestampTz('left_at'),
  },
  (t) => [
    uniqueIndex('loyalty_card_active_idx')
      .on(t.customerId)
      .where(sql`${t.leftAt} is null`),
    index('loyalty_card_customer_idx').on(t.customerId),
    check('loyalty_card_kind_check', sql`${t.kind} in ('digital', 'plastic')`),
    check('loyalty_card_number_check', sql`${t.cardNumber} ~ '^[0-9]{13}$'`),
    check('loyalty_card_owner_check', sql`${t.customerId} is not null or ${t.leftAt} is not null`),
  ],
);

/**
 * What happened to a card and when (joined, registered, left, replaced, erased): the programme's
 * audit trail. It names the card, not the person; the card's row says whose it is while it is.
 */
export const loyaltyCardEvent = pgTable(
  'loyalty_card_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => loyaltyCard.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 })
      .$type<'joined' | 'registered' | 'rejoined' | 'left' | 'replaced' | 'erased'>()
      .notNull(),
    at: timestampTz('at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('loyalty_card_event_card_idx').on(t.cardId, t.at)],
);
