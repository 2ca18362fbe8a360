import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const instanceEntry = fileURLToPath(new URL('./testing/page-instance.ts', import.meta.url));
// Importing the app through tsx takes 2-3 s on a quiet machine, many times that under load.
const START_LIMIT_MS = 90_000;
const SKU = 'IBU-400-20';

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

/** The product page's HTML as a shopper gets it (the SKU alone redirects to the page's own URL). */
async function productPage(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.origin}/en/p/${SKU}/any`);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * Page data is cached per instance (page-cache.ts) and dropped on every instance when the
 * catalogue's tables change, through their triggers' NOTIFY. Two server processes share one
 * PostgreSQL; PGlite is one process's database, so this runs only on PostgreSQL.
 */
const title = onPostgres
  ? 'cached page data on two server processes on one PostgreSQL'
  : 'cached page data on two server processes (skipped: needs TEST_DATABASE_URL; PGlite serves one process)';
describe.skipIf(!onPostgres)(title, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-page-cache-'));
  let testDb: TestDatabase;
  let database: Database;
  let instances: Instance[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    const url = testDb.target.url;
    database = await openDatabase(testDb.target);
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

  const rename = (name: string) =>
    database.db.execute(
      sql`update product_text set name = ${name} where store_code = 'en' and product_id = (select id from product where sku = ${SKU})`,
    );

  it('serves a page from its cache until the catalogue changes, then every instance reads the change', async () => {
    const [first, second] = instances as [Instance, Instance];
    const name = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
    const original = name(await productPage(second));
    expect(original).toBeTruthy();
    expect(name(await productPage(first))).toBe(original);

    // Changed with the table's trigger off, nobody is told: both keep serving what they cached.
    await database.db.execute(sql`alter table product_text disable trigger product_text_catalogue_changed`);
    try {
      await rename('Unannounced Ibuprofen Name');
    } finally {
      await database.db.execute(sql`alter table product_text enable trigger product_text_catalogue_changed`);
    }
    expect(name(await productPage(second))).toBe(original);
    expect(name(await productPage(first))).toBe(original);

    // A change as any writer makes it: each instance drops its cached page data.
    await rename('Announced Ibuprofen Name');
    for (const instance of [second, first]) {
      await expect
        .poll(async () => name(await productPage(instance)), { timeout: 5_000 })
        .toBe('Announced Ibuprofen Name');
    }
  });
});
