// @postgres: migrations and the seed on both engines.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHARMACY_TYPE_CODES,
  PRODUCT_TYPE_IDS,
  STOCK_STATUSES,
  STORAGE_CODES,
  STORE_CODES,
  STORE_VIEWS,
  feedCents,
  type FeedProductRow,
  type FeedStockRow,
} from '@apteek/domain';
import { openDatabase, queryRows, type Database } from '../database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { imageFile } from './load-products.ts';
import { DEMO_FEED_DIR, DEMO_FEEDS, seedCatalogue, seedSource } from './index.ts';

const feedRows = <T>(file: string): T[] =>
  readFileSync(join(DEMO_FEED_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

const COUNTED_TABLES = [
  'product',
  'product_text',
  'product_attribute_value',
  'attribute_option',
  'attribute_option_label',
  'category',
  'category_text',
  'category_product',
  'product_configurable_child',
  'product_link',
  'bundle_option',
  'bundle_selection',
  'custom_option_value',
  'stock_item',
  'campaign',
  'campaign_product',
  'cms_page_text',
  'cms_block_text',
  'banner_text',
  'url_rewrite',
  'tax_rule_rate',
];

let testDb: TestDatabase;
let database: Database;
const mediaDir = mkdtempSync(join(tmpdir(), 'apteek-media-'));

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(database.db, query);

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    COUNTED_TABLES.map(async (table) => {
      const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      return [table, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.target);
  await database.migrate();
});

afterAll(async () => {
  await database.close();
  await testDb.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe(`seed catalogue on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('migrates an empty database with the search extensions', async () => {
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    const [tables] = await rows<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables!.n).toBeGreaterThanOrEqual(30);
  });

  it('loads the seed, skips an unchanged seed and gives the same counts when loaded again', async () => {
    expect((await seedCatalogue(database.db, { mediaDir })).loaded).toBe(true);
    const first = await counts();
    expect(first.product).toBe(seedSource.products.length);
    expect(first.product).toBeGreaterThanOrEqual(200);

    expect((await seedCatalogue(database.db, { mediaDir })).loaded).toBe(false);
    expect((await seedCatalogue(database.db, { mediaDir, force: true })).loaded).toBe(true);
    expect(await counts()).toEqual(first);
  });

  it('loads the demo feed files through the feed importer: a done job of every file, each row applied', async () => {
    const [seeded] = await rows<{ value: string }>(sql`select value from app_meta where key = 'seed_hash'`);
    const jobs = await rows<{
      kind: string;
      status: string;
      rows_read: number;
      rows_applied: number;
      rows_failed: number;
    }>(
      sql`select kind, status, rows_read, rows_applied, rows_failed from import_job
          where batch_id like ${`demo-${seeded!.value}%`} order by started_at desc`,
    );
    for (const { kind, file } of DEMO_FEEDS) {
      const job = jobs.find((row) => row.kind === kind);
      const lines = feedRows(file).length;
      expect(job, kind).toMatchObject({
        status: 'done',
        rows_read: lines,
        rows_applied: lines,
        rows_failed: 0,
      });
    }
  });

  it("has the demo feed file's products as its catalogue: names, URL keys, prices, categories and stock", async () => {
    const products = feedRows<FeedProductRow>('products.jsonl');
    const stock = new Map(feedRows<FeedStockRow>('stock.jsonl').map((row) => [row.sku, row]));
    const stored = new Map(
      (
        await rows<{
          sku: string;
          type_id: string;
          price_cents: number;
          special_price_cents: number | null;
          texts: Record<string, { name: string; urlKey: string }>;
          categories: string[] | null;
          qty: number;
          is_in_stock: boolean;
        }>(sql`
          select p.sku, p.type_id, p.price_cents, p.special_price_cents, s.qty, s.is_in_stock,
            (select json_object_agg(t.store_code, json_build_object('name', t.name, 'urlKey', t.url_key))
               from product_text t where t.product_id = p.id) as texts,
            (select array_agg(c.key order by cp.position) from category_product cp
               join category c on c.id = cp.category_id where cp.product_id = p.id) as categories
          from product p join stock_item s on s.product_id = p.id`)
      ).map((row) => [row.sku, row]),
    );
    expect(stored.size).toBe(products.length);
    for (const row of products) {
      const product = stored.get(row.sku)!;
      expect(product, row.sku).toMatchObject({
        type_id: row.type ?? 'simple',
        price_cents: feedCents(row.price!),
        special_price_cents: row.special ? feedCents(row.special.price) : null,
        categories: row.categories?.length ? row.categories : null,
        qty: stock.get(row.sku)!.qty,
        is_in_stock: stock.get(row.sku)!.inStock !== false,
      });
      for (const storeCode of STORE_CODES) {
        const language = STORE_VIEWS[storeCode].i18n.language;
        expect(product.texts[storeCode], `${row.sku} ${storeCode}`).toEqual({
          name: row.name[language],
          urlKey: row.urlKey![language],
        });
      }
    }
  });

  // Two loaders on one database need PostgreSQL: a PGlite test database is one process's own.
  it.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'loads a changed seed once when two loaders start at once, the one that waited finding it loaded',
    async () => {
      await rows(sql`update app_meta set value = 'an-earlier-seed' where key = 'seed_hash'`);
      const before = await counts();
      const other = await openDatabase(testDb.target);
      try {
        const results = await Promise.all([
          seedCatalogue(database.db, { mediaDir }),
          other.maintenance((db) => seedCatalogue(db, { mediaDir })),
        ]);
        expect(results.map((result) => result.loaded).sort()).toEqual([false, true]);
      } finally {
        await other.close();
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('gives every product a non-empty name and description in all four store views', async () => {
    const [incomplete] = await rows<{ n: number }>(sql`
      select count(*)::int as n from product p
      where (select count(*) from product_text t
             where t.product_id = p.id and t.name <> '' and t.description <> '' and t.url_key <> '') <> 4`);
    expect(incomplete!.n).toBe(0);
    const stores = await rows<{ store_code: string }>(
      sql`select distinct store_code from product_text order by 1`,
    );
    expect(stores.map((s) => s.store_code)).toEqual(['ee', 'en', 'fi', 'ru']);
  });

  it('has every product type, type code, storage code and stock state', async () => {
    const distinct = async (query: ReturnType<typeof sql>) =>
      (await rows<{ v: unknown }>(query)).map((r) => String(r.v));
    expect(await distinct(sql`select distinct type_id as v from product`)).toEqual(
      expect.arrayContaining([...PRODUCT_TYPE_IDS]),
    );
    expect(await distinct(sql`select distinct type_code as v from product`)).toEqual(
      expect.arrayContaining(Object.values(PHARMACY_TYPE_CODES).map(String)),
    );
    expect(await distinct(sql`select distinct stock_status as v from stock_item`)).toEqual(
      expect.arrayContaining([...STOCK_STATUSES]),
    );
    expect(
      await distinct(sql`
        select distinct o.code as v from product_attribute_value v
        join attribute a on a.id = v.attribute_id and a.code = 'StorageRequirement'
        join attribute_option o on o.id = v.option_id`),
    ).toEqual(expect.arrayContaining(Object.values(STORAGE_CODES)));
  });

  it('builds a category tree three levels deep under the root category 2', async () => {
    const [deepest] = await rows<{ level: number; path: string }>(
      sql`select level, path from category order by level desc limit 1`,
    );
    expect(deepest!.level).toBeGreaterThanOrEqual(4);
    expect(deepest!.path.startsWith('1/2/')).toBe(true);
  });

  it('maps category, CMS page, campaign and product paths in every store view', async () => {
    const types = await rows<{ entity_type: string; store_code: string }>(
      sql`select distinct entity_type, store_code from url_rewrite`,
    );
    expect(types).toHaveLength(16);
    const [about] = await rows<{ entity_type: string }>(
      sql`select entity_type from url_rewrite where store_code = 'fi' and request_path = 'about-us'`,
    );
    expect(about!.entity_type).toBe('cms_page');
  });

  it('draws a pack shot for every product', () => {
    for (const product of seedSource.products) {
      expect(existsSync(join(mediaDir, imageFile(product.sku)))).toBe(true);
    }
    const svg = readFileSync(join(mediaDir, imageFile(seedSource.products[0]!.sku)), 'utf8');
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 600 744"/);
  });
});
