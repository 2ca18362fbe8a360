import { sql, type AnyColumn } from 'drizzle-orm';
import { check, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Store code column; the store views themselves are defined in @apteek/domain. */
export const storeCodeColumn = () => varchar('store_code', { length: 2 }).notNull();

export const storeCodeCheck = (table: string, column: AnyColumn) =>
  check(`${table}_store_code_check`, sql`${column} in ('ee', 'fi', 'en', 'ru')`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
