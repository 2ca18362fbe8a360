// @postgres: pictures fetched before a chunk's transaction, category subtrees moved with LIKE on paths.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import {
  feedLines,
  feedSender,
  newIntegrationKey,
  plainProductRow,
  storedProduct,
} from '../../testing/feed-sender.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';

const { category, categoryText, feedImage } = schema;
const { product, productMedia, productText } = schema;

const mediaDir = mkdtempSync(join(tmpdir(), 'apteek-feed-media-'));
const MAX_BYTES = 100_000;
const testApp = useTestApp({
  mediaDir,
  feedImages: { allowPrivateAddresses: true, timeoutMs: 1500, maxBytes: MAX_BYTES },
});
const keys = { catalogue: '', stock: '' };
const send = feedSender(testApp, () => keys.catalogue);

/** The pictures' server: one good PNG (and a JPEG), and every way an address can fail. */
const hits = new Map<string, number>();
let server: Server;
let base = '';

async function pictureServer(): Promise<Server> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/good.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    '/other.jpg': (res) => res.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(jpeg),
    '/moved.png': (res) => res.writeHead(302, { location: '/other.jpg' }).end(),
    '/missing.png': (res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('no'),
    '/page.png': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
    '/huge.png': (res) => {
      // No length announced: the limit is met while the bytes arrive.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      res.end(Buffer.alloc(MAX_BYTES));
    },
    '/fake.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture at all'),
    '/slow.png': () => undefined,
  };
  const made = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
  return made;
}

beforeAll(async () => {
  server = await pictureServer();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = await staffSessionCookie(testApp.app, 'admin');
  keys.catalogue = await newIntegrationKey(testApp.app, admin, ['catalogue']);
  keys.stock = await newIntegrationKey(testApp.app, admin, ['stock']);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(mediaDir, { recursive: true, force: true });
});

const productRow = plainProductRow;
const productOf = (sku: string) => storedProduct(testApp.app, sku);

const mediaOf = async (sku: string) =>
  testApp.app.db
    .select({ file: productMedia.file, disabled: productMedia.disabled })
    .from(productMedia)
    .innerJoin(product, eq(product.id, productMedia.productId))
    .where(eq(product.sku, sku))
    .orderBy(asc(productMedia.position));

