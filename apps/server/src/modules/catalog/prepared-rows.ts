import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@apteek/db';

const dialect = new PgDialect();

/**
 * Rows of a query of fixed shape, sent as a named prepared statement: PostgreSQL parses and plans
 * it once per connection instead of on every request (for product by SKU that was most of the
 * database time). The name is derived from the SQL text, so two shapes never share one. Only for
 * queries whose text does not grow with the input (lists go in as one array parameter), or each
 * connection would keep a statement per input. PGlite ignores the name.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
  const result = await db._.session.prepareQuery({ sql, params }, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
