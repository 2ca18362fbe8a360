import { integer, pgTable } from 'drizzle-orm/pg-core';
import { requiredId, uniqueCode } from './columns.ts';
import { taxClass } from './tax.ts';

/** Customer groups give price tiers and the customer tax class. Ids are fixed: 0 guest, 1 general. */
export const customerGroup = pgTable('customer_group', {
  id: integer('id').primaryKey(),
  code: uniqueCode(32),
  taxClassId: requiredId('tax_class_id', () => taxClass.id),
});
