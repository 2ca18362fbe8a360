import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, storeCodeCheck, storeCodeColumn } from './columns.ts';
import { product } from './products.ts';

/** Category tree: id 1 is the catalogue root, id 2 the store root (spec 000 §9 root category id 2). */
export const category = pgTable(
  'category',
  {
    id: serial('id').primaryKey(),
    /** Stable natural key used by the seed and by links in content. */
    key: varchar('key', { length: 64 }).notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => category.id, { onDelete: 'cascade' }),
    /** Ids from the root, '1/2/5/17'. */
    path: varchar('path', { length: 255 }).notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('category_parent_idx').on(t.parentId, t.position)],
);

export const categoryText = pgTable(
  'category_text',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    name: text('name').notNull(),
    /** Unique per store: the slug of /c/{slug}. */
    urlKey: varchar('url_key', { length: 128 }).notNull(),
    /** Full path of url keys from the top level, 'medicines/cold-flu/nasal-sprays'. */
    urlPath: varchar('url_path', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.storeCode] }),
    unique('category_text_url_path_unique').on(t.storeCode, t.urlPath),
    unique('category_text_url_key_unique').on(t.storeCode, t.urlKey),
    storeCodeCheck('category_text', t.storeCode),
  ],
);

export const categoryProduct = pgTable(
  'category_product',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_product_product_idx').on(t.productId),
  ],
);
