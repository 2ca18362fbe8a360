// @postgres: a picture's name remembered by upsert, then read by a products feed in another transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import {
  feedLines,
  feedSender,
  newIntegrationKey,
  plainProductRow,
  storedProduct,
} from '../../testing/feed-sender.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { feedImageStore, feedImporter, stageFeedImageFiles } from './index.ts';

const { feedImage, product, productMedia } = schema;

const mediaDir = mkdtempSync(join(tmpdir(), 'apteek-feed-uploads-'));
const feedDir = mkdtempSync(join(tmpdir(), 'apteek-feed-folder-'));
const MAX_BYTES = 100_000;
const testApp = useTestApp({ mediaDir, feedImages: { maxBytes: MAX_BYTES } });
const keys = { catalogue: '', stock: '' };
const send = feedSender(testApp, () => keys.catalogue);
const pictures: Record<'png' | 'jpeg', Buffer> = { png: Buffer.alloc(0), jpeg: Buffer.alloc(0) };

beforeAll(async () => {
  pictures.png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  pictures.jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const admin = await staffSessionCookie(testApp.app, 'admin');
  keys.catalogue = await newIntegrationKey(testApp.app, admin, ['catalogue']);
  keys.stock = await newIntegrationKey(testApp.app, admin, ['stock', 'prices']);
});

afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(feedDir, { recursive: true, force: true });
});

