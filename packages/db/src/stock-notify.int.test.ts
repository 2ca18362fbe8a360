// @postgres: stock notifications across connections.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './database.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const CHANNEL = 'catalogue_changed';

/**
 * stock_item's triggers (migrations 0024, 0025, 0039) tell the instances' page caches about a change to
 * what pages show of stock: in stock or not. An order's reservation that leaves units to sell is not
 * such a change, so it must not empty every cache.
 */
describe(`stock_item's catalogue notification on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let stop: () => Promise<void>;
  const received: string[] = [];
  let productId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    database = await openDatabase(testDb.target);
    stop = await database.listen(CHANNEL, (payload) => received.push(payload));
    const [row] = await queryRows<{ product_id: number }>(
      database.db,
      sql`select product_id from stock_item order by product_id limit 1`,
    );
    productId = row!.product_id;
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
    await testDb?.drop();
  });

  /**
   * What `change` announced: a marker NOTIFY sent after it arrives after anything the change sent
   * (a session's notifications are delivered in order), so waiting for the marker waits for both.
   */
  async function announcedBy(change: () => Promise<unknown>): Promise<string[]> {
    received.length = 0;
    await change();
    const marker = `marker-${Math.random()}`;
    await database.notify(CHANNEL, marker);
    await expect.poll(() => received.includes(marker), { timeout: 5_000 }).toBe(true);
    return received.filter((payload) => payload !== marker);
  }

  const setStock = (qty: number, reserved: number, extra = sql``) =>
    database.db.execute(
      sql`update stock_item set qty = ${qty}, reserved_qty = ${reserved}, updated_at = now() ${extra}
          where product_id = ${productId}`,
    );

  it('announces nothing when a reservation leaves units to sell', async () => {
    await setStock(10, 0, sql`, is_in_stock = true, stock_status = 'ok'`);
    expect(await announcedBy(() => setStock(10, 3))).toEqual([]);
    expect(await announcedBy(() => setStock(10, 9))).toEqual([]);
    // Restocking a product that has units to sell: the page still says "in stock".
    expect(await announcedBy(() => setStock(20, 9))).toEqual([]);
  });

  it('announces the last unit reserved, and units free again, naming the product', async () => {
    await setStock(10, 9);
    expect(await announcedBy(() => setStock(10, 10))).toEqual([`products:${productId}`]);
    expect(await announcedBy(() => setStock(10, 4))).toEqual([`products:${productId}`]);
  });

  it('announces a change of the stock flag or status, and rows added or removed', async () => {
    const own = [`products:${productId}`];
    expect(
      await announcedBy(() =>
        database.db.execute(sql`update stock_item set is_in_stock = false where product_id = ${productId}`),
      ),
    ).toEqual(own);
    expect(
      await announcedBy(() =>
        database.db.execute(
          sql`update stock_item set stock_status = 'volatile' where product_id = ${productId}`,
        ),
      ),
    ).toEqual(own);
    expect(
      await announcedBy(() =>
        database.db.execute(sql`delete from stock_item where product_id = ${productId}`),
      ),
    ).toEqual(own);
    expect(
      await announcedBy(() =>
        database.db.execute(sql`insert into stock_item (product_id, qty) values (${productId}, 5)`),
      ),
    ).toEqual(own);
  });

  it('names every product a statement changed, in notifications that each fit a payload', async () => {
    const ids = (
      await queryRows<{ product_id: number }>(
        database.db,
        sql`select product_id from stock_item where stock_status <> 'out_of_stock'`,
      )
    ).map((row) => row.product_id);
    expect(ids.length).toBeGreaterThan(100);
    const payloads = await announcedBy(() =>
      database.db.execute(sql`update stock_item set stock_status = 'out_of_stock'`),
    );
    const named = payloads.flatMap((payload) => {
      expect(payload).toMatch(/^products:\d+(,\d+)*$/);
      expect(payload.length).toBeLessThan(8000);
      return payload.slice('products:'.length).split(',').map(Number);
    });
    expect(named.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it('splits ids that would not fit one payload at a comma', async () => {
    const payloads = await announcedBy(() =>
      database.db.execute(
        sql`select apteek_notify_products(string_agg(g::text, ',')) from generate_series(100000, 102000) g`,
      ),
    );
    expect(payloads.length).toBe(2);
    const named = payloads.flatMap((payload) => payload.slice('products:'.length).split(',').map(Number));
    expect(named).toEqual(Array.from({ length: 2001 }, (_, i) => 100000 + i));
  });

  it('names the table for a truncate: every instance drops everything', async () => {
    expect(await announcedBy(() => database.db.execute(sql`truncate stock_item`))).toEqual(['stock_item']);
  });
});
