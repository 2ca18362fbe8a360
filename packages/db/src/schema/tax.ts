import { integer, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { ownerId, serialId, uniqueCode } from './columns.ts';

/** Product and customer tax classes (Magento-style: a rule joins classes to country rates). */
export const taxClass = pgTable('tax_class', {
  id: serialId(),
  code: uniqueCode(32),
  kind: varchar('kind', { length: 8 }).$type<'product' | 'customer'>().notNull(),
});

export const taxRate = pgTable('tax_rate', {
  id: serialId(),
  code: uniqueCode(64),
  taxCountryId: varchar('tax_country_id', { length: 2 }).notNull(),
  taxRegionId: integer('tax_region_id').notNull().default(0),
  regionName: varchar('region_name', { length: 64 }).notNull().default('*'),
  /** Percentage, e.g. 24.0000 or 13.5000. */
  rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
});

export const taxRule = pgTable('tax_rule', {
  id: serialId(),
  code: uniqueCode(64),
  priority: smallint('priority').notNull().default(0),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
  customerTaxClassIds: integer('customer_tax_class_ids').array().notNull(),
});

export const taxRuleRate = pgTable(
  'tax_rule_rate',
  {
    taxRuleId: ownerId('tax_rule_id', () => taxRule.id),
    taxRateId: ownerId('tax_rate_id', () => taxRate.id),
  },
  (t) => [primaryKey({ columns: [t.taxRuleId, t.taxRateId] })],
);