const upload = (name: string, body: Buffer | string, type = 'image/png', key = keys.catalogue) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/feeds/images/${name}`,
    headers: { authorization: `Bearer ${key}`, 'content-type': type },
    payload: body,
  });

const mediaOf = async (sku: string) =>
  (
    await testApp.app.db
      .select({ file: productMedia.file })
      .from(productMedia)
      .innerJoin(product, eq(product.id, productMedia.productId))
      .where(eq(product.sku, sku))
      .orderBy(asc(productMedia.position))
  ).map((row) => row.file);

describe('pictures uploaded by file for a products feed', () => {
  it('stores an upload once as WebP, and a row naming it shows it on the product page', async () => {
    const first = await upload('packshots/algi-150.png', pictures.png);
    expect(first.statusCode, first.body).toBe(200);
    const { result } = first.json<{ result: { name: string; entry: string; file: string } }>();
    expect(result).toMatchObject({ name: 'packshots/algi-150.png', entry: 'file:packshots/algi-150.png' });
    expect(result.file).toMatch(/^product\/[a-f0-9]{32}\.webp$/);
    const stored = await sharp(await readFile(join(mediaDir, result.file))).metadata();
    expect([stored.format, stored.width]).toEqual(['webp', 1200]);
    // The same picture under another name is the same file.
    const again = await upload('algi-copy.png', pictures.png);
    expect(again.json<{ result: { file: string } }>().result.file).toBe(result.file);

    expect((await upload('algi-side.jpg', pictures.jpeg, 'image/jpeg')).statusCode).toBe(200);
    const { status, job } = await send(
      'products',
      feedLines([
        plainProductRow('FILE-ALGI', {
          urlKey: { et: 'algi-fail' },
          images: ['file:packshots/algi-150.png', 'file:algi-side.jpg'],
        }),
      ]),
    );
    expect(status).toBe(200);
    expect(job.rows).toEqual({ read: 1, applied: 1, failed: 0 });
    const media = await mediaOf('FILE-ALGI');
    expect(media).toHaveLength(2);
    expect(media[0]).toBe(result.file);
    expect((await storedProduct(testApp.app, 'FILE-ALGI'))!.image).toBe(result.file);

    // The storefront's product page and the product API show it, the uploaded picture first.
    const page = await testApp.app.storefront.productPage('ee', 'FILE-ALGI');
    expect(JSON.stringify(page)).toContain(result.file);
    const answer = await testApp.app.inject({ url: '/api/product/FILE-ALGI' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(result.file);
    const rendition = await testApp.app.inject({
      url: `/api/catalog/product/${encodeURIComponent(result.file)}/image?size=150x150`,
    });
    expect(rendition.statusCode).toBe(200);
    const shown = await sharp(rendition.rawPayload).metadata();
    expect([shown.width, shown.height]).toEqual([150, 150]);
  });

  it('takes a new picture under a name already uploaded for the rows sent after', async () => {
    expect((await upload('renamed.png', pictures.png)).statusCode).toBe(200);
    const replaced = await upload('renamed.png', pictures.jpeg, 'image/jpeg');
    const { file } = replaced.json<{ result: { file: string } }>().result;
    await send('products', feedLines([plainProductRow('FILE-RENAMED', { images: ['file:renamed.png'] })]));
    expect(await mediaOf('FILE-RENAMED')).toEqual([file]);
    const remembered = await testApp.app.db
      .select({ file: feedImage.file })
      .from(feedImage)
      .where(eq(feedImage.url, 'file:renamed.png'));
    expect(remembered).toEqual([{ file }]);
  });

  it('refuses on its own row a file never uploaded, with line, field and reason, and applies the rest', async () => {
    const { status, job } = await send(
      'products',
      feedLines([
        plainProductRow('FILE-OK', { images: ['file:algi-side.jpg'] }),
        plainProductRow('FILE-UNKNOWN', { images: ['file:algi-side.jpg', 'file:nowhere/none.png'] }),
        plainProductRow('FILE-BADNAME', { images: ['file:../secret.png'] }),
        plainProductRow('FILE-ALSO-OK', { images: ['file:algi-copy.png'] }),
      ]),
    );
    expect(status).toBe(200);
    expect(job.rows).toEqual({ read: 4, applied: 2, failed: 2 });
    expect(job.errors).toEqual([
      {
        line: 2,
        sku: 'FILE-UNKNOWN',
        field: 'images.1',
        code: 'image_file_unknown',
        params: { name: 'nowhere/none.png' },
        reason: 'No picture was uploaded as nowhere/none.png',
      },
      expect.objectContaining({ line: 3, sku: 'FILE-BADNAME', field: 'images.0', code: 'image_address' }),
    ]);
    expect(await storedProduct(testApp.app, 'FILE-UNKNOWN')).toBeUndefined();
    expect(await mediaOf('FILE-ALSO-OK')).toHaveLength(1);
  });

  it('refuses a key without the catalogue scope, before it reads the picture', async () => {
    const refused = await upload('stock-key.png', pictures.png, 'image/png', keys.stock);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, reason: 'integration_scope_forbidden' });
    const none = await upload('no-key.png', pictures.png, 'image/png', 'apk_unknown');
    expect(none.statusCode).toBe(401);
    const remembered = await testApp.app.db
      .select()
      .from(feedImage)
      .where(eq(feedImage.url, 'file:stock-key.png'));
    expect(remembered).toEqual([]);
  });

  it('refuses what is not a picture, by its media type or its bytes, and a bad name, as JSON', async () => {
    const svg = await upload('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect([svg.statusCode, svg.json().reason]).toEqual([415, 'feed_image_type_unsupported']);
    const text = await upload('notes.png', 'hello', 'text/plain');
    expect([text.statusCode, text.json().reason]).toEqual([415, 'feed_image_type_unsupported']);
    const json = await upload('data.png', '{"a":1}', 'application/json');
    expect([json.statusCode, json.json().reason]).toEqual([415, 'feed_image_type_unsupported']);
    const fake = await upload('fake.png', 'not a picture at all', 'image/png');
    expect([fake.statusCode, fake.json().reason]).toEqual([422, 'feed_image_unreadable']);
    const badName = await upload('.hidden.png', pictures.png);
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ reason: 'invalid_request' });
    expect(badName.body).toContain('name');
    const remembered = await testApp.app.db.select({ url: feedImage.url }).from(feedImage);
    expect(remembered.map((row) => row.url)).not.toContain('file:fake.png');
  });

  it('refuses a picture larger than a picture may be with a 413 in JSON, told or found while it arrives', async () => {
    const huge = Buffer.concat([pictures.png, Buffer.alloc(MAX_BYTES)]);
    const told = await upload('huge.png', huge);
    expect(told.statusCode).toBe(413);
    expect(told.json()).toMatchObject({ code: 413, reason: 'feed_image_too_large' });
    // Sent without its length (chunked): stopped once the limit has passed.
    const streamed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/feeds/images/huge-streamed.png',
      headers: { authorization: `Bearer ${keys.catalogue}`, 'content-type': 'image/png' },
      payload: Readable.from([huge.subarray(0, 60_000), huge.subarray(60_000)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ reason: 'feed_image_too_large' });
    // Over a real connection too: the answer arrives, not a connection reset.
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as { port: number };
    const overHttp = await fetch(`http://127.0.0.1:${port}/api/feeds/images/huge-http.png`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${keys.catalogue}`, 'content-type': 'image/png' },
      body: Readable.from([huge.subarray(0, 60_000), huge.subarray(60_000), Buffer.alloc(5_000_000)]),
      duplex: 'half',
    } as RequestInit);
    expect(overHttp.status).toBe(413);
    expect(await overHttp.json()).toMatchObject({ reason: 'feed_image_too_large' });
    testApp.app.server.closeAllConnections();
    await expect(stat(join(mediaDir, 'product'))).resolves.toBeDefined();
  });

  it('is in the OpenAPI document', async () => {
    const docs = (await testApp.app.inject({ url: '/api/docs' })).json();
    const put = docs.paths['/api/feeds/images/{name}'].put;
    expect(Object.keys(put.requestBody.content)).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']),
    );
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '403', '413', '415', '422']));
  });
});