describe('pictures by address in a products feed', () => {
  it(
    'stores a fetched picture in the media store and links it; a row whose picture fails is refused whole',
    { timeout: 60_000 },
    async () => {
      await send('products', feedLines([productRow('IMG-KEEP')]));
      const rows = [
        productRow('IMG-GOOD', { images: [`${base}/good.png`, `${base}/moved.png`] }),
        productRow('IMG-404', { images: [`${base}/good.png`, `${base}/missing.png`] }),
        productRow('IMG-HTML', { images: [`${base}/page.png`] }),
        productRow('IMG-HUGE', { images: [`${base}/huge.png`] }),
        productRow('IMG-SLOW', { images: [`${base}/slow.png`] }),
        productRow('IMG-FAKE', { images: [`${base}/fake.png`] }),
        productRow('IMG-DOWN', { images: ['http://127.0.0.1:1/down.png'] }),
        productRow('IMG-NONE'),
        productRow('IMG-KEEP', { name: { et: 'Muudetud nimi' }, images: [`${base}/missing.png`] }),
      ];
      const { status, job } = await send('products', feedLines(rows));
      expect(status).toBe(200);
      expect(job).toMatchObject({ status: 'done', rows: { read: 9, applied: 2, failed: 7 } });
      expect(job.errors.map(({ line, sku, field, reason }) => [line, sku, field, reason])).toEqual([
        [2, 'IMG-404', 'images.1', 'The address answered 404'],
        [3, 'IMG-HTML', 'images.0', 'Not a picture (text/html)'],
        [4, 'IMG-HUGE', 'images.0', 'Larger than 0.1 MB'],
        [5, 'IMG-SLOW', 'images.0', 'No answer within 1.5 s'],
        [6, 'IMG-FAKE', 'images.0', 'Not a picture that can be read'],
        [7, 'IMG-DOWN', 'images.0', 'No answer from the address'],
        [9, 'IMG-KEEP', 'images.0', 'The address answered 404'],
      ]);
      // Beside each English text, its code and the values in it, for the staff page to word.
      expect(job.errors.map(({ code, params }) => [code, params])).toEqual([
        ['image_status', { status: 404 }],
        ['image_media_type', { mediaType: 'text/html' }],
        ['image_too_large', { megabytes: 0.1 }],
        ['image_timeout', { seconds: 1.5 }],
        ['image_unreadable', {}],
        ['image_no_answer', {}],
        ['image_status', { status: 404 }],
      ]);

      // Nothing of a refused row is written: no new product, and an existing one keeps its name.
      const refused = await testApp.app.db
        .select({ sku: product.sku })
        .from(product)
        .where(inArray(product.sku, ['IMG-404', 'IMG-HTML', 'IMG-HUGE', 'IMG-SLOW', 'IMG-FAKE', 'IMG-DOWN']));
      expect(refused).toEqual([]);
      const kept = await productOf('IMG-KEEP');
      const [keptName] = await testApp.app.db
        .select({ name: productText.name })
        .from(productText)
        .where(eq(productText.productId, kept!.id))
        .limit(1);
      expect(keptName!.name).toBe('Toode IMG-KEEP');
      expect(await mediaOf('IMG-KEEP')).toEqual([]);

      const media = await mediaOf('IMG-GOOD');
      expect(media).toHaveLength(2);
      expect(media.every((m) => /^product\/[a-f0-9]{32}\.webp$/.test(m.file) && !m.disabled)).toBe(true);
      expect((await productOf('IMG-GOOD'))!.image).toBe(media[0]!.file);
      // Kept as the seeded pack shots are, shrunk to the media store's largest source size.
      const stored = await sharp(await readFile(join(mediaDir, media[0]!.file))).metadata();
      expect([stored.format, stored.width]).toEqual(['webp', 1200]);
      const rendition = await testApp.app.inject({
        url: `/api/catalog/product/${encodeURIComponent(media[0]!.file)}/image?size=150x150`,
      });
      expect(rendition.statusCode).toBe(200);
      const shown = await sharp(rendition.rawPayload).metadata();
      expect([shown.width, shown.height]).toEqual([150, 150]);
    },
  );

  it('does not fetch an unchanged address again on the next import', async () => {
    const before = hits.get('/good.png') ?? 0;
    const { job } = await send(
      'products',
      feedLines([productRow('IMG-AGAIN', { images: [`${base}/good.png`] })]),
    );
    expect(job.rows).toEqual({ read: 1, applied: 1, failed: 0 });
    expect(hits.get('/good.png') ?? 0).toBe(before);
    const file = (await productOf('IMG-GOOD'))!.image!;
    expect((await productOf('IMG-AGAIN'))!.image).toBe(file);
    // Unless its file is gone from the media folder: then it is fetched and stored again.
    await rm(join(mediaDir, file));
    await send('products', feedLines([productRow('IMG-AGAIN', { images: [`${base}/good.png`] })]));
    expect(hits.get('/good.png')).toBe(before + 1);
    expect((await stat(join(mediaDir, file))).isFile()).toBe(true);
  });

  it('in a dry run fetches a new address to check it, but keeps neither the picture nor the product', async () => {
    const url = `${base}/other.jpg?dry`;
    const { job } = await send(
      'products',
      feedLines([
        productRow('IMG-DRY', { images: [url] }),
        productRow('IMG-DRY-BAD', { images: [`${base}/missing.png`] }),
      ]),
      { query: '&dryRun=true' },
    );
    expect(job.rows).toEqual({ read: 2, applied: 1, failed: 1 });
    expect(job.errors.map((e) => [e.line, e.field])).toEqual([[2, 'images.0']]);
    expect(await productOf('IMG-DRY')).toBeUndefined();
    const remembered = await testApp.app.db.select().from(feedImage).where(eq(feedImage.url, url));
    expect(remembered).toEqual([]);
  });
});

