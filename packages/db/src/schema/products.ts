import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PharmacyTypeCode, ProductTypeId, Visibility } from '@apteek/domain';
import { attribute, attributeOption } from './attributes.ts';
import { createdAt, storeCodeCheck, storeCodeColumn, updatedAt } from './columns.ts';
import { customerGroup } from './customer-groups.ts';
import { taxClass } from './tax.ts';

/**
 * A sellable item of any of the six types. Prices are integer cents and include the VAT of the
 * catalogue's tax origin (Estonia): the store views convert them per country.
 */
export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    typeId: varchar('type_id', { length: 16 }).$type<ProductTypeId>().notNull(),
    typeCode: smallint('type_code').$type<PharmacyTypeCode>().notNull(),
    visibility: smallint('visibility').$type<Visibility>().notNull().default(4),
    status: smallint('status').notNull().default(1),
    taxClassId: integer('tax_class_id')
      .notNull()
      .references(() => taxClass.id),
    isMedicine: boolean('is_medicine').notNull().default(false),
    priceCents: integer('price_cents').notNull(),
    specialPriceCents: integer('special_price_cents'),
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
    image: varchar('image', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'product_type_id_check',
      sql`${t.typeId} in ('simple', 'virtual', 'configurable', 'grouped', 'bundle', 'downloadable')`,
    ),
    check('product_type_code_check', sql`${t.typeCode} in (100, 200, 300)`),
    check('product_visibility_check', sql`${t.visibility} between 1 and 4`),
    check('product_price_check', sql`${t.priceCents} >= 0 and coalesce(${t.specialPriceCents}, 0) >= 0`),
    index('product_listing_idx').on(t.status, t.visibility, t.createdAt),
    // Search ranks an exact SKU first, whatever case the shopper typed.
    index('product_sku_lower_idx').on(sql`lower(${t.sku})`),
  ],
);

export const productText = pgTable(
  'product_text',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    name: text('name').notNull(),
    urlKey: varchar('url_key', { length: 255 }).notNull(),
    urlPath: varchar('url_path', { length: 255 }).notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode] }),
    unique('product_text_url_key_unique').on(t.storeCode, t.urlKey),
    storeCodeCheck('product_text', t.storeCode),
  ],
);

/** One row per value; select values point at an option, text values may be per store. */
export const productAttributeValue = pgTable(
  'product_attribute_value',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => attributeOption.id, { onDelete: 'cascade' }),
    storeCode: varchar('store_code', { length: 2 }),
    valueText: text('value_text'),
    valueNumber: numeric('value_number', { precision: 14, scale: 4 }),
  },
  (t) => [
    index('product_attribute_value_product_idx').on(t.productId),
    index('product_attribute_value_facet_idx').on(t.attributeId, t.optionId, t.productId),
  ],
);

export const productTierPrice = pgTable(
  'product_tier_price',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroup.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.customerGroupId, t.qty] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    mediaType: varchar('media_type', { length: 8 }).$type<'image' | 'video'>().notNull().default('image'),
    file: varchar('file', { length: 255 }).notNull(),
    videoId: varchar('video_id', { length: 64 }),
    position: smallint('position').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('product_media_product_idx').on(t.productId)],
);
