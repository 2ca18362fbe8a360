import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { storeCodeCheck, storeCodeColumn } from './columns.ts';

export const attribute = pgTable('attribute', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  frontendInput: varchar('frontend_input', { length: 16 })
    .$type<'select' | 'multiselect' | 'text' | 'price' | 'number'>()
    .notNull(),
  isFilterable: boolean('is_filterable').notNull().default(false),
  isVisible: boolean('is_visible').notNull().default(true),
  isComparable: boolean('is_comparable').notNull().default(false),
  isUserDefined: boolean('is_user_defined').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

export const attributeLabel = pgTable(
  'attribute_label',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.storeCode] }),
    storeCodeCheck('attribute_label', t.storeCode),
  ],
);

export const attributeOption = pgTable(
  'attribute_option',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [unique('attribute_option_code_unique').on(t.attributeId, t.code)],
);

export const attributeOptionLabel = pgTable(
  'attribute_option_label',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOption.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.storeCode] }),
    storeCodeCheck('attribute_option_label', t.storeCode),
  ],
);
