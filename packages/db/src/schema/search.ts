import { customType, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { category } from './categories.ts';
import { ownerId, storeCodeCheck, storeCodeColumn, perStoreTable, timestampTz } from './columns.ts';
import { product } from './products.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The store views' codes (STORE_CODES of @apteek/domain), for per-store partial indexes. */
const SEARCH_STORE_CODES = ['ee', 'fi', 'en', 'ru'] as const;

/** The product's tax class and prices, copied from product. */
const priceColumns = () => ({
  taxClassId: integer('tax_class_id').notNull(),
  priceCents: integer('price_cents').notNull(),
  specialPriceCents: integer('special_price_cents'),
  specialFromDate: date('special_from_date'),
  specialToDate: date('special_to_date'),
});

const categoryId = () => ownerId('category_id', () => category.id);

/**
 * Search document per product and store view: `document` for full text in the store's
 * language plus language-neutral codes; `search_text` (lower-case, unaccented) for trigram typo
 * tolerance. It also copies the product's product_listing row (with the store's name), so a search
 * filters, sorts and counts its matches without a second lookup per match. Rebuilt from the
 * catalogue tables and product_listing by rebuildProductSearch().
 */
export const productSearch = perStoreTable(
  'product_search',
  { productId: ownerId('product_id', () => product.id) },
  {
    document: tsvector('document').notNull(),
    searchText: text('search_text').notNull(),
    visibility: smallint('visibility').notNull(),
    status: smallint('status').notNull(),
    /** The name in this store view. */
    name: text('name').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    position: integer('position'),
    ...priceColumns(),
    categoryIds: integer('category_ids').array().notNull(),
    optionIds: integer('option_ids').array().notNull(),
  },
  (t) => [
    // Every search reads one store view: per-store indexes find its rows without intersecting a
    // bitmap of the other three views' matches with the store's 50,000 keys.
    ...SEARCH_STORE_CODES.flatMap((code) => [
      index(`product_search_document_${code}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`store_code = '${code}'`)),
      index(`product_search_trgm_${code}_idx`)
        .using('gin', t.searchText.op('gin_trgm_ops'))
        .where(sql.raw(`store_code = '${code}'`)),
    ]),
  ],
);

/**
 * One row per product with what listings filter, sort and count on, so a category page with
 * facets reads one table: ancestor category ids and attribute option ids as GIN-indexed arrays.
 * Derived from the catalogue tables by rebuildProductListing().
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    visibility: smallint('visibility').notNull(),
    status: smallint('status').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    ...priceColumns(),
    /** Names in STORE_CODES order (ee, fi, en, ru), so lists sort without reading product_text. */
    names: text('names').array().notNull(),
    /** The product's categories and all their ancestors. */
    categoryIds: integer('category_ids').array().notNull(),
    optionIds: integer('option_ids').array().notNull(),
    /** Lowest position among its categories, for the category sort. */
    position: integer('position'),
  },
  (t) => [
    index('product_listing_category_ids_idx').using('gin', t.categoryIds),
    index('product_listing_option_ids_idx').using('gin', t.optionIds),
  ],
);

/**
 * The default listing of each category (visibility 2, 3, 4 and status 0, 1; its subcategories'
 * products included) per store view: product ids in name order, so a page of a plain category is
 * a slice. Derived from product_listing by rebuildCategoryListing().
 */
export const categoryListing = perStoreTable(
  'category_listing',
  { categoryId: categoryId() },
  {
    /** Ordered by the store's name, then id; name:desc reads it backwards. */
    productIds: integer('product_ids').array().notNull(),
  },
);

/** Facet counts of each category's default listing (the same products as category_listing). */
export const categoryFacetCount = pgTable(
  'category_facet_count',
  {
    categoryId: categoryId(),
    optionId: integer('option_id').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.optionId] })],
);

/**
 * Price-bucket counts of each category's default listing per store view. Special prices have
 * date windows, so products are counted by their bucket without and with the special price and
 * by the window; the bucket of the day is chosen when reading. Buckets are indexes into
 * PRICE_BUCKETS; `special_bucket` is null when a special price would not change the bucket.
 */
export const categoryPriceCount = pgTable(
  'category_price_count',
  {
    categoryId: categoryId(),
    storeCode: storeCodeColumn(),
    regularBucket: smallint('regular_bucket').notNull(),
    specialBucket: smallint('special_bucket'),
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
    productCount: integer('product_count').notNull(),
  },
  (t) => [
    index('category_price_count_category_idx').on(t.categoryId, t.storeCode),
    storeCodeCheck('category_price_count', t.storeCode),
  ],
);
