import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { attribute } from './attributes.ts';
import { storeCodeCheck, storeCodeColumn } from './columns.ts';
import { product } from './products.ts';

const productRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => product.id, { onDelete: 'cascade' });

/** The variant axes of a configurable product. */
export const productConfigurableAttribute = pgTable(
  'product_configurable_attribute',
  {
    productId: productRef('product_id'),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

export const productConfigurableChild = pgTable(
  'product_configurable_child',
  {
    parentId: productRef('parent_id'),
    childId: productRef('child_id'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('product_configurable_child_child_idx').on(t.childId),
  ],
);

/** Grouped products' associated items and related/up-sell/cross-sell links. */
export const productLink = pgTable(
  'product_link',
  {
    productId: productRef('product_id'),
    linkedProductId: productRef('linked_product_id'),
    linkType: varchar('link_type', { length: 16 })
      .$type<'associated' | 'related' | 'upsell' | 'crosssell'>()
      .notNull(),
    qty: integer('qty').notNull().default(1),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId, t.linkType] })],
);

export const bundleOption = pgTable(
  'bundle_option',
  {
    id: serial('id').primaryKey(),
    productId: productRef('product_id'),
    type: varchar('type', { length: 16 }).$type<'select' | 'radio' | 'checkbox'>().notNull(),
    required: boolean('required').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('bundle_option_product_idx').on(t.productId)],
);

export const bundleOptionTitle = pgTable(
  'bundle_option_title',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOption.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.storeCode] }),
    storeCodeCheck('bundle_option_title', t.storeCode),
  ],
);

export const bundleSelection = pgTable(
  'bundle_selection',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOption.id, { onDelete: 'cascade' }),
    productId: productRef('product_id'),
    qty: integer('qty').notNull().default(1),
    canChangeQty: boolean('can_change_qty').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('bundle_selection_option_idx').on(t.optionId)],
);

/** Custom option definitions with the fixed ids of spec 000 §3 (ReasonForUse 10000, PatientAge 10001, ...). */
export const customOption = pgTable('custom_option', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  type: varchar('type', { length: 16 }).$type<'drop_down' | 'radio' | 'field'>().notNull(),
});

export const customOptionTitle = pgTable(
  'custom_option_title',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => customOption.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.storeCode] }),
    storeCodeCheck('custom_option_title', t.storeCode),
  ],
);

export const productCustomOption = pgTable(
  'product_custom_option',
  {
    productId: productRef('product_id'),
    optionId: integer('option_id')
      .notNull()
      .references(() => customOption.id),
    isRequire: boolean('is_require').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionId] })],
);

/** A choice of a product's custom option; its id is the option_type_id of spec 000 §3. */
export const customOptionValue = pgTable(
  'custom_option_value',
  {
    id: serial('id').primaryKey(),
    productId: productRef('product_id'),
    optionId: integer('option_id')
      .notNull()
      .references(() => customOption.id),
    /** Euros for 'fixed', percent of the product price for 'percent'. */
    price: numeric('price', { precision: 12, scale: 4 }).notNull().default('0'),
    priceType: varchar('price_type', { length: 8 }).$type<'fixed' | 'percent'>().notNull().default('fixed'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('custom_option_value_product_idx').on(t.productId, t.optionId)],
);

export const customOptionValueTitle = pgTable(
  'custom_option_value_title',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => customOptionValue.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.valueId, t.storeCode] }),
    storeCodeCheck('custom_option_value_title', t.storeCode),
  ],
);

export const productDownload = pgTable('product_download', {
  id: serial('id').primaryKey(),
  productId: productRef('product_id'),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  position: smallint('position').notNull().default(0),
});

export const productDownloadTitle = pgTable(
  'product_download_title',
  {
    downloadId: integer('download_id')
      .notNull()
      .references(() => productDownload.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.downloadId, t.storeCode] }),
    storeCodeCheck('product_download_title', t.storeCode),
  ],
);
