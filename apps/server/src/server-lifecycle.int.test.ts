// @postgres: closing the connection pool on shutdown.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { useServerBundle } from './testing/server-bundle.ts';

// The process `npm start` runs: the server bundle.
const bundle = useServerBundle();
const dataDir = mkdtempSync(join(tmpdir(), 'apteek-lifecycle-'));
const port = 3400 + Math.floor(Math.random() * 500);
const databases: TestDatabase[] = [];
// A fresh data directory means migrating, seeding and drawing pack shots before the first answer:
// 5 s on a quiet 2-core machine (docs/PERFORMANCE.md), 80-150 s measured while other test files, type
// checks and builds ran alongside (load average 14-18). The limit leaves a margin over the loaded figure.
const START_LIMIT_MS = 240_000;

async function startServer() {
  const testDb = await createTestDatabase();
  databases.push(testDb);
  const database = testDb.target.engine === 'postgres' ? { DATABASE_URL: testDb.target.url } : {};
  const child = spawn(process.execPath, [bundle.path], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exited, output: () => output };
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`);
}

afterAll(async () => {
  for (const testDb of databases) await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`server process on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it(
    'serves pages, then on SIGTERM finishes the request in flight, closes the database and exits 0',
    async () => {
      const server = await startServer();
      const page = await fetch(`http://127.0.0.1:${port}/fi`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="fi"');

      const inFlight = fetch(`http://127.0.0.1:${port}/`).then((r) => r.status);
      server.child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down: finishing in-flight requests');
    },
    START_LIMIT_MS + 60_000,
  );
});