describe('the import command with picture files beside its feed', () => {
  /** What `npm run catalogue:import -- <feed>` does: the files staged, then the feed imported. */
  async function importCommand(feed: string, rows: unknown[], dryRun: boolean) {
    const path = join(feedDir, feed);
    await writeFile(path, feedLines(rows));
    // The command's own store, as it makes one for its run.
    const images = feedImageStore({ mediaDir, maxBytes: MAX_BYTES });
    const staged = await stageFeedImageFiles(testApp.app.db, images, path, { dryRun });
    const importer = feedImporter(testApp.app.db, () => new Date(), undefined, images);
    const job = await importer.run({
      kind: 'products',
      mode: 'delta',
      dryRun,
      batchId: `cli-${crypto.randomUUID()}`,
      keyId: null,
      format: 'jsonl',
      body: createReadStream(path),
    });
    return { staged, job };
  }

  beforeAll(async () => {
    await mkdir(join(feedDir, 'packshots'));
    await writeFile(join(feedDir, 'packshots', 'cli-main.png'), pictures.png);
    await writeFile(join(feedDir, 'cli-fake.jpg'), 'not a picture at all');
    await writeFile(join(feedDir, 'cli-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(feedDir, 'cli-huge.png'), Buffer.concat([pictures.png, Buffer.alloc(MAX_BYTES)]));
    expect((await upload('cli-uploaded.jpg', pictures.jpeg, 'image/jpeg')).statusCode).toBe(200);
  });

  it('in a dry run checks the files and keeps nothing', async () => {
    const before = await readdir(join(mediaDir, 'product'));
    const { staged, job } = await importCommand(
      'dry.jsonl',
      [plainProductRow('CLI-DRY', { images: ['file:packshots/cli-dry.png', 'file:packshots/cli-main.png'] })],
      true,
    );
    expect(staged).toEqual({
      stored: ['packshots/cli-main.png'],
      refused: [],
      absent: ['packshots/cli-dry.png'],
    });
    expect(job.rows).toEqual({ read: 1, applied: 0, failed: 1 });
    expect(job.errors[0]).toMatchObject({ field: 'images.0', code: 'image_file_unknown' });
    expect(await readdir(join(mediaDir, 'product'))).toEqual(before);
    const remembered = await testApp.app.db
      .select()
      .from(feedImage)
      .where(eq(feedImage.url, 'file:packshots/cli-main.png'));
    expect(remembered).toEqual([]);
  });

  it('uploads the files its rows name from the feed’s folder, and refuses a row whose file is no picture', async () => {
    const { staged, job } = await importCommand(
      'products.jsonl',
      [
        plainProductRow('CLI-MAIN', { images: ['file:packshots/cli-main.png', 'file:cli-uploaded.jpg'] }),
        plainProductRow('CLI-FAKE', { images: ['file:cli-fake.jpg'] }),
        plainProductRow('CLI-SVG', { images: ['file:cli-logo.svg'] }),
        plainProductRow('CLI-HUGE', { images: ['file:cli-huge.png'] }),
        plainProductRow('CLI-ABSENT', { images: ['file:cli-absent.png'] }),
      ],
      false,
    );
    expect(staged).toEqual({
      stored: ['packshots/cli-main.png'],
      refused: ['cli-fake.jpg', 'cli-logo.svg', 'cli-huge.png'],
      // Uploaded by the API before: taken from there.
      absent: ['cli-uploaded.jpg', 'cli-absent.png'],
    });
    expect(job.rows).toEqual({ read: 5, applied: 1, failed: 4 });
    expect(job.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [2, 'images.0', 'image_unreadable'],
      [3, 'images.0', 'image_media_type'],
      [4, 'images.0', 'image_too_large'],
      [5, 'images.0', 'image_file_unknown'],
    ]);
    const media = await mediaOf('CLI-MAIN');
    expect(media).toHaveLength(2);
    expect((await stat(join(mediaDir, media[0]!))).isFile()).toBe(true);
    // Remembered under its name: a feed sent through the API may name it too.
    const { job: later } = await send(
      'products',
      feedLines([plainProductRow('CLI-LATER', { images: ['file:packshots/cli-main.png'] })]),
    );
    expect(later.rows.applied).toBe(1);
    expect(await mediaOf('CLI-LATER')).toEqual([media[0]]);
  });
});
