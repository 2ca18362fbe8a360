// @postgres: bulk loading and search at catalogue scale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../database.ts';
import { seedCatalogue } from '../seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { generateSyntheticCatalogue } from './generate.ts';

let testDb: TestDatabase;
let database: Database;
const mediaDir = mkdtempSync(join(tmpdir(), 'apteek-synthetic-'));

async function count(query: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, sql.raw(query));
  return row!.n;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.target);
  await database.migrate();
  await seedCatalogue(database.db, { mediaDir });
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe(`synthetic catalogue on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('adds products with texts in every store view, facets, stock and URLs, reporting progress', async () => {
    const progress: number[] = [];
    // As the CLI and the benchmarks do: a bulk load runs without the serving statement time-out.
    await database.maintenance((db) =>
      generateSyntheticCatalogue(db, { products: 1500, onProgress: (done) => progress.push(done) }),
    );
    expect(progress).toEqual([1000, 1500]);
    expect(await count(`select count(*)::int as n from product where sku like 'SYN-%'`)).toBe(1500);
    expect(
      await count(
        `select count(*)::int as n from product_text t join product p on p.id = t.product_id where p.sku like 'SYN-%'`,
      ),
    ).toBe(6000);
    expect(
      await count(
        `select count(*)::int as n from stock_item s join product p on p.id = s.product_id where p.sku like 'SYN-%'`,
      ),
    ).toBe(1500);
    expect(
      await count(
        `select count(*)::int as n from url_rewrite u join product p on p.id = u.entity_id
         where u.entity_type = 'product' and p.sku like 'SYN-%'`,
      ),
    ).toBe(6000);
  });

  it('replaces an earlier synthetic set and leaves the seed alone', async () => {
    const seeded = await count(`select count(*)::int as n from product where sku not like 'SYN-%'`);
    await database.maintenance((db) => generateSyntheticCatalogue(db, { products: 200 }));
    expect(await count(`select count(*)::int as n from product where sku like 'SYN-%'`)).toBe(200);
    expect(await count(`select count(*)::int as n from product where sku not like 'SYN-%'`)).toBe(seeded);
  });
});
