import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { storeCodeCheck, storeCodeColumn } from './columns.ts';
import { product } from './products.ts';

export const campaign = pgTable('campaign', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  isActive: boolean('is_active').notNull().default(true),
  position: smallint('position').notNull().default(0),
  color: varchar('color', { length: 7 }).notNull(),
});

export const campaignText = pgTable(
  'campaign_text',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    storeCode: storeCodeColumn(),
    title: text('title').notNull(),
    urlKey: varchar('url_key', { length: 128 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.storeCode] }),
    unique('campaign_text_url_key_unique').on(t.storeCode, t.urlKey),
    storeCodeCheck('campaign_text', t.storeCode),
  ],
);

export const campaignProduct = pgTable(
  'campaign_product',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] })],
);
