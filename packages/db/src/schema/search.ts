import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
    primaryKey({ columns: [t.storeCode, t.productId] }),
    index('product_search_document_idx').using('gin', t.document),
    index('product_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    storeCodeCheck('product_search', t.storeCode),
  ],
);
