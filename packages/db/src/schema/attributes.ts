import { pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { flag, ownerId, position, serialId, perStoreTable } from './columns.ts';

export const attribute = pgTable('attribute', {
  id: serialId(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  frontendInput: varchar('frontend_input', { length: 16 })
    .$type<'select' | 'multiselect' | 'text' | 'price' | 'number'>()
    .notNull(),
  isFilterable: flag('is_filterable', false),
  isVisible: flag('is_visible', true),
  isComparable: flag('is_comparable', false),
  isUserDefined: flag('is_user_defined', true),
  position: position(),
});

export const attributeLabel = perStoreTable(
  'attribute_label',
  { attributeId: ownerId('attribute_id', () => attribute.id) },
  { label: text('label').notNull() },
);

export const attributeOption = pgTable(
  'attribute_option',
  {
    id: serialId(),
    attributeId: ownerId('attribute_id', () => attribute.id),
    code: varchar('code', { length: 64 }).notNull(),
    position: position(),
  },
  (t) => [unique('attribute_option_code_unique').on(t.attributeId, t.code)],
);

export const attributeOptionLabel = perStoreTable(
  'attribute_option_label',
  { optionId: ownerId('option_id', () => attributeOption.id) },
  { label: text('label').notNull() },
);
