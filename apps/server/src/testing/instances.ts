import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { openDatabase, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { addStaffUser, type StaffRole } from '../modules/staff/index.ts';
import type { ApiBody } from '../test-app.ts';
import { buildTestBundle } from './server-bundle.ts';

const instanceEntry = fileURLToPath(new URL('./instance.ts', import.meta.url));
// Each process runs a bundle of instance.ts, built once for the two (buildTestBundle): through tsx
// each compiled the whole app first, 2-3 s on a quiet machine, many times that under load.
const START_LIMIT_MS = 90_000;

/** The multi-instance tests need a database two processes share: they run only on PostgreSQL. */
export const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

export interface Instance {
  origin: string;
  child: ChildProcess;
}

export interface InstancesOptions {
  /** The storefront's pages too, not only /api and the realtime hub. */
  pages?: boolean;
  /** More environment for each process, e.g. IDENTITY_SANDBOX=1 for the demo persons' logins. */
  env?: Record<string, string>;
}

function startInstance(
  bundle: string,
  databaseUrl: string,
  dataDir: string,
  options: InstancesOptions,
): Promise<Instance> {
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.pages ? { WITH_PAGES: '1' } : {}),
      // A build of one's own (instance.ts): several checkouts may test on one machine.
      ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
      ...options.env,
    },
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

function stopInstance({ child }: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Several server processes on one PostgreSQL behave as one shop. For the describe block
 * it is called in: a fresh seeded database, a connection of the test's own to it, and two server
 * processes on it, started before the tests and stopped after them. Call it inside
 * `describe.skipIf(!onPostgres)`.
 */
export function useTwoInstances(options: InstancesOptions = {}): {
  readonly instances: [Instance, Instance];
  readonly database: Database;
} {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-instances-'));
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  let instances: Instance[] = [];
  let bundle: Awaited<ReturnType<typeof buildTestBundle>> | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    const url = testDb.target.url;
    database = await openDatabase(testDb.target);
    bundle = await buildTestBundle(instanceEntry);
    const path = bundle.path;
    instances = await Promise.all([
      startInstance(path, url, join(dataDir, 'a'), options),
      startInstance(path, url, join(dataDir, 'b'), options),
    ]);
  }, START_LIMIT_MS + 30_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    bundle?.remove();
    await database?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get instances() {
      if (instances.length !== 2) throw new Error('The instances start before the tests run');
      return instances as [Instance, Instance];
    },
    get database() {
      if (!database) throw new Error('The database opens before the tests run');
      return database;
    },
  };
}

type Shop = ReturnType<typeof useTwoInstances>;

/**
 * A describe block whose tests run against two server processes on one fresh PostgreSQL database
 * (`useTwoInstances`); on PGlite, one process's database, it is reported as skipped.
 */
export function describeOnTwoInstances(
  title: string,
  options: InstancesOptions,
  tests: (shop: Shop) => void,
): void {
  const named = onPostgres ? title : `${title} (skipped: needs TEST_DATABASE_URL; PGlite serves one process)`;
  describe.skipIf(!onPostgres)(named, () => tests(useTwoInstances(options)));
}

/** Calls one instance's API as a client does, with `headers` on every call: status, envelope, headers. */
export function instanceCall(origin: string, headers: Record<string, string> = {}) {
  return async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as ApiBody, headers: response.headers };
  };
}

/**
 * A new staff member of `role` signed in on `instance` (password, then the TOTP code), as the
 * staff area signs in. Answers the session cookie.
 */
export async function staffSignedIn(
  instance: Instance,
  database: Database,
  { email, role }: { email: string; role: StaffRole },
): Promise<string> {
  const member = await addStaffUser(database.db, { email, name: 'Mari Proviisor', role });
  const call = instanceCall(instance.origin);
  const first = await call('POST', '/api/staff/login', { email, password: member.password });
  const second = await call('POST', '/api/staff/login/totp', {
    challenge: first.body.result.challenge,
    code: TOTP.generate({ secret: Secret.fromBase32(member.totpSecret) }),
  });
  expect(second.status).toBe(200);
  // The session cookie comes before the device cookie.
  return second.headers.get('set-cookie')!.split(';', 1)[0]!;
}

/**
 * A new pharmacist signed in on `instance` and switched on duty, as the staff area does: being
 * signed in is not being on duty. Answers the session cookie.
 */
export async function pharmacistOnDuty(
  instance: Instance,
  database: Database,
  email: string,
): Promise<string> {
  const cookie = await staffSignedIn(instance, database, { email, role: 'pharmacist' });
  expect(
    (await instanceCall(instance.origin, { cookie })('POST', '/api/staff/duty', { onDuty: true })).status,
  ).toBe(200);
  return cookie;
}
