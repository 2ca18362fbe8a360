// @postgres: the window compares dates in SQL, whose casts and null handling are the engine's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@apteek/db';
import { createTestDatabase, type TestDatabase } from '@apteek/db/testing';
import { finalPrice, type PriceSource } from '@apteek/domain';
import { finalPriceSql } from './special-price-sql.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: false });
  database = await openDatabase(testDb.target);
});

afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const FROM = '2026-03-10';
const TO = '2026-03-20';

/** Every kind of window: open at either end or both, one day long, and one that never opens. */
const WINDOWS: [string | null, string | null][] = [
  [null, null],
  [FROM, null],
  [null, TO],
  [FROM, TO],
  [FROM, FROM],
  [TO, FROM],
];

/** The days around each edge, and far outside. */
const DAYS = ['2025-12-31', '2026-03-09', FROM, '2026-03-11', '2026-03-19', TO, '2026-03-21', '2027-01-01'];

/** A special below, equal to and above the price of 1000 cents, and none. */
const SPECIALS = [null, 900, 1000, 1100];

const SOURCES: PriceSource[] = WINDOWS.flatMap(([specialFromDate, specialToDate]) =>
  SPECIALS.map((specialPrice) => ({ price: 1000, specialPrice, specialFromDate, specialToDate })),
);

/** The SQL's price of each source on `today`, in the order of SOURCES. */
async function sqlPrices(today: string): Promise<number[]> {
  const rows = SOURCES.map(
    (s, i) =>
      sql`(${i}::int, ${s.price}::int, ${s.specialPrice}::int, ${s.specialFromDate}::date, ${s.specialToDate}::date)`,
  );
  const price = finalPriceSql(
    { price: sql`v.price`, special: sql`v.special`, from: sql`v.special_from`, to: sql`v.special_to` },
    today,
  );
  const answer = await queryRows<{ price: number }>(
    database.db,
    sql`select ${price} as price
      from (values ${sql.join(rows, sql`, `)}) as v(i, price, special, special_from, special_to)
      order by v.i`,
  );
  return answer.map((row) => Number(row.price));
}

describe(`the special price window in SQL on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it.each(DAYS)('prices every window on %s as the domain rule does', async (today) => {
    expect(await sqlPrices(today)).toEqual(SOURCES.map((source) => finalPrice(source, today)));
  });

  it('takes the special price on the first and the last day of its window, not a day outside', async () => {
    const windowed = SOURCES.findIndex(
      (s) => s.specialFromDate === FROM && s.specialToDate === TO && s.specialPrice === 900,
    );
    const priceOn = async (day: string) => (await sqlPrices(day))[windowed];
    expect([
      await priceOn('2026-03-09'),
      await priceOn(FROM),
      await priceOn(TO),
      await priceOn('2026-03-21'),
    ]).toEqual([1000, 900, 900, 1000]);
  });
});
