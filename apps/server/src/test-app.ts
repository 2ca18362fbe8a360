import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema, type DatabaseTimeouts } from '@apteek/db';
import { TOO_MANY_REQUESTS } from '@apteek/domain';
import { createTestDatabase, seededMediaDir } from '@apteek/db/testing';
import { buildApp, type AppOptions } from './app.ts';
import type { Config } from './config.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (PGlite in memory, or PostgreSQL under TEST_DB_ENGINE=postgres).
 * `timeouts` replaces the serving pool's time-outs on PostgreSQL, for a test whose point is not how
 * the server answers when the database is slow.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: AppOptions = { today: () => '2026-11-21' },
  timeouts?: Partial<DatabaseTimeouts>,
): Promise<TestApp> {
  // Seeded once per code version and cloned, instead of migrating and seeding in every test file.
  const seeded = overrides.seed ?? true;
  const testDb = await createTestDatabase({ seeded });
  const database =
    timeouts && testDb.target.engine === 'postgres' ? { ...testDb.target, timeouts } : testDb.target;
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-test-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    database,
    dataDir,
    mediaDir: seeded ? await seededMediaDir() : join(dataDir, 'media'),
    logLevel: 'silent',
    webBuildDir: null,
    seed: true,
    smtpUrl: null,
    // The API stories read their mails in the local mailbox, as on a demo on this machine.
    localMailbox: true,
    // Stories place many orders and register many accounts from one address; the per-IP limits'
    // own tests set them.
    requestLimits: { cartCreate: null, orderPlace: null, accountCreate: null },
    ...overrides,
  };
  const app = await buildApp(config, options);
  return {
    app,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app for one test file: built before its tests and closed after them. `app` may be read
 * once the tests run.
 */
export function useTestApp(...args: Parameters<typeof buildTestApp>): { readonly app: FastifyInstance } {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(...args);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get app() {
      if (!testApp) throw new Error('The test app is built before the tests run');
      return testApp.app;
    },
  };
}

/**
 * The storefront's build that page tests serve: `npm test` builds it into apps/web/build before the
 * integration tests; a build kept elsewhere (WEB_BUILD_DIR, as the browser stories use) serves as well.
 */
export const TEST_WEB_BUILD_DIR =
  process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../web/build', import.meta.url));

/** The app serving the storefront's pages for one test file, and a page as a browser that accepted cookies asks for it. */
export function usePageTestApp(): {
  readonly testApp: { readonly app: FastifyInstance };
  readPage(url: string): Promise<LightMyRequestResponse>;
} {
  const testApp = useTestApp({ webBuildDir: TEST_WEB_BUILD_DIR });
  return {
    testApp,
    readPage: (url) =>
      testApp.app.inject({ method: 'GET', url, headers: { cookie: 'cookiesAccepted=true' } }),
  };
}

/**
 * The app for one test file, listening on a loopback port of its own: `origin` is its address, for
 * the sockets and the clients that reach it over real HTTP.
 */
export function useListeningTestApp(...args: Parameters<typeof buildTestApp>): {
  readonly app: FastifyInstance;
  readonly origin: string;
} {
  const testApp = useTestApp(...args);
  let origin: string | undefined;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  return {
    get app() {
      return testApp.app;
    },
    get origin() {
      if (!origin) throw new Error('The test app listens before the tests run');
      return origin;
    },
  };
}

/**
 * The app for one test file with its log kept: `lines` holds every line it logs at `logLevel` or
 * above, in order, for the tests that check what is logged (and what never is).
 */
export function useLoggedTestApp(logLevel: Config['logLevel'] = 'info'): {
  readonly testApp: { readonly app: FastifyInstance };
  readonly lines: string[];
} {
  const lines: string[] = [];
  const testApp = useTestApp(
    { logLevel },
    { today: () => '2026-11-21', logStream: { write: (line) => void lines.push(line) } },
  );
  return { testApp, lines };
}

/** Posts text as a JSON body, for requests a JSON client would never send (empty, malformed). */
export const postJsonText = (app: FastifyInstance, url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

// The stories read whatever the API answers; each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiBody = { code: number; result: any; errors?: { field: string; message: string }[] };

/** The envelope of a request refused by a rate limit. */
export const TOO_MANY_REQUESTS_ANSWER = { code: 429, result: TOO_MANY_REQUESTS, reason: 'too_many_requests' };

/** Calls the API as a client does; answers the status, the envelope and the headers. */
export function apiCall(testApp: { readonly app: FastifyInstance }) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await testApp.app.inject({ method, url, payload: body as object | undefined, headers });
    return { status: response.statusCode, body: response.json<ApiBody>(), headers: response.headers };
  };
}

/** The headers with which the same browser calls again: the cookie the answer set (e.g. a login session's). */
export const sameBrowser = (headers: { 'set-cookie'?: string | string[] }) => ({
  cookie: ([headers['set-cookie']].flat()[0] ?? '').split(';')[0]!,
});

/**
 * Registers a customer through the API, moves them into the customer group `groupId` when one is
 * given, and logs them in with their password: the access token.
 */
export async function registeredCustomerToken(
  testApp: { readonly app: FastifyInstance },
  email: string,
  { password = 'Customer-pass-2026', groupId }: { password?: string; groupId?: number } = {},
): Promise<string> {
  const call = apiCall(testApp);
  const created = await call('POST', '/api/user/create', {
    // With a phone number: an account without one is asked for it before it may order.
    customer: {
      email,
      firstname: 'Kati',
      lastname: 'Karu',
      phoneNumber: '+37251234567',
      consentTermsAccepted: true,
    },
    password,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (groupId !== undefined)
    await testApp.app.db.update(schema.customer).set({ groupId }).where(eq(schema.customer.email, email));
  return (await call('POST', '/api/user/login', { username: email, password })).body.result as string;
}
