// @postgres: the faults of a PostgreSQL server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { databaseFault } from './database-faults.ts';
import { startFaultProxy, type FaultProxy } from './testing/fault-proxy.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// The PostgreSQL server is what can fail here: PGlite runs inside the process.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const TIMEOUTS = { connectMs: 1000, statementMs: 1000 };
/** Connect, statement and read time-outs together, with room for a loaded machine. */
const GIVE_UP_MS = 6000;

/** The failure's reason (or 'ok') and how long it took. */
async function timed(work: () => Promise<unknown>): Promise<{ outcome: string; ms: number }> {
  const started = performance.now();
  const hang = new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 20_000).unref());
  const outcome = await Promise.race([
    work().then(
      () => 'ok',
      (error: unknown) => databaseFault(error) ?? `other: ${String(error)}`,
    ),
    hang,
  ]);
  return { outcome, ms: performance.now() - started };
}

describe.skipIf(!onPostgres)('PostgreSQL behind a failing network', () => {
  let testDb: TestDatabase;
  let proxy: FaultProxy;
  let database: Database;
  const select1 = () => database.db.execute(sql`select 1`);
  const transaction = () => database.db.transaction((tx) => tx.execute(sql`select 1`));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    proxy = await startFaultProxy(testDb.target.url);
    database = await openDatabase({ engine: 'postgres', url: proxy.url, poolSize: 2, timeouts: TIMEOUTS });
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.close();
    await testDb?.drop();
  });

  it('cancels a statement running past the time-out, and the connection serves the next query', async () => {
    const slow = await timed(() => database.db.execute(sql`select pg_sleep(10)`));
    expect(slow.outcome).toBe('57014');
    expect(slow.ms).toBeLessThan(GIVE_UP_MS);
    expect((await timed(transaction)).outcome).toBe('ok');
  });

  it('fails fast while the server refuses, and serves again once it is back', async () => {
    await Promise.all([transaction(), select1()]);
    await proxy.refuse();
    const refused = await Promise.all([timed(select1), timed(transaction), timed(transaction)]);
    for (const { outcome, ms } of refused) {
      expect(outcome).toMatch(/^(ECONNREFUSED|ECONNRESET|Connection terminated)/);
      expect(ms).toBeLessThan(GIVE_UP_MS);
    }
    await proxy.restore();
    for (let i = 0; i < 4; i++) expect((await timed(i % 2 ? select1 : transaction)).outcome).toBe('ok');
  });

  it('gives up on a silent network within the time-outs and never reuses a silent connection', async () => {
    await Promise.all([transaction(), transaction()]);
    proxy.freeze();
    // More failed transactions than the pool has connections: none may keep its slot.
    const frozen = await Promise.all([
      timed(transaction),
      timed(transaction),
      timed(select1),
      timed(transaction),
    ]);
    for (const { outcome, ms } of frozen) {
      expect(outcome).toMatch(
        /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated)/,
      );
      expect(ms).toBeLessThan(GIVE_UP_MS);
    }
    await proxy.restore();
    // The frozen connections stay silent for ever; only new ones reach the server.
    for (let i = 0; i < 6; i++) {
      const { outcome, ms } = await timed(i % 2 ? select1 : transaction);
      expect(outcome).toBe('ok');
      expect(ms).toBeLessThan(900);
    }
  });
});
