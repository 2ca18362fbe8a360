import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { serialId, storeCodeCheck, storeCodeColumn } from './columns.ts';

/** The URL map: a store path resolves to a product, category, CMS page or campaign. */
export const urlRewrite = pgTable(
  'url_rewrite',
  {
    id: serialId(),
    storeCode: storeCodeColumn(),
    /** Without leading or trailing slash, e.g. 'ravimid/kulmetus'. */
    requestPath: varchar('request_path', { length: 255 }).notNull(),
    entityType: varchar('entity_type', { length: 16 })
      .$type<'product' | 'category' | 'cms_page' | 'campaign'>()
      .notNull(),
    entityId: integer('entity_id').notNull(),
    /** 0 serves the entity at this path; 301 redirects to target_path. */
    redirectType: smallint('redirect_type').notNull().default(0),
    targetPath: varchar('target_path', { length: 255 }),
  },
  (t) => [
    unique('url_rewrite_path_unique').on(t.storeCode, t.requestPath),
    index('url_rewrite_entity_idx').on(t.entityType, t.entityId),
    storeCodeCheck('url_rewrite', t.storeCode),
    check(
      'url_rewrite_entity_type_check',
      sql`${t.entityType} in ('product', 'category', 'cms_page', 'campaign')`,
    ),
  ],
);
