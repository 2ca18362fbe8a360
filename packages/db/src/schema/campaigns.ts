import { date, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { isActive, ownerId, position, serialId, perStoreTable, uniqueCode } from './columns.ts';
import { product } from './products.ts';

export const campaign = pgTable('campaign', {
  id: serialId(),
  code: uniqueCode(64),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  isActive: isActive(),
  position: position(),
  color: varchar('color', { length: 7 }).notNull(),
});

export const campaignText = perStoreTable(
  'campaign_text',
  { campaignId: ownerId('campaign_id', () => campaign.id) },
  {
    title: text('title').notNull(),
    urlKey: varchar('url_key', { length: 128 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('campaign_text_url_key_unique').on(t.storeCode, t.urlKey)],
);

export const campaignProduct = pgTable(
  'campaign_product',
  {
    campaignId: ownerId('campaign_id', () => campaign.id),
    productId: ownerId('product_id', () => product.id),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] })],
);
