import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { storeCodeCheck, storeCodeColumn } from './columns.ts';
import { product } from './products.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search document per product and store view (DESIGN §4): `document` for full text in the store's
 * language plus language-neutral codes; `search_text` (lower-case, unaccented) for trigram typo
 * tolerance. Rebuilt from the catalogue tables by rebuildProductSearch().
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    document: tsvector('document').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode] }),
    index('product_search_document_idx').using('gin', t.document),
    index('product_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    storeCodeCheck('product_search', t.storeCode),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    taxClassId: integer('tax_class_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    specialPriceCents: integer('special_price_cents'),
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
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
