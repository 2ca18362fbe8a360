import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isActive, ownerId, position, serialId, perStoreTable } from './columns.ts';

const identifier = () => varchar('identifier', { length: 64 }).notNull().unique();

/** CMS pages; parent_id gives the cms_hierarchy. */
export const cmsPage = pgTable('cms_page', {
  id: serialId(),
  identifier: identifier(),
  parentId: integer('parent_id').references((): AnyPgColumn => cmsPage.id, { onDelete: 'set null' }),
  isActive: isActive(),
  position: position(),
});

export const cmsPageText = perStoreTable(
  'cms_page_text',
  { pageId: ownerId('page_id', () => cmsPage.id) },
  {
    title: text('title').notNull(),
    content: text('content').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
  },
);

export const cmsBlock = pgTable('cms_block', {
  id: serialId(),
  identifier: identifier(),
  isActive: isActive(),
});

export const cmsBlockText = perStoreTable(
  'cms_block_text',
  { blockId: ownerId('block_id', () => cmsBlock.id) },
  { title: text('title').notNull(), content: text('content').notNull() },
);

export const banner = pgTable(
  'banner',
  {
    id: serialId(),
    slot: varchar('slot', { length: 16 }).$type<'main' | 'small' | 'product' | 'menu_aside'>().notNull(),
    position: position(),
    color: varchar('color', { length: 7 }).notNull(),
    linkKind: varchar('link_kind', { length: 16 }).$type<'campaign' | 'category' | 'page'>().notNull(),
    linkTarget: varchar('link_target', { length: 64 }).notNull(),
    isActive: isActive(),
  },
  (t) => [unique('banner_slot_position_unique').on(t.slot, t.position)],
);

export const bannerText = perStoreTable(
  'banner_text',
  { bannerId: ownerId('banner_id', () => banner.id) },
  {
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    cta: text('cta').notNull(),
  },
);

/**
 * The home page's pictures: the hero's head images and the Instagram tiles, each a file of the
 * media store's `content/` folder. A head image may link like a banner; a tile links to an
 * Instagram post (`link_kind` 'instagram', the post's address as target).
 */
export const homeImage = pgTable(
  'home_image',
  {
    id: serialId(),
    kind: varchar('kind', { length: 16 }).$type<'head' | 'instagram'>().notNull(),
    position: position(),
    image: varchar('image', { length: 200 }).notNull(),
    linkKind: varchar('link_kind', { length: 16 }).$type<'campaign' | 'category' | 'page' | 'instagram'>(),
    linkTarget: varchar('link_target', { length: 200 }),
    isActive: isActive(),
  },
  (t) => [
    unique('home_image_kind_position_unique').on(t.kind, t.position),
    check(
      'home_image_link_check',
      sql`(${t.kind} = 'head' AND ((${t.linkKind} IS NULL AND ${t.linkTarget} IS NULL) OR (${t.linkKind} IN ('campaign', 'category', 'page') AND ${t.linkTarget} IS NOT NULL))) OR (${t.kind} = 'instagram' AND ${t.linkKind} = 'instagram' AND ${t.linkTarget} LIKE 'https://www.instagram.com/%')`,
    ),
  ],
);

export const homeImageText = perStoreTable(
  'home_image_text',
  { imageId: ownerId('image_id', () => homeImage.id) },
  { alt: text('alt').notNull() },
);
