import { integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
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
