import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../database.ts';
import { seedCatalogue, seedHash, writeSeedMedia } from '../seed/index.ts';

export interface TestDatabase {
  target: DatabaseTarget;
  /** Drops the throwaway PostgreSQL database; nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
  /**
   * PostgreSQL only: refuses new connections to the database (ALTER DATABASE … ALLOW_CONNECTIONS
   * false, answered with SQLSTATE 55000 "is not accepting connections") and ends the open ones, or
   * allows them again.
   */
  allowConnections(allowed: boolean): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Start from a migrated and seeded copy instead of an empty database. The copy is made once per
   * version of the schema and seed code, then cloned: a PGlite data-directory dump, or a PostgreSQL
   * template database. Each test still gets a database of its own.
   */
  seeded?: boolean;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * server named by TEST_DATABASE_URL when the suite runs with TEST_DB_ENGINE=postgres.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const initialData = options.seeded ? await pgliteTemplate() : undefined;
    return {
      target: { engine: 'pglite', dataDir: null, initialData },
      drop: async () => undefined,
      allowConnections: () => Promise.reject(new Error('PGlite runs in the process: it always connects')),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = options.seeded ? await postgresTemplate(serverUrl) : null;
  const name = `apteek_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    target: { engine: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 },
    drop: async () => {
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
    allowConnections: (allowed) =>
      withAdmin(serverUrl, async (client) => {
        await client.query(`alter database ${name} allow_connections ${allowed}`);
        if (!allowed) {
          await client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
        }
      }),
  };
}

const TEMPLATE_DIR = join(tmpdir(), 'apteek-test-templates');
let pgliteTemplatePromise: Promise<Blob> | undefined;

/** The seeded PGlite data directory as a tarball, built once per code version and shared by test workers. */
function pgliteTemplate(): Promise<Blob> {
  pgliteTemplatePromise ??= (async () => {
    const file = join(TEMPLATE_DIR, `pglite-${await templateVersion()}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({ engine: 'pglite', dataDir: null });
      const dump = await seedAndDump(database);
      await mkdir(TEMPLATE_DIR, { recursive: true });
      // Written under a private name first: another worker may be reading or building the same file.
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      await removeStale(await templateVersion());
    }
    return new Blob([await readFile(file)]);
  })();
  return pgliteTemplatePromise;
}

async function seedAndDump(database: Database): Promise<Blob> {
  try {
    await seedInto(database);
    if (!database.dumpDataDir) throw new Error('this engine cannot dump its data directory');
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

let postgresTemplatePromise: Promise<string> | undefined;

/** A seeded template database on the server, named by the code version, created on first use. */
function postgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplatePromise ??= (async () => {
    const name = `apteek_template_${await templateVersion()}`;
    const exists = async () =>
      withAdmin(serverUrl, async (client) => {
        const result = await client.query('select 1 from pg_database where datname = $1', [name]);
        return result.rowCount === 1;
      });
    if (await exists()) return name;

    // Seeded under a private name and renamed when complete, so no test ever clones half a seed.
    const building = `apteek_template_build_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, (client) => client.query(`create database ${building}`));
    const database = await openDatabase({
      engine: 'postgres',
      url: databaseUrl(serverUrl, building),
      poolSize: 2,
    });
    try {
      await seedInto(database);
    } finally {
      await database.close();
    }
    await withAdmin(serverUrl, async (client) => {
      try {
        await client.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        // Another worker finished first: theirs is identical.
        if (!(await exists())) throw error;
        await client.query(`drop database if exists ${building} with (force)`);
      }
      // Templates of earlier code versions are never cloned again here, but another checkout on
      // the same server (a second working copy, a branch) may still be testing with its own: the
      // newest few are kept, as a run dropping the template of a run beside it failed every file.
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'apteek\\_template\\_%' and datname <> $1
         order by oid desc offset ${KEPT_OTHER_VERSIONS}`,
        [name],
      );
      for (const { datname } of stale.rows) {
        if (/^apteek_template_[0-9a-f]{16}$/.test(datname)) {
          await client.query(`drop database if exists ${datname}`).catch(() => undefined);
        }
      }
    });
    return name;
  })();
  return postgresTemplatePromise;
}

async function seedInto(database: Database): Promise<void> {
  const mediaDir = await seededMediaDir();
  await database.migrate();
  await database.maintenance((db) => seedCatalogue(db, { mediaDir }));
}

let mediaPromise: Promise<string> | undefined;

/**
 * The seed's pack shots and leaflets, written once per code version and shared by every test app
 * on a seeded database: their seeding finds the media in place instead of drawing 231 pack shots
 * into a folder of its own (0.3–0.4 s a file). Apps only add renditions to it, each written beside
 * its name and renamed over it. A test that changes media gives its app a folder of its own.
 */
export function seededMediaDir(): Promise<string> {
  mediaPromise ??= (async () => {
    const version = await templateVersion();
    const dir = join(TEMPLATE_DIR, `media-${version}`);
    if (existsSync(dir)) return dir;
    await mkdir(TEMPLATE_DIR, { recursive: true });
    // Drawn under a private name and renamed when complete: another worker may be drawing too.
    const building = await mkdtemp(join(TEMPLATE_DIR, 'media-build-'));
    try {
      await writeSeedMedia(building);
      await rename(building, dir);
    } catch (error) {
      await rm(building, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
    await removeStale(version);
    return dir;
  })();
  return mediaPromise;
}

const dbSourceRoot = fileURLToPath(new URL('../..', import.meta.url));
let versionPromise: Promise<string> | undefined;

/**
 * A hash of the migrations, the database package's source and the seed as loaded: a change to any
 * makes a new template. The seed's own hash covers what the source files miss (a change outside the
 * package, or a file changed after this process loaded it): a template seeded otherwise than the
 * apps' seed check expects had every test app seed again (2.6 s of CPU each).
 */
function templateVersion(): Promise<string> {
  versionPromise ??= (async () => {
    const hash = createHash('sha256').update(seedHash());
    for (const folder of ['migrations', 'src']) {
      const files = (await readdir(join(dbSourceRoot, folder), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
      for (const file of files) hash.update(file.slice(dbSourceRoot.length)).update(await readFile(file));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return versionPromise;
}

/** Templates of other code versions kept on the server, for other checkouts testing beside this one. */
const KEPT_OTHER_VERSIONS = 3;
/** Other versions' template files untouched for this long are taken to be no one's. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Older templates and media are left behind by code changes; drop them so the temporary folder does
 * not grow, once nothing has used them for an hour (another checkout may be testing with them).
 */
async function removeStale(version: string): Promise<void> {
  const entries = await readdir(TEMPLATE_DIR).catch(() => []);
  const unused = async (entry: string) => {
    const modified = await stat(join(TEMPLATE_DIR, entry)).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    return Date.now() - modified > STALE_AFTER_MS;
  };
  await Promise.all(
    entries
      .filter(
        (entry) => /^(pglite-[0-9a-f]{16}\.tar|media-[0-9a-f]{16})$/.test(entry) && !entry.includes(version),
      )
      .map(async (entry) => {
        if (await unused(entry)) await rm(join(TEMPLATE_DIR, entry), { recursive: true, force: true });
      }),
  );
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
