import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { createTestDatabase } from '@apteek/db/testing';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';
import { mailboxToken } from './index.ts';

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
const ATTACKER = '203.0.113.7';
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'apteek-mail-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function configFor(database: Config['database'], dataDir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    database,
    dataDir,
    mediaDir: join(dataDir, 'media'),
    logLevel: 'silent',
    webBuildDir: null,
    seed: false,
    smtpUrl: null,
    localMailbox: true,
  };
}

/**
 * A seeded database that outlives one app: PGlite in a folder (`first` loads the seeded template
 * into it, `again` opens what is there), or a PostgreSQL database.
 */
async function sharedDatabase(): Promise<{ first: Config['database']; again: Config['database'] }> {
  const testDb = await createTestDatabase({ seeded: true });
  cleanups.push(() => testDb.drop());
  if (testDb.target.engine !== 'pglite') return { first: testDb.target, again: testDb.target };
  const dataDir = join(tempDir(), 'pglite');
  return { first: { ...testDb.target, dataDir }, again: { engine: 'pglite', dataDir } };
}

async function startApp(
  database: Config['database'],
  options: { mailWorker?: boolean; dataDir?: string } = {},
): Promise<{ app: FastifyInstance; outboxDir: string }> {
  const dataDir = options.dataDir ?? tempDir();
  const app = await buildApp(configFor(database, dataDir), {
    today: () => '2026-11-21',
    mailWorker: options.mailWorker,
  });
  return { app, outboxDir: join(dataDir, 'outbox') };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  withheld?: boolean;
}

const mailbox = (app: FastifyInstance, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'GET',
    url: '/api/mail/outbox',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers,
  });

const mailsIn = (response: { json: () => unknown }) => (response.json() as { result: Mail[] }).result;

