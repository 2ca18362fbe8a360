import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database.ts';

// PostgreSQL accepts at most 65535 bind parameters per statement.
const MAX_PARAMS = 60_000;

/** Inserts rows in chunks that stay under the bind-parameter limit. */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const width = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMS / width));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/** `SET col = excluded.col` for every column but the conflict target, for idempotent upserts. */
export function excludedColumns<T extends PgTable>(table: T, keep: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}
