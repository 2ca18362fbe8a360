import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PharmacyTypeCode, ProductTypeId, Visibility } from '@apteek/domain';
import { attribute, attributeOption } from './attributes.ts';
import {
  createdAt,
  flag,
  ownerId,
  position,
  requiredId,
  serialId,
  perStoreTable,
  updatedAt,
} from './columns.ts';
import { customerGroup } from './customer-groups.ts';
import { taxClass } from './tax.ts';

/**
 * A sellable item of any of the six types. Prices are integer cents and include the VAT of the
 * catalogue's tax origin (Estonia): the store views convert them per country.
 */
export const product = pgTable(
  'product',
  {
    id: serialId(),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    typeId: varchar('type_id', { length: 16 }).$type<ProductTypeId>().notNull(),
    typeCode: smallint('type_code').$type<PharmacyTypeCode>().notNull(),
    visibility: smallint('visibility').$type<Visibility>().notNull().default(4),
    status: smallint('status').notNull().default(1),
    taxClassId: requiredId('tax_class_id', () => taxClass.id),
    isMedicine: flag('is_medicine', false),
    /** Narcotic or psychotropic: never sold online, so never offered nor put in a cart. */
    isControlled: flag('is_controlled', false),
    /** A medicine's strength as prescriptions name it ('20 mg', '50 mg/ml'); offers match on it. */
    strength: varchar('strength', { length: 32 }),
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

const productId = () => ownerId('product_id', () => product.id);

export const productText = perStoreTable(
  'product_text',
  { productId: productId() },
  {
    name: text('name').notNull(),
    urlKey: varchar('url_key', { length: 255 }).notNull(),
    urlPath: varchar('url_path', { length: 255 }).notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('product_text_url_key_unique').on(t.storeCode, t.urlKey)],
);

/** One row per value; select values point at an option, text values may be per store. */
export const productAttributeValue = pgTable(
  'product_attribute_value',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: productId(),
    attributeId: ownerId('attribute_id', () => attribute.id),
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
    productId: productId(),
    customerGroupId: ownerId('customer_group_id', () => customerGroup.id),
    qty: integer('qty').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.customerGroupId, t.qty] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serialId(),
    productId: productId(),
    mediaType: varchar('media_type', { length: 8 }).$type<'image' | 'video'>().notNull().default('image'),
    file: varchar('file', { length: 255 }).notNull(),
    videoId: varchar('video_id', { length: 64 }),
    position: position(),
    disabled: flag('disabled', false),
  },
  (t) => [index('product_media_product_idx').on(t.productId)],
);
