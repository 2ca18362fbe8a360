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
import type { MedicineOffer, PrescribedMedicine } from '@apteek/domain';
import { storeCodeCheck, storeCodeColumn, timestampTz } from './columns.ts';
import { staffUser } from './staff.ts';

/**
 * A customer's request for a prescription offer: it waits here for the pharmacist
 * on duty, or is answered at once by the automatic composer; who answered is kept. Only what the
 * offer needs: no personal code or name, the patient's age in whole years for the age check.
 */
export const prescriptionOfferRequest = pgTable(
  'prescription_offer_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The cart's code (the service's OrderCode), which the hub's event names. */
    orderCode: varchar('order_code', { length: 128 }).notNull(),
    prescriptionNumber: varchar('prescription_number', { length: 32 }).notNull(),
    storeCode: storeCodeColumn(),
    medicine: jsonb('medicine').$type<PrescribedMedicine>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Packs the prescription allows. */
    qty: integer('qty').notNull(),
    /** Tervisekassa's discount rate in percent. */
    rate: smallint('rate').notNull(),
    patientAge: smallint('patient_age'),
    requestedAt: timestampTz('requested_at').notNull(),
    answeredAt: timestampTz('answered_at'),
    /** 'pharmacist' (answeredByStaffId says who) or 'automatic'; null while it waits. */
    answeredBy: varchar('answered_by', { length: 16 }).$type<'pharmacist' | 'automatic'>(),
    answeredByStaffId: integer('answered_by_staff_id').references(() => staffUser.id, {
      onDelete: 'set null',
    }),
    result: varchar('result', { length: 24 }).$type<'Success' | 'NoSuitableMedicine'>(),
    offers: jsonb('offers').$type<MedicineOffer[]>(),
  },
  (t) => [
    uniqueIndex('prescription_offer_request_waiting_idx')
      .on(t.orderCode, t.prescriptionNumber)
      .where(sql`${t.answeredAt} is null`),
    index('prescription_offer_request_requested_idx').on(t.requestedAt),
    storeCodeCheck('prescription_offer_request', t.storeCode),
    check(
      'prescription_offer_request_answered_by_check',
      sql`${t.answeredBy} in ('pharmacist', 'automatic')`,
    ),
  ],
);
