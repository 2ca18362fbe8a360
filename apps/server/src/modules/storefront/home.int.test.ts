import { beforeAll, describe, expect, it } from 'vitest';
import type { HomePageData } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();
let ee: HomePageData;
let fi: HomePageData;

beforeAll(async () => {
  const services = testApp.app.storefront;
  [ee, fi] = await Promise.all([services.homePage('ee'), services.homePage('fi')]);
});

describe(`home page lists on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('shows 8 new products and 8 bestsellers, newest first', () => {
    expect(ee.newProducts).toHaveLength(8);
    expect(ee.bestsellers).toHaveLength(8);
    expect(ee.newProducts.map((card) => card.sku)).toEqual(fi.newProducts.map((card) => card.sku));
  });

  it('names products in the store language and links them by SKU and slug', () => {
    const [eeCard, fiCard] = [ee.newProducts[0]!, fi.newProducts[0]!];
    expect(eeCard.name).not.toBe(fiCard.name);
    expect(eeCard.urlPath).toMatch(/^\/p\/[^/]+\/[a-z0-9-]+$/);
    // Through the image proxy at the product thumbnail size, never the source file.
    expect(eeCard.imageUrl).toMatch(/^\/api\/catalog\/product\/[^/]+\.svg\/image\?size=310x300$/);
  });

  it('never shows a special price that is not below the regular price', () => {
    for (const card of [...ee.newProducts, ...ee.bestsellers, ...fi.newProducts, ...fi.bestsellers]) {
      expect(card.price.final).toBeLessThanOrEqual(card.price.regular);
      if (card.price.special === null) expect(card.discountPercent).toBeNull();
      else expect(card.discountPercent).toBeGreaterThan(0);
    }
  });

  it('prices the Finnish store with Finnish VAT', () => {
    const pairs = ee.newProducts.map((card, i) => [card.price.regular, fi.newProducts[i]!.price.regular]);
    expect(pairs.some(([eePrice, fiPrice]) => eePrice !== fiPrice)).toBe(true);
  });

  it('lists up to 10 products of each campaign running today, linked in the store language', () => {
    expect(ee.campaigns.length).toBeGreaterThan(0);
    for (const section of ee.campaigns) {
      expect(section.products.length).toBeGreaterThan(0);
      expect(section.products.length).toBeLessThanOrEqual(10);
      expect(section.path).toMatch(/^\/kampaania\/[a-z0-9-]+$/);
    }
    expect(ee.campaigns.map((c) => c.id)).toEqual(fi.campaigns.map((c) => c.id));
    expect(ee.campaigns[0]!.path).not.toBe(fi.campaigns[0]!.path);
    const winter = ee.campaigns.find((c) => c.path === '/kampaania/talvine-tervis');
    expect(winter?.title).toBe('Talvine tervis');
  });

  it('shows the main and small banners whose targets exist, in the store language', () => {
    expect(ee.mainBanners.length).toBeGreaterThan(0);
    expect(ee.smallBanners.length).toBeGreaterThan(0);
    expect(ee.mainBanners[0]).toMatchObject({
      title: 'Tervena läbi talve',
      path: '/kampaania/talvine-tervis',
    });
    expect(fi.mainBanners[0]).toMatchObject({
      title: 'Terveenä läpi talven',
      path: '/kampaania/talven-hyvinvointi',
    });
    // The pollen-season campaign starts in spring, so its banner is not shown in November.
    expect(ee.mainBanners.some((b) => b.title === 'Valmis õietolmu hooajaks')).toBe(false);
    expect(ee.mainBanners.find((b) => b.path === '/prescription-module-guide')).toBeDefined();
    expect(fi.smallBanners.find((b) => b.path.startsWith('/c/'))).toBeDefined();
    for (const banner of [...ee.mainBanners, ...ee.smallBanners])
      expect(banner.color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
