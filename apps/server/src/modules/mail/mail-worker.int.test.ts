// @postgres: concurrent workers claim mails with row locks.
import { isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { enqueueMail, type OutboxRow } from './mail-outbox.ts';
import { mailWorker } from './mail-worker.ts';

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

let testDb: TestDatabase;
const databases: Database[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: false });
  // Two processes: on PostgreSQL two connection pools to one database; PGlite has one connection.
  const copies = testDb.target.engine === 'postgres' ? 2 : 1;
  for (let i = 0; i < copies; i += 1) databases.push(await openDatabase(testDb.target));
  await databases[0]!.migrate();
});

afterAll(async () => {
  for (const database of databases) await database.close();
  await testDb.drop();
});

describe(`the outbox worker on ${engine}`, () => {
  it('sends every mail once when two processes claim at the same time, and retries a failed one', async () => {
    const db = databases[0]!.db;
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        enqueueMail(
          db,
          { to: `kunde${i}@example.ee`, subject: `Mail ${i}`, text: 'Tere', html: '<p>Tere</p>' },
          null,
        ),
      ),
    );
    const sent: string[] = [];
    let failOnce = ids[7];
    const transport = async (mail: OutboxRow) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (mail.id === failOnce) {
        failOnce = undefined;
        throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
      }
      sent.push(mail.id);
    };
    const workers = databases.flatMap((database) => [
      mailWorker({ db: database.db, transport, log: silent, pollMs: 60_000 }),
      mailWorker({ db: database.db, transport, log: silent, pollMs: 60_000 }),
    ]);
    for (const worker of workers) worker.start();
    await Promise.all(workers.map((worker) => worker.drain()));

    expect(sent).toHaveLength(39);
    expect(new Set(sent).size).toBe(39);
    const pending = await db.select().from(schema.mailOutbox).where(isNull(schema.mailOutbox.sentAt));
    expect(pending.map((mail) => [mail.id, mail.attempts, mail.lastError])).toEqual([
      [ids[7], 1, 'ECONNREFUSED'],
    ]);
    // It waits its back-off (30 s), then goes out.
    expect(pending[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await db.update(schema.mailOutbox).set({ nextAttemptAt: new Date(0) });
    await workers[0]!.drain();
    expect(sent.filter((id) => id === ids[7])).toHaveLength(1);
    await Promise.all(workers.map((worker) => worker.stop()));
  });
});
