// @postgres: a server that stops answering is a fault of the PostgreSQL pool, not of PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFaultProxy, type FaultProxy } from '@apteek/db/testing/fault-proxy';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { buildApp } from './app.ts';

// The PostgreSQL server is what can become unreachable; PGlite runs inside the process.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
/** The serving time-outs (3 s to connect, 6 s to read) with room for a loaded machine. */
const ANSWER_WITHIN_MS = 10_000;

/** What each request should answer while the database is there. */
const REQUESTS = [
  { method: 'GET', url: '/api/stock/check?sku=IBU-400-20', healthy: 200 },
  { method: 'POST', url: '/api/cart/create', healthy: 200 },
  { method: 'GET', url: '/api/health', healthy: 200 },
  { method: 'GET', url: '/fi/c/laakkeet', healthy: 200 },
  { method: 'GET', url: '/et/no-such-page', healthy: 404 },
] as const;
/**
 * Pages no request asked for before the outage (nor their store view's layout). The pages above
 * were seen while the database was there, so their catalogue data is in the page cache
 * (modules/storefront/page-cache.ts) and they answer as before; these need the database.
 */
const UNSEEN_PAGES = [{ method: 'GET', url: '/en/c/vitamins-and-supplements', healthy: 200 }] as const;
const isPage = (request: { url: string }) => !request.url.startsWith('/api/');

interface Answer {
  url: string;
  status: number | 'no answer';
  retryAfter: string | undefined;
  contentType: string;
  json: unknown;
  ms: number;
}

describe.skipIf(!onPostgres)('every route while PostgreSQL is unreachable', () => {
  let testDb: TestDatabase;
  let proxy: FaultProxy;
  let app: FastifyInstance;
  let dataDir: string;
  /** What the server logged, and what went past its log to stderr. */
  const lines: string[] = [];
  let stderr: ReturnType<typeof vi.spyOn>[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    proxy = await startFaultProxy(testDb.target.url);
    dataDir = mkdtempSync(join(tmpdir(), 'apteek-outage-'));
    app = await buildApp(
      {
        port: 0,
        host: '127.0.0.1',
        database: { engine: 'postgres', url: proxy.url },
        dataDir,
        mediaDir: join(dataDir, 'media'),
        logLevel: 'error',
        webBuildDir,
        seed: true,
        smtpUrl: null,
      },
      { today: () => '2026-11-21', logStream: { write: (line) => void lines.push(line) } },
    );
    stderr = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  });
  afterEach(() => {
    // Only the fault's short reason is logged: no query's parameters (the catalogue's among them).
    expect(lines.join('\n')).not.toMatch(/params:|"params"/);
    expect(stderr.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    lines.length = 0;
  });
  afterAll(async () => {
    for (const spy of stderr) spy.mockRestore();
    await proxy?.close();
    await app?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function ask({ method, url }: { method: 'GET' | 'POST'; url: string }): Promise<Answer> {
    const started = performance.now();
    const hang = new Promise<'no answer'>((resolve) =>
      setTimeout(() => resolve('no answer'), 20_000).unref(),
    );
    const response = await Promise.race([app.inject({ method, url }), hang]);
    const ms = performance.now() - started;
    if (response === 'no answer') {
      return { url, status: response, retryAfter: undefined, contentType: '', json: null, ms };
    }
    const contentType = String(response.headers['content-type']);
    const retryAfter = response.headers['retry-after'];
    const json: unknown = contentType.startsWith('application/json') ? response.json() : null;
    return { url, status: response.statusCode, retryAfter, contentType, json, ms };
  }

  /** Every API request and the unseen pages, which all need the database. */
  const askAll = () =>
    Promise.all([...REQUESTS.filter((request) => !isPage(request)), ...UNSEEN_PAGES].map(ask));

  /** The pages seen before answer from the page cache as they did while the database was there. */
  async function expectSeenPagesCached() {
    for (const request of REQUESTS.filter(isPage)) {
      const answer = await ask(request);
      expect({ url: answer.url, status: answer.status }).toEqual({
        url: request.url,
        status: request.healthy,
      });
    }
  }

  function expectUnavailable(answers: Answer[]) {
    for (const answer of answers) {
      expect({ url: answer.url, status: answer.status }).toEqual({ url: answer.url, status: 503 });
      expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      if (answer.url.startsWith('/api/')) {
        expect(answer.json).toEqual({
          code: 503,
          result: 'Database unavailable',
          reason: 'database_unavailable',
        });
      } else {
        // The storefront's own error page, in the store's language.
        expect(answer.contentType).toMatch(/^text\/html/);
      }
    }
  }

  async function expectHealthy() {
    for (const request of REQUESTS) {
      const answer = await ask(request);
      expect({ url: answer.url, status: answer.status }).toEqual({
        url: request.url,
        status: request.healthy,
      });
    }
  }

  it('answers 503 with Retry-After while the server refuses connections, and 200 again once it is back', async () => {
    await expectHealthy();
    await proxy.refuse();
    expectUnavailable(await askAll());
    await expectSeenPagesCached();
    await proxy.restore();
    await expectHealthy();
  });

  it('answers 503 with Retry-After while the database does not accept connections (SQLSTATE 55000)', async () => {
    await expectHealthy();
    await testDb.allowConnections(false);
    try {
      expectUnavailable(await askAll());
      await expectSeenPagesCached();
    } finally {
      await testDb.allowConnections(true);
    }
    await expectHealthy();
  });

  it('answers 503 within the time-outs while the network is silent, and recovers without a restart', async () => {
    await expectHealthy();
    proxy.freeze();
    expectUnavailable(await askAll());
    await expectSeenPagesCached();
    // Once more: connections the first round left behind must not make anyone wait longer.
    expectUnavailable(await askAll());
    await proxy.restore();
    // The silent connections never come back; the pool must not hand them out again.
    await expectHealthy();
    await expectHealthy();
  });
});
