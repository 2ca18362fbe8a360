import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | {
      engine: 'pglite';
      dataDir: string | null;
      /** A data-directory dump to start an in-memory database from (test databases cloned from a template). */
      initialData?: Blob;
    }
  | { engine: 'postgres'; url: string; poolSize?: number };

export interface Database {
  db: Db;
  engine: DatabaseTarget['engine'];
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Raised when the configured database cannot be opened or reached; the message names what failed. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// Any stable number: serialises migrations between instances sharing one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_310_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.engine === 'pglite'
    ? openPglite(target.dataDir, target.initialData)
    : openPostgres(target.url, target.poolSize);
}

async function openPglite(dataDir: string | null, initialData?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const options = { extensions: { pg_trgm, unaccent }, loadDataDir: initialData };
  const client = await PGlite.create(dataDir ?? undefined, options).catch((error: unknown) => {
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${dataDir ?? 'memory'}: ${String(error)}`,
    );
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // Idle clients that lose their server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseUnavailableError(
      `Cannot reach the PostgreSQL server at ${describeUrl(url)}: ${reason(error)}`,
    );
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** host:port/database without credentials, for messages and logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

/** Rows of a raw SQL query; both drivers answer `db.execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
