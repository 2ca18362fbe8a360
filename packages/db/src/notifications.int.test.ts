// @postgres: LISTEN/NOTIFY.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { startFaultProxy, type FaultProxy } from './testing/fault-proxy.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

/** The payloads a handler received, and a way to wait for the next few. */
function inbox() {
  const payloads: string[] = [];
  let wake: (() => void) | null = null;
  return {
    payloads,
    handler: (payload: string) => {
      payloads.push(payload);
      wake?.();
    },
    async waitFor(count: number, withinMs = 5000): Promise<string[]> {
      const deadline = Date.now() + withinMs;
      while (payloads.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return payloads;
    },
  };
}

describe(`LISTEN/NOTIFY on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.target);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('delivers a payload to every handler of its channel and none of another', async () => {
    const [first, second, other] = [inbox(), inbox(), inbox()];
    const stops = await Promise.all([
      database.listen('test_events', first.handler),
      database.listen('test_events', second.handler),
      database.listen('test_other', other.handler),
    ]);
    await database.notify('test_events', '{"n":1}');
    expect(await first.waitFor(1)).toEqual(['{"n":1}']);
    expect(await second.waitFor(1)).toEqual(['{"n":1}']);

    await stops[0]();
    await database.notify('test_events', '{"n":2}');
    expect(await second.waitFor(2)).toEqual(['{"n":1}', '{"n":2}']);
    expect(first.payloads).toEqual(['{"n":1}']);
    expect(other.payloads).toEqual([]);
    await Promise.all(stops.slice(1).map((stop) => stop()));
  });

  it('settles: every notification committed before has reached the handlers, which never see the mark', async () => {
    const received = inbox();
    const stop = await database.listen('test_settle', received.handler);
    await database.db.execute(sql`select pg_notify('test_settle', 'committed')`);
    await database.settle('test_settle');
    expect(received.payloads).toEqual(['committed']);
    await database.settle('test_settle');
    expect(received.payloads).toEqual(['committed']);
    await stop();
    // Nobody here listens: nothing to wait for.
    const started = Date.now();
    await database.settle('test_settle');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a channel name that would need quoting', async () => {
    await expect(database.notify('events; drop table cart', 'x')).rejects.toThrow(/channel name/);
  });
});

describe.skipIf(!onPostgres)('LISTEN across connections and outages on PostgreSQL', () => {
  let testDb: TestDatabase;
  let proxy: FaultProxy;
  let sender: Database;
  let receiver: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (testDb.target.engine !== 'postgres') throw new Error('expected PostgreSQL');
    proxy = await startFaultProxy(testDb.target.url);
    sender = await openDatabase(testDb.target);
    // The receiver reaches the server through a proxy the test can cut.
    const timeouts = { connectMs: 1000, statementMs: 1000 };
    receiver = await openDatabase({ engine: 'postgres', url: proxy.url, poolSize: 2, timeouts });
  });
  afterAll(async () => {
    await receiver?.close();
    await sender?.close();
    await proxy?.close();
    await testDb?.drop();
  });

  it('hears another process’s NOTIFY, and again after the server was unreachable', async () => {
    const received = inbox();
    await receiver.listen('test_outage', received.handler);
    await sender.notify('test_outage', 'before');
    expect(await received.waitFor(1)).toEqual(['before']);

    await proxy.refuse();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.restore();
    // Sent until the listener is back (it retries every second); every payload after that arrives.
    const deadline = Date.now() + 10_000;
    let n = 0;
    while (!received.payloads.some((p) => p.startsWith('after')) && Date.now() < deadline) {
      await sender.notify('test_outage', `after ${n++}`);
      await received.waitFor(received.payloads.length + 1, 200);
    }
    expect(received.payloads.some((p) => p.startsWith('after'))).toBe(true);
  });

  it('settles past a slow network: a change committed elsewhere has reached the handlers', async () => {
    const received = inbox();
    await receiver.listen('test_slow', received.handler);
    proxy.delay(100);
    try {
      await sender.notify('test_slow', 'committed');
      await receiver.settle('test_slow');
      expect(received.payloads).toEqual(['committed']);
    } finally {
      proxy.delay(0);
    }
  });

  it('closes its listening connection with the database', async () => {
    const other = await openDatabase(testDb.target);
    await other.listen('test_close', () => undefined);
    const listeners = async () => {
      const rows = await sender.maintenance(async (db) => {
        const result = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where query like 'LISTEN "test_close"%'`,
        );
        return (result as { rows: { n: number }[] }).rows;
      });
      return rows[0]!.n;
    };
    expect(await listeners()).toBe(1);
    await other.close();
    const deadline = Date.now() + 5000;
    while ((await listeners()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await listeners()).toBe(0);
  });
});
