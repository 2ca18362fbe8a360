import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Small key/value facts about the database itself, such as the hash of the loaded seed. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
