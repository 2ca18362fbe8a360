import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ownerId, timestampTz } from './columns.ts';
import { customer } from './customers.ts';

/**
 * A logged-in customer's wishlist (beyond the browser's local list): products by
 * sku, each once, kept on the account so the list follows the customer across devices. No foreign
 * key to the product: a catalogue reload may drop a product, and the list then simply skips it.
 */
export const wishlistItem = pgTable(
  'wishlist_item',
  {
    customerId: ownerId('customer_id', () => customer.id),
    sku: varchar('sku', { length: 64 }).notNull(),
    addedAt: timestampTz('added_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.sku] }),
    index('wishlist_item_customer_idx').on(t.customerId, t.addedAt),
  ],
);
