import { index, integer, numeric, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { attribute } from './attributes.ts';
import { flag, ownerId, position, requiredId, serialId, perStoreTable } from './columns.ts';
import { product } from './products.ts';

const productRef = (name: string) => ownerId(name, () => product.id);

const titleColumns = () => ({ title: text('title').notNull() });

/** The variant axes of a configurable product. */
export const productConfigurableAttribute = pgTable(
  'product_configurable_attribute',
  {
    productId: productRef('product_id'),
    attributeId: requiredId('attribute_id', () => attribute.id),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

export const productConfigurableChild = pgTable(
  'product_configurable_child',
  {
    parentId: productRef('parent_id'),
    childId: productRef('child_id'),
    position: position(),
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
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId, t.linkType] })],
);

export const bundleOption = pgTable(
  'bundle_option',
  {
    id: serialId(),
    productId: productRef('product_id'),
    type: varchar('type', { length: 16 }).$type<'select' | 'radio' | 'checkbox'>().notNull(),
    required: flag('required', true),
    position: position(),
  },
  (t) => [index('bundle_option_product_idx').on(t.productId)],
);

export const bundleOptionTitle = perStoreTable(
  'bundle_option_title',
  { optionId: ownerId('option_id', () => bundleOption.id) },
  titleColumns(),
);

export const bundleSelection = pgTable(
  'bundle_selection',
  {
    id: serialId(),
    optionId: ownerId('option_id', () => bundleOption.id),
    productId: productRef('product_id'),
    qty: integer('qty').notNull().default(1),
    canChangeQty: flag('can_change_qty', false),
    isDefault: flag('is_default', false),
    position: position(),
  },
  (t) => [index('bundle_selection_option_idx').on(t.optionId)],
);

/** Custom option definitions with the platform's fixed ids (ReasonForUse 10000, PatientAge 10001, ...). */
export const customOption = pgTable('custom_option', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  type: varchar('type', { length: 16 }).$type<'drop_down' | 'radio' | 'field'>().notNull(),
});

export const customOptionTitle = perStoreTable(
  'custom_option_title',
  { optionId: ownerId('option_id', () => customOption.id) },
  titleColumns(),
);

export const productCustomOption = pgTable(
  'product_custom_option',
  {
    productId: productRef('product_id'),
    optionId: requiredId('option_id', () => customOption.id),
    isRequire: flag('is_require', false),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionId] })],
);

/** A choice of a product's custom option; its id is the platform's option_type_id. */
export const customOptionValue = pgTable(
  'custom_option_value',
  {
    id: serialId(),
    productId: productRef('product_id'),
    optionId: requiredId('option_id', () => customOption.id),
    /** Euros for 'fixed', percent of the product price for 'percent'. */
    price: numeric('price', { precision: 12, scale: 4 }).notNull().default('0'),
    priceType: varchar('price_type', { length: 8 }).$type<'fixed' | 'percent'>().notNull().default('fixed'),
    position: position(),
  },
  (t) => [index('custom_option_value_product_idx').on(t.productId, t.optionId)],
);

export const customOptionValueTitle = perStoreTable(
  'custom_option_value_title',
  { valueId: ownerId('value_id', () => customOptionValue.id) },
  titleColumns(),
);

export const productDownload = pgTable('product_download', {
  id: serialId(),
  productId: productRef('product_id'),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  position: position(),
});

export const productDownloadTitle = perStoreTable(
  'product_download_title',
  { downloadId: ownerId('download_id', () => productDownload.id) },
  titleColumns(),
);
