import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { isInstagramPostUrl } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { loadHomeImages } from './home-images.ts';

const testApp = useTestApp();
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const { homeImage, homeImageText } = schema;
const TODAY = '2026-11-20';

describe(`home page pictures on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("carries the hero's picture and the Instagram tiles with alt text in the store's language", async () => {
    const [ee, ru] = await Promise.all([
      testApp.app.storefront.homePage('ee'),
      testApp.app.storefront.homePage('ru'),
    ]);
    expect(ee.headImages).toHaveLength(1);
    const [head] = ee.headImages;
    expect(head).toMatchObject({ width: 560, height: 350, path: null });
    expect(head!.src).toBe('/api/content/pharmacy.svg/image?size=560x350');
    expect(head!.srcSet).toBe(
      '/api/content/pharmacy.svg/image?size=560x350 560w, /api/content/pharmacy.svg/image?size=1120x700 1120w',
    );
    expect(head!.alt).toMatch(/^Apteegi riiulid/);
    expect(ru.headImages[0]!.alt).toMatch(/^Полки аптеки/);

    expect(ee.instagramTiles.length).toBeGreaterThanOrEqual(3);
    for (const tile of ee.instagramTiles) {
      expect(isInstagramPostUrl(tile.url)).toBe(true);
      expect(tile).toMatchObject({ width: 240, height: 240 });
      expect(tile.src).toMatch(/^\/api\/content\/[a-z-]+\.svg\/image\?size=240x240$/);
    }
    expect(ee.instagramTiles.map((tile) => tile.url)).toEqual(ru.instagramTiles.map((tile) => tile.url));
    expect(ee.instagramTiles[0]!.alt).not.toBe(ru.instagramTiles[0]!.alt);
  });

  it('serves the pictures through the image proxy at their sizes, as WebP when accepted', async () => {
    const { headImages, instagramTiles } = await testApp.app.storefront.homePage('en');
    for (const { src, width, height } of [headImages[0]!, instagramTiles[0]!]) {
      const response = await testApp.app.inject({ url: src, headers: { accept: WEBP_ACCEPT } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    // Small enough not to hold up the page's first paint.
    const hero = await testApp.app.inject({ url: headImages[0]!.src, headers: { accept: WEBP_ACCEPT } });
    expect(hero.rawPayload.length).toBeLessThan(40_000);
  });

  it('refuses an unknown size and a path outside the content folder', async () => {
    const [size, path] = await Promise.all([
      testApp.app.inject({ url: '/api/content/pharmacy.svg/image?size=600x744' }),
      testApp.app.inject({ url: '/api/content/..%2Fproduct%2Fpara-500-20.svg/image?size=240x240' }),
    ]);
    expect(size.statusCode).toBe(400);
    expect(path.statusCode).toBe(400);
  });

  it('never stores a tile that links elsewhere than www.instagram.com, and ignores one that is no post', async () => {
    const db = testApp.app.db;
    await expect(
      db.insert(homeImage).values({
        kind: 'instagram',
        position: 90,
        image: 'content/tea.svg',
        linkKind: 'instagram',
        linkTarget: 'https://evil.example/p/abc/',
      }),
    ).rejects.toThrow();
    const [odd] = await db
      .insert(homeImage)
      .values({
        kind: 'instagram',
        position: 91,
        image: 'content/tea.svg',
        linkKind: 'instagram',
        linkTarget: 'https://www.instagram.com/accounts/login/?next=https://evil.example',
      })
      .returning({ id: homeImage.id });
    await db.insert(homeImageText).values({ imageId: odd!.id, storeCode: 'en', alt: 'Odd' });
    try {
      const { instagramTiles } = await loadHomeImages(db, { storeCode: 'en', today: TODAY });
      expect(instagramTiles.length).toBeGreaterThan(0);
      expect(instagramTiles.some((tile) => tile.id === odd!.id)).toBe(false);
    } finally {
      await db.delete(homeImage).where(eq(homeImage.id, odd!.id));
    }
  });

  it('links a head image like a banner, and drops the link when its target is gone', async () => {
    const db = testApp.app.db;
    const [head] = await db.select().from(homeImage).where(eq(homeImage.kind, 'head'));
    try {
      await db
        .update(homeImage)
        .set({ linkKind: 'page', linkTarget: 'about-us' })
        .where(eq(homeImage.id, head!.id));
      const linked = await loadHomeImages(db, { storeCode: 'fi', today: TODAY });
      expect(linked.headImages[0]!.path).toBe('/about-us');
      await db
        .update(homeImage)
        .set({ linkKind: 'page', linkTarget: 'no-such-page' })
        .where(eq(homeImage.id, head!.id));
      const gone = await loadHomeImages(db, { storeCode: 'fi', today: TODAY });
      expect(gone.headImages[0]!.path).toBeNull();
      expect(gone.headImages[0]!.alt).toMatch(/^Apteekin hyllyt/);
    } finally {
      await db.update(homeImage).set({ linkKind: null, linkTarget: null }).where(eq(homeImage.id, head!.id));
    }
  });

  it('has no tiles when none is active, and no picture where the store has no text', async () => {
    const db = testApp.app.db;
    await db.update(homeImage).set({ isActive: false }).where(eq(homeImage.kind, 'instagram'));
    const [head] = await db.select().from(homeImage).where(eq(homeImage.kind, 'head'));
    const ruText = and(eq(homeImageText.imageId, head!.id), eq(homeImageText.storeCode, 'ru'));
    const [headText] = await db.select().from(homeImageText).where(ruText);
    await db.delete(homeImageText).where(ruText);
    try {
      const ru = await loadHomeImages(db, { storeCode: 'ru', today: TODAY });
      expect(ru).toEqual({ headImages: [], instagramTiles: [] });
    } finally {
      await db.update(homeImage).set({ isActive: true }).where(eq(homeImage.kind, 'instagram'));
      await db.insert(homeImageText).values(headText!);
    }
  });
});
