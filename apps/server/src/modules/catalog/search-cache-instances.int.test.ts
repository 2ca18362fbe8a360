import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, rebuildProductSearch, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const instanceEntry = fileURLToPath(new URL('../realtime/testing/api-instance.ts', import.meta.url));
// Importing the app through tsx takes 2-3 s on a quiet machine, many times that under load.
const START_LIMIT_MS = 90_000;
const SKU = 'IBU-400-20';
const TERM = 'zorbquix';

interface Instance {
  origin: string;
  child: ChildProcess;
}

function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', instanceEntry], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no instance within the limit:\n${output}`)),
      START_LIMIT_MS,
    );
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)));
  });
}

/** The SKUs a search for TERM finds on an instance, with a price cap that names the search. */
async function found(instance: Instance, priceTo: number): Promise<string[]> {
  const response = await fetch(`${instance.origin}/api/catalog/search/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      storeCode: 'en',
      term: TERM,
      filters: { price: { to: priceTo } },
      aggregations: ['Brand'],
      size: 10,
    }),
  });
  expect(response.status).toBe(200);
  const { result } = (await response.json()) as { result: { items: { sku: string }[] } };
  return result.items.map((item) => item.sku);
}

/**
 * Search answers, results and a term's matches are cached per instance for a minute
 * (catalog-context.ts); the catalogue's NOTIFY empties them on every instance with the page cache,
 * so a changed product shows in search at once. Two server processes share one PostgreSQL; PGlite
 * is one process's database, so this runs only on PostgreSQL.
 */
const title = onPostgres
  ? 'cached search on two server processes on one PostgreSQL'
  : 'cached search on two server processes (skipped: needs TEST_DATABASE_URL; PGlite serves one process)';
describe.skipIf(!onPostgres)(title, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-search-cache-'));
  let testDb: TestDatabase;
  let database: Database;
  let instances: Instance[] = [];
  let productId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    const url = testDb.target.url;
    database = await openDatabase(testDb.target);
    const [row] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from product where sku = ${SKU}`,
    );
    productId = row!.id;
    instances = await Promise.all([
      startInstance(url, join(dataDir, 'a')),
      startInstance(url, join(dataDir, 'b')),
    ]);
  }, START_LIMIT_MS + 30_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Renames the product in the English store and rebuilds its search rows, as a catalogue import would. */
  const rename = async (name: string) => {
    await database.db.execute(
      sql`update product_text set name = ${name} where store_code = 'en' and product_id = ${productId}`,
    );
    await rebuildProductSearch(database.db, [productId]);
  };

  it('keeps a search cached until the catalogue changes, then every instance finds the change', async () => {
    // Each instance asks the term twice with other filters: each search's result is kept, and
    // the term's matches once the store view's rows are loaded (term-matches.ts).
    for (const instance of instances) {
      expect(await found(instance, 1000)).toEqual([]);
      expect(await found(instance, 1001)).toEqual([]);
    }

    // Changed with the tables' triggers off, nobody is told: the kept answers and results still
    // say the term finds nothing.
    const triggers = ['product_text', 'product_search'];
    for (const table of triggers)
      await database.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_catalogue_changed`));
    try {
      await rename(`Unannounced ${TERM} Tablets`);
    } finally {
      for (const table of triggers)
        await database.db.execute(sql.raw(`alter table ${table} enable trigger ${table}_catalogue_changed`));
    }
    for (const instance of instances) {
      expect(await found(instance, 1000)).toEqual([]);
      expect(await found(instance, 1001)).toEqual([]);
    }

    // A change as any writer makes it: each instance drops its search caches, the same searches
    // and a new filter on the term find the product.
    await rename(`Announced ${TERM} Tablets`);
    let cap = 1002;
    for (const instance of instances) {
      await expect.poll(() => found(instance, 1000), { timeout: 5_000 }).toEqual([SKU]);
      expect(await found(instance, 1001)).toEqual([SKU]);
      expect(await found(instance, cap++)).toEqual([SKU]);
    }
  });
});