describe(`the local mailbox on ${engine}`, () => {
  let app: FastifyInstance;
  let database: Config['database'];
  beforeAll(async () => {
    database = (await sharedDatabase()).first;
    app = (await startApp(database)).app;
    cleanups.push(() => app.close());
  });

  async function customer(email: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        customer: {
          email,
          firstname: 'Mari',
          lastname: 'Maasikas',
          consentTermsAccepted: true,
          language: 'et',
        },
        password: 'Apteek-2026!',
      },
    });
    expect(created.statusCode).toBe(200);
  }

  const askReset = (email: string, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it('refuses a takeover: a reset link is never readable from another machine', async () => {
    await customer('victim@example.ee');
    const asked = await askReset('victim@example.ee', ATTACKER);
    expect(asked.statusCode).toBe(200);
    const cookie = String(asked.headers['set-cookie']).split(';')[0]!;

    for (const attempt of [
      mailbox(app, { ip: ATTACKER }),
      mailbox(app, { ip: ATTACKER, headers: { cookie } }),
      // A proxy on this machine forwards outside visitors: they are not this machine.
      mailbox(app, { headers: { cookie, 'x-forwarded-for': ATTACKER } }),
      mailbox(app, { ip: ATTACKER, headers: { cookie, 'x-mailbox-token': 'guessed' } }),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('victim@example.ee');
      expect(response.body).not.toContain('token=');
    }
  });

  it("shows this machine's viewer and the token's holder every mail, a reset link only to the browser that asked", async () => {
    await customer('owner@example.ee');
    const asked = await askReset('owner@example.ee', '127.0.0.1');
    const cookie = String(asked.headers['set-cookie']).split(';')[0]!;
    expect(String(asked.headers['set-cookie'])).toContain('HttpOnly');
    const token = await mailboxToken(app.db);

    const asker = mailsIn(await mailbox(app, { headers: { cookie } })).find(
      (m) => m.to === 'owner@example.ee',
    );
    expect(asker?.withheld).toBe(false);
    expect(asker?.text).toMatch(/https?:\/\/\S+reset-password\?email=\S+&token=\S+/);

    for (const other of [
      await mailbox(app),
      await mailbox(app, { ip: ATTACKER, headers: { 'x-mailbox-token': token } }),
    ]) {
      expect(other.statusCode).toBe(200);
      const mail = mailsIn(other).find((m) => m.to === 'owner@example.ee');
      expect(mail?.subject).toBe('Parooli lähtestamine – Apteek');
      expect(mail?.withheld).toBe(true);
      expect(`${mail?.text} ${mail?.html}`).not.toContain('token=');
      expect(mail?.text).toContain('Link on nähtav ainult brauseris');
    }

    // The same browser asking again keeps its key, and sees both of its links.
    const again = await askReset('owner@example.ee', '127.0.0.1', cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    const mine = mailsIn(await mailbox(app, { headers: { cookie } })).filter(
      (m) => m.to === 'owner@example.ee',
    );
    expect(mine.filter((m) => m.text.includes('token='))).toHaveLength(2);
  });

  it('answers an unknown address the same, mailbox key included', async () => {
    const unknown = await askReset('nobody@example.ee', ATTACKER);
    expect(unknown.statusCode).toBe(200);
    expect(String(unknown.headers['set-cookie'])).toMatch(/^apteek_mailbox=[\w-]{43}; Path=\/api; HttpOnly/);
  });

  it.skipIf(!externalAddress())(
    'refuses a real connection from another interface, and serves loopback',
    async () => {
      const { app: served } = await startApp({
        ...database,
        ...(database.engine === 'pglite' ? { dataDir: null } : {}),
      });
      cleanups.push(() => served.close());
      await served.listen({ host: '0.0.0.0', port: 0 });
      const { port } = served.server.address() as { port: number };
      const outside = await fetch(`http://${externalAddress()}:${port}/api/mail/outbox`);
      expect(outside.status).toBe(404);
      const local = await fetch(`http://127.0.0.1:${port}/api/mail/outbox`);
      expect(local.status).toBe(200);
    },
  );
});

/** An address of this machine that is not loopback: a connection to it does not come from 127.0.0.1. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
}

describe(`mail through the outbox on ${engine}`, () => {
  it('sends an order confirmation committed by a process that died before sending it', async () => {
    const database = await sharedDatabase();
    const dying = await startApp(database.first, { mailWorker: false });
    const calls = checkoutCalls({ app: dying.app });
    const cartId = await calls.cartWith({ 'IBU-400-20': 1 });
    const placed = await calls.placeOrder(cartId);
    expect(placed.status).toBe(200);
    const orderNumber = (placed.body.result as { orderNumber: string }).orderNumber;
    const queued = await dying.app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.recipient, 'mari.tamm@example.ee'));
    expect(queued.map((mail) => mail.sentAt)).toEqual([null]);
    await dying.app.close();

    const restarted = await startApp(database.again);
    cleanups.push(() => restarted.app.close());
    const mails = mailsIn(await mailbox(restarted.app));
    const confirmation = mails.find((mail) => mail.subject.includes(orderNumber));
    expect(confirmation).toMatchObject({ to: 'mari.tamm@example.ee', withheld: false });
    const [sent] = await restarted.app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.id, queued[0]!.id));
    expect(sent?.sentAt).not.toBeNull();
  });

  it('lists the readable mails when outbox files are empty or half-written', async () => {
    const dataDir = tempDir();
    const { app, outboxDir } = await startApp((await sharedDatabase()).first, { dataDir });
    cleanups.push(() => app.close());
    mkdirSync(outboxDir, { recursive: true });
    writeFileSync(join(outboxDir, 'empty.json'), '');
    writeFileSync(join(outboxDir, 'partial.json'), '{"id": "2026-11-21T10-00-00-000Z-1", "subj');
    writeFileSync(join(outboxDir, 'not-a-mail.json'), '{"id": 7}');
    await app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: 'nobody@example.ee' },
    });
    const customer = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        customer: {
          email: 'kadri@example.ee',
          firstname: 'Kadri',
          lastname: 'Kask',
          consentTermsAccepted: true,
        },
        password: 'Apteek-2026!',
      },
    });
    expect(customer.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: 'kadri@example.ee' },
    });
    const response = await mailbox(app);
    expect(response.statusCode).toBe(200);
    expect(mailsIn(response).map((mail) => mail.to)).toEqual(['kadri@example.ee']);
  });
});
