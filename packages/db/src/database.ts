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
import type pg from 'pg';
import { preloadedDataDir, withWalSegments } from './pglite-data-dir.ts';
import {
  DEFAULT_TIMEOUTS,
  maintenancePool,
  postgresListener,
  servingPool,
  TYPO_SCAN_SETTING,
  type DatabaseTimeouts,
  type NotificationHandler,
} from './postgres-pool.ts';
import * as schema from './schema/index.ts';
import { settledNotifications } from './settled-notifications.ts';

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
  | {
      engine: 'postgres';
      url: string;
      poolSize?: number;
      /** The serving time-outs; DEFAULT_TIMEOUTS unless a test or tool needs others. */
      timeouts?: Partial<DatabaseTimeouts>;
    };

export interface Database {
  db: Db;
  engine: DatabaseTarget['engine'];
  /** Applies pending migrations, without statement time-outs; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Runs long work (seeding, bulk loads) on its own connections without the serving statement
   * time-outs, which `db` has on PostgreSQL.
   */
  maintenance<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel` (lower-case letters, digits, _): `handler` gets the payload of every NOTIFY
   * on it, from this process or any other on the same database. Resolves once listening (on
   * PostgreSQL, or once the first attempt failed: its own connection keeps reconnecting); answers
   * how to stop.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload` (PostgreSQL takes under 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Resolves once this process's handlers on `channel` have had every notification committed before
   * the call (at once when nothing here listens on it; after 2 s at most, when its listener is away).
   */
  settle(channel: string): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type { NotificationHandler } from './postgres-pool.ts';

/** The channel the catalogue tables' triggers NOTIFY on (migrations/0024_catalogue_notify.sql). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/** A channel name that needs no quoting, the same on both engines. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel))
    throw new Error(`Not a notification channel name: ${channel}`);
  return channel;
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
    : openPostgres(target.url, target.poolSize ?? 10, { ...DEFAULT_TIMEOUTS, ...target.timeouts });
}

/**
 * PGlite's shared buffers live in the process's WebAssembly memory, which never shrinks: at
 * Postgres's 128 MB default they were half of a freshly started server's RSS. The data files are
 * read through the operating system's page cache besides, so a small pool costs a system call on
 * a miss, not a disk read (docs/PERFORMANCE.md, Memory).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | null, initialData?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const options = {
    extensions: { pg_trgm, unaccent },
    // In memory, a dump is read once and copied into each database started from it
    // (pglite-data-dir.ts); into a folder, PGlite unpacks it.
    ...(initialData && !dataDir ? { fs: await preloadedDataDir(initialData) } : { loadDataDir: initialData }),
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      '-c',
      TYPO_SCAN_SETTING,
    ],
  };
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
    maintenance: (work) => work(db as unknown as Db),
    ...settledNotifications(
      async (channel, handler) => {
        const unlisten = await client.listen(checkChannel(channel), handler);
        return () => unlisten();
      },
      async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
      },
    ),
    dumpDataDir: async () => {
      // Checkpointed first: a database started from the dump replays no WAL and needs only the
      // log segments from the checkpoint on (the seeded template: 70.6 MB, now 53.8 MB).
      await client.query('checkpoint');
      const [wal] = (
        await client.query<{ first: string; last: string }>(
          'select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()',
        )
      ).rows;
      return withWalSegments(await client.dumpDataDir('none'), wal!.first, wal!.last);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number, timeouts: DatabaseTimeouts): Promise<Database> {
  const pool = servingPool(url, poolSize, timeouts);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseUnavailableError(
      `Cannot reach the PostgreSQL server at ${describeUrl(url)}: ${reason(error)}`,
    );
  }
  const db = drizzlePg({ client: pool, schema });
  const listener = postgresListener(url, timeouts);
  const maintenance = async <T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> => {
    const untimed = maintenancePool(url, poolSize, timeouts);
    try {
      return await work(untimed);
    } finally {
      await untimed.end();
    }
  };
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: () => maintenance((untimed) => migrateUnderLock(untimed)),
    maintenance: (work) =>
      maintenance((untimed) => work(drizzlePg({ client: untimed, schema }) as unknown as Db)),
    ...settledNotifications(
      (channel, handler) => listener.listen(checkChannel(channel), handler),
      async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
      },
    ),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
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
