import {
  boolean,
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
import { storeCodeCheck, storeCodeColumn } from './columns.ts';

/** CMS pages; parent_id gives the cms_hierarchy. */
export const cmsPage = pgTable('cms_page', {
  id: serial('id').primaryKey(),
  identifier: varchar('identifier', { length: 64 }).notNull().unique(),
  parentId: integer('parent_id').references((): AnyPgColumn => cmsPage.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

export const cmsPageText = pgTable(
  'cms_page_text',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPage.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.storeCode] }), storeCodeCheck('cms_page_text', t.storeCode)],
);

export const cmsBlock = pgTable('cms_block', {
  id: serial('id').primaryKey(),
  identifier: varchar('identifier', { length: 64 }).notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

export const cmsBlockText = pgTable(
  'cms_block_text',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => cmsBlock.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.storeCode] }), storeCodeCheck('cms_block_text', t.storeCode)],
);

export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    slot: varchar('slot', { length: 16 }).$type<'main' | 'small' | 'product' | 'menu_aside'>().notNull(),
    position: smallint('position').notNull().default(0),
    color: varchar('color', { length: 7 }).notNull(),
    linkKind: varchar('link_kind', { length: 16 }).$type<'campaign' | 'category' | 'page'>().notNull(),
    linkTarget: varchar('link_target', { length: 64 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [unique('banner_slot_position_unique').on(t.slot, t.position)],
);

export const bannerText = pgTable(
  'banner_text',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banner.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    cta: text('cta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.storeCode] }), storeCodeCheck('banner_text', t.storeCode)],
);