const categoryRow = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  name: { et: `Kategooria ${key}`, fi: `Kategoria ${key}`, en: `Category ${key}`, ru: `Категория ${key}` },
  ...extra,
});

async function categoryOf(key: string) {
  const [row] = await testApp.app.db.select().from(category).where(eq(category.key, key));
  if (!row) return undefined;
  const texts = await testApp.app.db
    .select({
      storeCode: categoryText.storeCode,
      name: categoryText.name,
      urlKey: categoryText.urlKey,
      urlPath: categoryText.urlPath,
    })
    .from(categoryText)
    .where(eq(categoryText.categoryId, row.id))
    .orderBy(asc(categoryText.storeCode));
  return { ...row, texts };
}

describe('a categories feed', () => {
  it('builds categories under their parents in four languages, reports bad rows, and products are placed in them', async () => {
    const { status, job } = await send(
      'categories',
      feedLines([
        categoryRow('feed-care', {
          name: { et: 'Hooldus', fi: 'Hoito', en: 'Care', ru: 'Уход' },
          urlKey: { et: 'hooldus', fi: 'hoito', en: 'care', ru: 'ukhod' },
          position: 7,
        }),
        categoryRow('feed-care-hands', {
          parent: 'feed-care',
          name: { et: 'Käed', fi: 'Kädet', en: 'Hands', ru: 'Руки' },
          inMenu: false,
        }),
        categoryRow('feed-orphan', { parent: 'no-such-category' }),
        { key: 'feed-nameless', name: { en: 'No Estonian' } },
        categoryRow('default-category'),
        categoryRow('feed-care', { parent: 'feed-care-hands' }),
      ]),
    );
    expect(status).toBe(200);
    expect(job).toMatchObject({ kind: 'categories', rows: { read: 6, applied: 2, failed: 4 } });
    expect(job.errors.map(({ line, sku, field }) => [line, sku, field])).toEqual([
      [3, 'feed-orphan', 'parent'],
      [4, 'feed-nameless', 'name.et'],
      [5, 'default-category', 'key'],
      [6, 'feed-care', 'key'],
    ]);
    const care = await categoryOf('feed-care');
    const hands = await categoryOf('feed-care-hands');
    expect(care).toMatchObject({
      level: 2,
      position: 7,
      isActive: true,
      includeInMenu: true,
      path: `1/2/${care!.id}`,
    });
    expect(hands).toMatchObject({
      parentId: care!.id,
      level: 3,
      includeInMenu: false,
      path: `1/2/${care!.id}/${hands!.id}`,
    });
    expect(care!.texts.map((t) => [t.storeCode, t.name, t.urlPath])).toEqual([
      ['ee', 'Hooldus', 'hooldus'],
      ['en', 'Care', 'care'],
      ['fi', 'Hoito', 'hoito'],
      ['ru', 'Уход', 'ukhod'],
    ]);
    expect(hands!.texts.map((t) => t.urlPath)).toEqual([
      'hooldus/kaed',
      'care/hands',
      'hoito/kadet',
      'ukhod/ruki',
    ]);

    const placed = await send(
      'products',
      feedLines([productRow('CAT-PLACED', { categories: ['feed-care-hands'] })]),
    );
    expect(placed.job.rows.applied).toBe(1);
  });

  it('moves a subtree with its category, and a key scoped to stock cannot send categories', async () => {
    await send(
      'categories',
      feedLines([categoryRow('feed-top'), categoryRow('feed-top-child', { parent: 'feed-top' })]),
    );
    const { job } = await send('categories', feedLines([categoryRow('feed-top', { parent: 'feed-care' })]));
    expect(job.rows.applied).toBe(1);
    const top = await categoryOf('feed-top');
    const child = await categoryOf('feed-top-child');
    expect([top!.level, child!.level]).toEqual([3, 4]);
    expect(child!.path).toBe(`${top!.path}/${child!.id}`);
    expect(child!.texts.find((t) => t.storeCode === 'en')!.urlPath).toBe(
      'care/category-feed-top/category-feed-top-child',
    );

    const refused = await send('categories', feedLines([categoryRow('feed-stock')]), { key: keys.stock });
    expect(refused.status).toBe(403);
  });

  it('lists the products of a moved category under its new ancestors, and no longer under the old', async () => {
    await send(
      'categories',
      feedLines([
        categoryRow('feed-move-from'),
        categoryRow('feed-move-to'),
        categoryRow('feed-move', { parent: 'feed-move-from' }),
        categoryRow('feed-move-leaf', { parent: 'feed-move' }),
      ]),
    );
    await send(
      'products',
      feedLines([
        productRow('CAT-MOVED', { categories: ['feed-move-leaf'] }),
        productRow('CAT-STAYS', { categories: ['feed-move-from'] }),
      ]),
    );
    const { job } = await send(
      'categories',
      feedLines([categoryRow('feed-move', { parent: 'feed-move-to' })]),
    );
    expect(job.rows.applied).toBe(1);
    const [from, to] = [(await categoryOf('feed-move-from'))!.id, (await categoryOf('feed-move-to'))!.id];
    const listed = async (table: string, categoryId: number) =>
      (
        await queryRows<{ sku: string }>(
          testApp.app.db,
          sql`select distinct p.sku from ${sql.raw(table)} l join product p on p.id = l.product_id
              where ${categoryId} = any(l.category_ids) and p.sku like 'CAT-%' order by p.sku`,
        )
      ).map((row) => row.sku);
    for (const table of ['product_listing', 'product_search']) {
      expect(await listed(table, to), table).toEqual(['CAT-MOVED']);
      expect(await listed(table, from), table).toEqual(['CAT-STAYS']);
    }
    const page = await queryRows<{ sku: string }>(
      testApp.app.db,
      sql`select distinct p.sku from category_listing l join product p on p.id = any(l.product_ids)
          where l.category_id = ${to}`,
    );
    expect(page.map((row) => row.sku)).toEqual(['CAT-MOVED']);
  });

  it('in a full dry run counts the categories it leaves out and hides none', async () => {
    const { job } = await send('categories', feedLines([categoryRow('feed-care')]), {
      query: '&mode=full&dryRun=true',
    });
    expect(job.absent).toBeGreaterThan(10);
    const hidden = await queryRows<{ id: number }>(
      testApp.app.db,
      sql`select id from category where not is_active`,
    );
    expect(hidden).toEqual([]);
  });
});

