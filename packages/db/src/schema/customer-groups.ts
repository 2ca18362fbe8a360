import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { taxClass } from './tax.ts';

/** Customer groups give price tiers and the customer tax class (spec 000 §6). Ids are fixed: 0 guest, 1 general. */
export const customerGroup = pgTable('customer_group', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  taxClassId: integer('tax_class_id')
    .notNull()
    .references(() => taxClass.id),
});
