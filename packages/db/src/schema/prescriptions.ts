import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CompensatedLine, SecondPersonLookupOutcome, WallTime } from '@apteek/domain';
import { cart } from './cart.ts';
import { createdAt, flag, ownerId, timestampTz, updatedAt } from './columns.ts';
import { customer } from './customers.ts';
import { product } from './products.ts';

/**
 * The medicines the prescription service offered a customer for one prescription: the cart lets a
 * prescription product in only as one of these. The patient is
 * kept as a keyed hash, never as the personal code.
 */
export const prescriptionOffer = pgTable(
  'prescription_offer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: ownerId('customer_id', () => customer.id),
    prescriptionNumber: varchar('prescription_number', { length: 32 }).notNull(),
    patientHash: varchar('patient_hash', { length: 64 }).notNull(),
    productId: ownerId('product_id', () => product.id),
    /** Packs the prescription allows. */
    maxQty: integer('max_qty').notNull(),
    isSuitableForAge: flag('is_suitable_for_age', true),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    index('prescription_offer_lookup_idx').on(t.customerId, t.prescriptionNumber, t.productId),
    index('prescription_offer_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Who read whose prescriptions and when: one row per read of a list,
 * an offer or a compensation, and one per try at another person's list (`lookup`, with its outcome,
 * refused tries included), kept one year. `patientHash` is a keyed hash of the patient's personal code.
 */
export const prescriptionAccessLog = pgTable(
  'prescription_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept when the account is deleted: the record is the pharmacy's, not the account's. */
    customerId: integer('customer_id').notNull(),
    patientHash: varchar('patient_hash', { length: 64 }).notNull(),
    action: varchar('action', { length: 16 }).$type<'list' | 'offer' | 'compensation' | 'lookup'>().notNull(),
    prescriptionNumber: varchar('prescription_number', { length: 32 }),
    /** A lookup's outcome; null for the reads. */
    outcome: varchar('outcome', { length: 16 }).$type<SecondPersonLookupOutcome>(),
    readAt: timestampTz('read_at').notNull().defaultNow(),
  },
  (t) => [
    index('prescription_access_log_read_at_idx').on(t.readAt),
    index('prescription_access_log_patient_idx').on(t.patientHash, t.readAt),
  ],
);

/**
 * When prescriptions may be bought, the pharmacy's opening times: one row for
 * the pharmacy, seeded with the default hours and Estonia's public holidays, edited by staff later.
 * Days of the week are 0 = Sunday … 6 = Saturday; holiday dates 'YYYY-MM-DD'; times 'HH:MM' in Tallinn.
 */
export const pharmacyOpeningTimes = pgTable(
  'pharmacy_opening_times',
  {
    id: smallint('id').primaryKey().default(1),
    allowedDays: jsonb('allowed_days').$type<number[]>().notNull(),
    weekendDays: jsonb('weekend_days').$type<number[]>().notNull(),
    holidayDates: jsonb('holiday_dates').$type<string[]>().notNull(),
    workdaysStart: varchar('workdays_start', { length: 5 }).$type<WallTime>().notNull(),
    workdaysEnd: varchar('workdays_end', { length: 5 }).$type<WallTime>().notNull(),
    weekendsStart: varchar('weekends_start', { length: 5 }).$type<WallTime>().notNull(),
    weekendsEnd: varchar('weekends_end', { length: 5 }).$type<WallTime>().notNull(),
    blockNewCustomersBeforeClosingMinutes: integer('block_new_customers_before_closing_minutes').notNull(),
    preWarnBeforeClosingMinutes: integer('pre_warn_before_closing_minutes').notNull(),
    lastWarnBeforeClosingMinutes: integer('last_warn_before_closing_minutes').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('pharmacy_opening_times_one_row_check', sql`${t.id} = 1`)],
);

/**
 * The state compensation the e-prescription service computed for one cart and one patient: valid 15 minutes from `checkedAt` and only for the prescription items whose
 * hash it keeps. The patient is a keyed hash of the personal code; amounts are cents.
 */
export const prescriptionCompensation = pgTable(
  'prescription_compensation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: varchar('cart_id', { length: 64 })
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    patientHash: varchar('patient_hash', { length: 64 }).notNull(),
    itemsHash: varchar('items_hash', { length: 16 }).notNull(),
    checkedAt: timestampTz('checked_at').notNull(),
    lines: jsonb('lines').$type<CompensatedLine[]>().notNull(),
  },
  (t) => [uniqueIndex('prescription_compensation_cart_patient_idx').on(t.cartId, t.patientHash)],
);
