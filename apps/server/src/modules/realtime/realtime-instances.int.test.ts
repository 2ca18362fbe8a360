import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { cartCodeOf, sandboxEventsKey } from './index.ts';
import { openHub } from './testing/hub-client.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const instanceEntry = fileURLToPath(new URL('./testing/api-instance.ts', import.meta.url));
// Importing the app through tsx takes 2-3 s on a quiet machine, many times that under load.
const START_LIMIT_MS = 90_000;

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

/**
 * DESIGN §1: several instances behind a load balancer behave as one. Two server processes share one
 * PostgreSQL; the prescription service's callback lands on one, the shopper's socket is on the other.
 * PGlite is one process's database, so this runs only on PostgreSQL (TEST_DATABASE_URL).
 */
const title = onPostgres
  ? 'two server processes on one PostgreSQL'
  : 'two server processes on one PostgreSQL (skipped: needs TEST_DATABASE_URL; PGlite serves one process)';
describe.skipIf(!onPostgres)(title, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-instances-'));
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

  it('relays a callback posted to one instance to a socket connected to the other', async () => {
    const [first, second] = instances as [Instance, Instance];
    const created = await fetch(`${first.origin}/api/cart/create?storeCode=ee`, { method: 'POST' });
    const cart = ((await created.json()) as { result: string }).result;
    const socket = await openHub(second.origin, { key: cart });

    const code = await cartCodeOf(database.db, cart);
    const response = await fetch(`${first.origin}/api/notification/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': await sandboxEventsKey(database.db) },
      body: JSON.stringify({
        Type: 'PrescriptionListCallback',
        Details: { PrescriptionDetails: { OrderCode: code, PrescriptionNumber: null } },
        Response: { Result: 'Success' },
      }),
    });
    expect(await response.json()).toEqual({ resultCode: 200, result: true });
    expect(await socket.next()).toEqual({
      type: 'PrescriptionListCallback',
      cartCode: code,
      result: 'Success',
      reasonCode: null,
      prescriptionNumber: null,
    });
    socket.close();
  });
});