describe('the categories feed beside the others', () => {
  it('is documented with its JSON Schema, in /api/docs too', async () => {
    const schema = (await testApp.app.inject({ url: '/api/feeds/schemas/categories' })).json();
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['key', 'parent', 'name', 'urlKey', 'position', 'active']),
    );
    expect(schema.required).toEqual(['key', 'name']);
    const docs = (await testApp.app.inject({ url: '/api/docs' })).json();
    const send = docs.paths['/api/feeds/{kind}'].post;
    expect(send.parameters[0].schema.enum).toContain('categories');
    expect(JSON.stringify(send.requestBody)).toContain('"inMenu"');
  });

  it('is uploaded by catalogue staff, and their product file has its pictures fetched too', async () => {
    const manager = await staffSessionCookie(testApp.app, 'catalogueManager');
    const upload = (kind: string, rows: unknown[]) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/staff/catalogue/feeds/${kind}`,
        headers: { cookie: manager, 'content-type': 'application/x-ndjson' },
        payload: feedLines(rows),
      });
    expect((await upload('categories', [categoryRow('feed-staff')])).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await categoryOf('feed-staff')).toBeDefined());
    const rows = [productRow('IMG-STAFF', { categories: ['feed-staff'], images: [`${base}/other.jpg`] })];
    expect((await upload('products', rows)).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await productOf('IMG-STAFF'))?.image).toMatch(/^product\/\w+\.webp$/),
      {
        timeout: 10_000,
      },
    );
  });
});
