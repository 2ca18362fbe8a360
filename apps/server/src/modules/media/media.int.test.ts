import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@apteek/domain';
import { buildTestApp, type TestApp } from '../../test-app.ts';

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const FILE = 'para-500-20.svg';

let testApp: TestApp;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'apteek-media-'));
  testApp = await buildTestApp({ mediaDir });
  // A wide photo, to see that it is letterboxed on white rather than cropped or stretched.
  await sharp({ create: { width: 400, height: 100, channels: 3, background: '#d0342c' } })
    .png()
    .toFile(join(mediaDir, 'product', 'wide-photo.png'));
});

afterAll(async () => {
  await testApp?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const image = (path: string, accept?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    url: `/api/catalog/product/${path}`,
    headers: { ...(accept ? { accept } : {}), ...headers },
  });

describe(`product image proxy on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answers the placeholder a product without a picture shows, which the media folder does not hold', async () => {
    const response = await testApp.app.inject({ url: PLACEHOLDER_IMAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('public');
    expect(response.body).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
  });

  it('renders the gallery size 600x744 as WebP by default for browsers that take WebP', async () => {
    const response = await image(`${FILE}/image`, WEBP_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 744]);
  });

  it.each([
    ['600x744', 600, 744],
    ['310x300', 310, 300],
    ['150x150', 150, 150],
  ])('renders size %s exactly, as PNG when WebP is not accepted', async (size, width, height) => {
    for (const accept of [undefined, 'image/png,image/*;q=0.8']) {
      const response = await image(`${FILE}/image?size=${size}`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
  });

  it('fits the whole image on a white background instead of cropping it', async () => {
    const response = await image('wide-photo.png/image?size=150x150', WEBP_ACCEPT);
    const { data, info } = await sharp(response.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect([info.width, info.height]).toEqual([150, 150]);
    expect(pixel(75, 5).every((channel) => channel > 245)).toBe(true);
    expect(pixel(2, 75)[0]).toBeGreaterThan(180);
    expect(pixel(2, 75)[1]).toBeLessThan(90);
  });

  it('accepts the stored image path with its URL-encoded product/ prefix', async () => {
    const [bare, prefixed] = await Promise.all([
      image(`${FILE}/image?size=150x150`, WEBP_ACCEPT),
      image(`product%2F${FILE}/image?size=150x150`, WEBP_ACCEPT),
    ]);
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.rawPayload).toEqual(bare.rawPayload);
  });

  it('lets browsers and CDNs keep a rendition for a year, per Accept header', async () => {
    const response = await image(`${FILE}/image?size=310x300`, WEBP_ACCEPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const png = await image(`${FILE}/image?size=310x300`);
    expect(png.headers.etag).not.toBe(response.headers.etag);
  });

  it('answers 304 when the browser already holds the rendition', async () => {
    const first = await image(`${FILE}/image?size=310x300`, WEBP_ACCEPT);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await image(`${FILE}/image?size=310x300`, WEBP_ACCEPT, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await image(`${FILE}/image?size=310x300`, WEBP_ACCEPT, { 'if-none-match': '"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('keeps renditions on disk under cache/{size}/{file}.{ext}, leaving no temporary files', async () => {
    const response = await image(`${FILE}/image?size=150x150`, WEBP_ACCEPT);
    const cached = join(mediaDir, 'cache', '150x150', `${FILE}.webp`);
    expect(await readFile(cached)).toEqual(response.rawPayload);
    await image(`${FILE}/image?size=150x150`);
    const files = await readdir(join(mediaDir, 'cache', '150x150'));
    expect(files).toEqual(expect.arrayContaining([`${FILE}.png`, `${FILE}.webp`]));
    expect(files.filter((name) => !/\.(webp|png)$/.test(name))).toEqual([]);
  });

  it('serves a cached rendition without rendering again, until the source is redrawn', async () => {
    await image(`${FILE}/image?size=150x150`, WEBP_ACCEPT);
    const cached = join(mediaDir, 'cache', '150x150', `${FILE}.webp`);
    const marker = await sharp({ create: { width: 150, height: 150, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await writeFile(cached, marker);
    expect((await image(`${FILE}/image?size=150x150`, WEBP_ACCEPT)).rawPayload).toEqual(marker);

    const source = join(mediaDir, 'product', FILE);
    const later = new Date((await stat(cached)).mtimeMs + 5000);
    await utimes(source, later, later);
    const redrawn = await image(`${FILE}/image?size=150x150`, WEBP_ACCEPT);
    expect(redrawn.rawPayload).not.toEqual(marker);
    expect(await readFile(cached)).toEqual(redrawn.rawPayload);
  });

  it('gives concurrent first requests for one rendition the same bytes and one cache file', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => image('wide-photo.png/image?size=310x300', WEBP_ACCEPT)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    const files = await readdir(join(mediaDir, 'cache', '310x300'));
    expect(files.filter((name) => name.startsWith('wide-photo.png'))).toEqual(['wide-photo.png.webp']);
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await image('no-such-image.svg/image', WEBP_ACCEPT);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, result: 'Image not found', reason: 'image_not_found' });
  });

  it.each(['1x1', '600x600', '600X744', '', 'big'])(
    'rejects size %j with a 400 naming size',
    async (size) => {
      const response = await image(`${FILE}/image?size=${size}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['size']);
    },
  );

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    'product%2F..%2F..%2Fetc%2Fpasswd',
    '%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows%5Cwin.ini',
    '.seed-hash',
    '.hidden.svg',
    'para-500-20.svg%00.png',
    'PARA-500-20.SVG',
    'para-500-20.gif',
    'media%2Fproduct%2Fpara-500-20.svg',
    'cache%2F150x150%2Fpara-500-20.svg.webp',
  ])('rejects the file name %s with a 400 naming file', async (file) => {
    const response = await image(`${file}/image`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['file']);
  });
});
