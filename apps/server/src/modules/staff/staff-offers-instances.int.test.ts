import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { openHub } from '../realtime/testing/hub-client.ts';
import { addStaffUser } from './index.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const instanceEntry = fileURLToPath(new URL('../realtime/testing/api-instance.ts', import.meta.url));
// Importing the app through tsx takes 2-3 s on a quiet machine, many times that under load.
const START_LIMIT_MS = 90_000;
const ADULT = '60001019906';

interface Instance {
  origin: string;
  child: ChildProcess;
}

/** One server process; its identity sandbox on, so that the customer logs in as a demo person. */
function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', instanceEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      IDENTITY_SANDBOX: '1',
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

async function json(response: Response) {
  // The story reads whatever the API answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * Issue 19 item 2, DESIGN §1: the customer's request and socket are on one server process, the
 * pharmacist on another; the offer the pharmacist sends reaches the customer. PostgreSQL only.
 */
const title = onPostgres
  ? 'a pharmacist’s offer across two server processes'
  : 'a pharmacist’s offer across two server processes (skipped: needs TEST_DATABASE_URL)';
describe.skipIf(!onPostgres)(title, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-offers-'));
  let testDb: TestDatabase;
  let database: Database;
  let instances: Instance[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    database = await openDatabase(testDb.target);
    instances = await Promise.all([
      startInstance(testDb.target.url, join(dataDir, 'a')),
      startInstance(testDb.target.url, join(dataDir, 'b')),
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

  it('sends the offer from one process to a customer subscribed on the other', async () => {
    const [customerSide, pharmacistSide] = instances as [Instance, Instance];
    const pharmacist = await addStaffUser(database.db, {
      email: 'duty@apteek.ee',
      name: 'Mari Proviisor',
      role: 'pharmacist',
    });
    const staffPost = (url: string, body: unknown, cookie?: string) =>
      fetch(`${pharmacistSide.origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const first = await json(
      await staffPost('/api/staff/login', { email: pharmacist.email, password: pharmacist.password }),
    );
    const second = await staffPost('/api/staff/login/totp', {
      challenge: first.body.result.challenge,
      code: TOTP.generate({ secret: Secret.fromBase32(pharmacist.totpSecret) }),
    });
    expect(second.status).toBe(200);
    const cookie = second.headers.get('set-cookie')!.split(';', 1)[0]!;
    // Being logged in is not being on duty: the pharmacist switches it on.
    expect((await staffPost('/api/staff/duty', { onDuty: true }, cookie)).status).toBe(200);

    const login = await json(await fetch(`${customerSide.origin}/api/user/dummyLogin/${ADULT}`));
    const auth = { authorization: `Bearer ${login.body.result.token}` };
    const customerCall = (method: string, url: string, body?: unknown) =>
      fetch(`${customerSide.origin}${url}`, {
        method,
        headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(json);
    const cart = (await customerCall('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const socket = await openHub(customerSide.origin, { key: cart, token: login.body.result.token });
    await customerCall('POST', `/api/prescription/list/init?cartId=${cart}`, {});
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
    await customerCall('POST', `/api/prescription/products/init?cartId=${cart}`, {
      prescriptionNumber: '2611000001',
    });

    const request = await vi.waitFor(
      async () => {
        const queue = await json(
          await fetch(`${pharmacistSide.origin}/api/staff/offer-requests`, { headers: { cookie } }),
        );
        expect(queue.body.result).toHaveLength(1);
        return queue.body.result[0] as { id: number };
      },
      { timeout: 20_000, interval: 200 },
    );
    const sent = await staffPost(
      `/api/staff/offer-requests/${request.id}/offer`,
      { skus: ['ATOR-20-NP-30'] },
      cookie,
    );
    expect(sent.status).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionDetailCallback',
      result: 'Success',
      prescriptionNumber: '2611000001',
    });
    const offer = await customerCall(
      'GET',
      `/api/prescription/products?cartId=${cart}&prescriptionNumber=2611000001`,
    );
    expect(offer.body.result.offers.map((o: { sku: string }) => o.sku)).toEqual(['ATOR-20-NP-30']);
    socket.close();
  });
});
