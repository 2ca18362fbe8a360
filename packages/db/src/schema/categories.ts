import { index, integer, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, flag, isActive, ownerId, serialId, perStoreTable } from './columns.ts';
import { product } from './products.ts';

/** Category tree: id 1 is the catalogue root, id 2 the store root, below which lists start. */
export const category = pgTable(
  'category',
  {
    id: serialId(),
    /** Stable natural key used by the seed and by links in content. */
    key: varchar('key', { length: 64 }).notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => category.id, { onDelete: 'cascade' }),
    /** Ids from the root, '1/2/5/17'. */
    path: varchar('path', { length: 255 }).notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    isActive: isActive(),
    includeInMenu: flag('include_in_menu', true),
    createdAt: createdAt(),
  },
  (t) => [index('category_parent_idx').on(t.parentId, t.position)],
);

export const categoryText = perStoreTable(
  'category_text',
  { categoryId: ownerId('category_id', () => category.id) },
  {
    name: text('name').notNull(),
    /** Unique per store: the slug of /c/{slug}. */
    urlKey: varchar('url_key', { length: 128 }).notNull(),
    /** Full path of url keys from the top level, 'medicines/cold-flu/nasal-sprays'. */
    urlPath: varchar('url_path', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    unique('category_text_url_path_unique').on(t.storeCode, t.urlPath),
    unique('category_text_url_key_unique').on(t.storeCode, t.urlKey),
  ],
);

export const categoryProduct = pgTable(
  'category_product',
  {
    categoryId: ownerId('category_id', () => category.id),
    productId: ownerId('product_id', () => product.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_product_product_idx').on(t.productId),
  ],
);
