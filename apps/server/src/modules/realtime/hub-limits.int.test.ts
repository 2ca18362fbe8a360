// @postgres: a socket flood beside the pool of a PostgreSQL server.
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { upgradeCb, type CbAttempt } from './testing/cb-upgrade.mjs';
import { openHub } from './testing/hub-client.ts';
import type { HubMetrics } from './index.ts';

// `npm test` builds the storefront before the integration tests; the page below needs it.
const webBuildDir = fileURLToPath(new URL('../../../../web/build', import.meta.url));
/** Small caps, so that a test reaches each of them; X-Forwarded-For names the address (TRUST_PROXY=loopback). */
const LIMITS = { perCart: 2, perAddress: 3, total: 5, idleMs: 60_000 };
/**
 * Upgrade attempts of the flood from one address at least, and how many are in flight at once; it
 * goes on until health and the page were each asked a few times during it. The suite sends 1,000;
 * `HUB_FLOOD_ATTEMPTS=10000` sends the measured attack’s 10,000 (12 s on a quiet 2-core machine).
 */
const FLOOD_ATTEMPTS = Number(process.env.HUB_FLOOD_ATTEMPTS ?? 1000);
const FLOOD_CONCURRENCY = 50;
const VISITS = 3;

let shop: TestApp;
let port: number;

beforeAll(async () => {
  shop = await buildTestApp({ webBuildDir, trustProxy: 'loopback', realtimeLimits: LIMITS });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await shop?.close();
});

/** What the flood's thread (testing/socket-flood.mjs) reports. */
interface FloodOutcome {
  attempts: number;
  refused: number;
  kept: number;
  ms: number;
}

/** One WebSocket upgrade to /cb as a browser sends it: the upgraded connection, or the refusal. */
const upgrade = (key: string, from: string): Promise<CbAttempt> => upgradeCb(port, key, from);

/** A plain GET on a new connection, as a new visitor makes it: its status and how long it took. */
function timedGet(path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.once('error', reject);
    request.end();
  });
}

async function newCart(): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/cart/create?storeCode=ee' });
  return response.json<{ result: string }>().result;
}

async function hubMetrics(): Promise<HubMetrics> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
  return response.json<{ result: { realtime: HubMetrics } }>().result.realtime;
}

const opened = (attempt: CbAttempt): Socket => {
  if (!('socket' in attempt)) throw new Error(`/cb refused the socket with ${attempt.refused}`);
  return attempt.socket;
};

async function closeAll(sockets: Socket[]): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await expect.poll(async () => (await hubMetrics()).sockets).toBe(0);
}

describe('the realtime hub under a flood of sockets', () => {
  it('holds a few sockets per cart token and per address, and a few in all', async () => {
    const [first, second, third, fourth, fifth] = await Promise.all([1, 2, 3, 4, 5].map(() => newCart()));
    const kept: Socket[] = [];
    kept.push(opened(await upgrade(first!, '203.0.113.1')), opened(await upgrade(first!, '203.0.113.1')));
    expect(await upgrade(first!, '203.0.113.2')).toEqual({ refused: 429, retryAfter: '5' });

    kept.push(opened(await upgrade(second!, '203.0.113.1')));
    expect(await upgrade(third!, '203.0.113.1')).toMatchObject({ refused: 429 });

    kept.push(opened(await upgrade(third!, '203.0.113.2')), opened(await upgrade(fourth!, '203.0.113.3')));
    expect(await upgrade(fifth!, '203.0.113.4')).toMatchObject({ refused: 429 });
    expect(await hubMetrics()).toEqual({ sockets: 5, limit: 5, refused: { cart: 1, address: 1, total: 1 } });

    // A socket that ends gives its place back.
    kept.shift()!.destroy();
    await expect.poll(async () => (await hubMetrics()).sockets).toBe(4);
    kept.push(opened(await upgrade(fifth!, '203.0.113.4')));
    await closeAll(kept);
  });

  it(
    `keeps health and pages answering within a second through ${FLOOD_ATTEMPTS}+ attempts from one address`,
    { timeout: 120_000 },
    async () => {
      const keys = await Promise.all([1, 2, 3, 4].map(() => newCart()));
      // The page rendered once before, as any visited page is; the flood is what is measured.
      expect((await timedGet('/en')).status).toBe(200);
      const before = await hubMetrics();
      const flood = new Worker(new URL('./testing/socket-flood.mjs', import.meta.url), {
        workerData: {
          port,
          keys,
          from: '198.51.100.9',
          atLeast: FLOOD_ATTEMPTS,
          concurrency: FLOOD_CONCURRENCY,
        },
      });
      let outcome: FloodOutcome | undefined;
      const finished = new Promise<void>((resolve, reject) => {
        flood.once('message', (message: FloodOutcome) => resolve(void (outcome = message)));
        flood.once('error', reject);
      });

      const visits: { path: string; status: number; ms: number }[] = [];
      const sockets: number[] = [];
      for (let round = 1; outcome === undefined; round++) {
        for (const path of ['/api/health', '/en']) visits.push({ path, ...(await timedGet(path)) });
        sockets.push((await hubMetrics()).sockets);
        if (round === VISITS) flood.postMessage('stop');
      }
      await finished;
      const { attempts, refused, kept, ms } = outcome;

      expect(attempts).toBeGreaterThanOrEqual(FLOOD_ATTEMPTS);
      expect(kept, 'sockets the address holds').toBe(LIMITS.perAddress);
      expect(refused, `429s of ${attempts} attempts in ${Math.round(ms)} ms`).toBe(attempts - kept);
      expect(Math.max(...sockets), 'sockets open at any time').toBeLessThanOrEqual(LIMITS.total);
      for (const visit of visits) {
        expect(visit.status, visit.path).toBe(200);
        expect(visit.ms, visit.path).toBeLessThan(1000);
      }
      const after = await hubMetrics();
      const refusals = (metrics: HubMetrics) => metrics.refused.cart + metrics.refused.address;
      expect(refusals(after) - refusals(before)).toBe(refused);

      flood.postMessage('release');
      await once(flood, 'exit');
      await expect.poll(async () => (await hubMetrics()).sockets).toBe(0);
    },
  );
});

describe('an idle socket', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await buildTestApp({ realtimeLimits: { idleMs: 300 } });
    await quiet.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('is closed when nothing passed over it for the idle time, and gives its place back', async () => {
    const origin = `http://127.0.0.1:${(quiet.app.server.address() as AddressInfo).port}`;
    const cart = (await quiet.app.inject({ method: 'POST', url: '/api/cart/create?storeCode=ee' })).json<{
      result: string;
    }>().result;
    const socket = await openHub(origin, { key: cart });
    expect(await socket.closed).toBe(1000);
    const health = await quiet.app.inject({ method: 'GET', url: '/api/health' });
    await expect
      .poll(
        async () =>
          (await quiet.app.inject({ method: 'GET', url: '/api/health' })).json().result.realtime.sockets,
      )
      .toBe(0);
    expect(health.statusCode).toBe(200);
  });
});
