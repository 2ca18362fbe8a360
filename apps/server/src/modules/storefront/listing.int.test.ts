// @postgres: listing SQL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import {
  EMPTY_LISTING_QUERY,
  PAGE_SIZES,
  parseListingQuery,
  type CategoryPageData,
  type ListingQuery,
  type StorefrontServices,
} from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();
let services: StorefrontServices;

const query = (search: string): ListingQuery => parseListingQuery(new URLSearchParams(search));

async function category(storeCode: 'ee' | 'fi' | 'en' | 'ru', slug: string, search = '') {
  const page = await services.categoryPage(storeCode, slug, query(search));
  expect(page, `${storeCode} category ${slug}`).not.toBeNull();
  return page!;
}

const names = (page: CategoryPageData) => page.listing.products.map((p) => p.name);

beforeAll(async () => {
  services = testApp.app.storefront;
});

describe(`category pages on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('finds a category by its Estonian and Finnish slug, with its path in every store view', async () => {
    const [ee, fi] = await Promise.all([category('ee', 'valuvaigistid'), category('fi', 'kipulaakkeet')]);
    expect(ee.category.name).toBe('Valuvaigistid');
    expect(fi.category.name).toBe('Kipulääkkeet');
    expect(ee.category.id).toBe(fi.category.id);
    expect(ee.alternates).toEqual({
      ee: '/c/valuvaigistid',
      fi: '/c/kipulaakkeet',
      en: '/c/pain-relievers',
      ru: '/c/obezbolivayushchie',
    });
    expect(ee.breadcrumbs.map((b) => b.name)).toEqual(['Ravimid', 'Valu ja palavik']);
    expect(fi.breadcrumbs.map((b) => b.urlPath)).toEqual(['/c/laakkeet', '/c/kipu-ja-kuume']);
    expect(ee.listing.total).toBeGreaterThan(0);
    expect(ee.listing.total).toBe(fi.listing.total);
  });

  it('answers null for an unknown slug and for another store view’s slug', async () => {
    expect(await services.categoryPage('ee', 'no-such-category', EMPTY_LISTING_QUERY)).toBeNull();
    expect(await services.categoryPage('ee', 'kipulaakkeet', EMPTY_LISTING_QUERY)).toBeNull();
  });

  it('lists subcategories with their product counts and includes their products', async () => {
    const parent = await category('ee', 'valu-ja-palavik');
    expect(parent.subcategories.map((c) => c.name)).toContain('Valuvaigistid');
    const sum = parent.subcategories.reduce((total, c) => total + c.productCount, 0);
    expect(parent.productCount).toBe(parent.listing.total);
    expect(sum).toBeGreaterThanOrEqual(parent.productCount);
    const child = await category('ee', 'valuvaigistid');
    expect(parent.subcategories.find((c) => c.id === child.category.id)?.productCount).toBe(
      child.listing.total,
    );
  });

  it('pages through a large category 50 products at a time, sorted by name', async () => {
    const first = await category('en', 'medicines');
    expect(first.listing.total).toBeGreaterThan(50);
    expect(first.listing.products).toHaveLength(50);
    expect(first.listing.pageCount).toBe(Math.ceil(first.listing.total / 50));
    const second = await category('en', 'medicines', 'page=2');
    expect(second.listing.products).toHaveLength(Math.min(50, first.listing.total - 50));
    const firstIds = new Set(first.listing.products.map((p) => p.id));
    expect(second.listing.products.filter((p) => firstIds.has(p.id))).toEqual([]);
    expect(names(first)).toEqual([...names(first)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('sorts by name descending and by price both ways', async () => {
    const byNameDesc = await category('en', 'medicines', 'sort=name-desc');
    expect(names(byNameDesc)).toEqual([...names(byNameDesc)].sort((a, b) => b.localeCompare(a, 'en')));
    const cheapFirst = (await category('en', 'medicines', 'sort=price-asc')).listing.products.map(
      (p) => p.price.final,
    );
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));
    const dearFirst = (await category('en', 'medicines', 'sort=price-desc')).listing.products.map(
      (p) => p.price.final,
    );
    expect(dearFirst).toEqual([...dearFirst].sort((a, b) => b - a));
  });

  it('shows the default facets with counts and filters by a brand', async () => {
    const page = await category('ee', 'ravimid');
    const codes = page.listing.facets.map((f) => f.code);
    expect(codes).toContain('Brand');
    expect(codes).not.toContain('Substance');
    const brand = page.listing.facets.find((f) => f.code === 'Brand')!;
    expect(brand.label).toBe('Kaubamärk');
    const [top] = brand.options;
    const filtered = await category('ee', 'ravimid', `Brand=${top!.value}`);
    expect(filtered.listing.total).toBe(top!.count);
    expect(filtered.productCount).toBe(page.productCount);
    // The brand facet still offers the other brands, counted as if no brand were chosen.
    const filteredBrand = filtered.listing.facets.find((f) => f.code === 'Brand')!;
    expect(filteredBrand.options[0]).toMatchObject({ value: top!.value, isSelected: true });
    expect(filteredBrand.options.length).toBe(brand.options.length);
  });

  it('narrows by price range, worded in the store’s money format', async () => {
    // The nebuliser (59.90 €) is the one health device from 50 euros up.
    const page = await category('ee', 'tervisetooted-ja-seadmed');
    expect(page.listing.priceRanges[0]).toMatchObject({ value: '0-50', label: '< 50,00\u00a0€' });
    expect(page.listing.priceRanges[1]).toMatchObject({
      value: '50-100',
      label: '50,00\u00a0€ - 100,00\u00a0€',
    });
    expect((await category('en', 'health-devices')).listing.priceRanges[0]!.label).toBe('< 50.00\u00a0€');
    const cheap = await category('ee', 'tervisetooted-ja-seadmed', 'price=0-50');
    expect(cheap.listing.total).toBe(page.listing.priceRanges[0]!.count);
    expect(cheap.listing.products.every((p) => p.price.final < 5000)).toBe(true);
    expect(cheap.listing.priceRanges.find((r) => r.value === '0-50')?.isSelected).toBe(true);
  });

  it('offers no price filter where every product costs under 50 euros, since it would narrow nothing', async () => {
    const page = await category('ee', 'valuvaigistid');
    expect(page.listing.total).toBeGreaterThan(1);
    expect(page.listing.products.every((p) => p.price.final < 5000)).toBe(true);
    expect(page.listing.priceRanges).toEqual([]);
  });

  it('keeps a chosen option that no longer matches visible and finds nothing for unknown options', async () => {
    const page = await category('ee', 'valuvaigistid', 'Brand=no-such-brand');
    expect(page.listing.total).toBe(0);
    expect(page.listing.products).toEqual([]);
  });

  it('lists only catalogue-visible, enabled products', async () => {
    const page = await category('en', 'medicines', 'sort=name-asc');
    const ids = page.listing.products.map((p) => p.id);
    const rows = await testApp.app.db.select().from(schema.product);
    for (const id of ids) {
      const row = rows.find((r) => r.id === id)!;
      expect([2, 3, 4]).toContain(row.visibility);
      expect([0, 1]).toContain(row.status);
    }
  });

  it('names the medicine in Finnish lists only', async () => {
    const [ee, fi] = await Promise.all([category('ee', 'valuvaigistid'), category('fi', 'kipulaakkeet')]);
    expect(ee.listing.products.every((p) => p.medicineName === null)).toBe(true);
    expect(fi.listing.products.some((p) => p.medicineName === 'Parasetamoli')).toBe(true);
  });

  it('reports an empty category with no products', async () => {
    const db = testApp.app.db;
    const [root] = await db.select().from(schema.category).where(eq(schema.category.id, 2));
    const [created] = await db
      .insert(schema.category)
      .values({ key: 'empty-test', parentId: 2, path: `${root!.path}/0`, level: 2 })
      .returning();
    await db
      .update(schema.category)
      .set({ path: `${root!.path}/${created!.id}` })
      .where(eq(schema.category.id, created!.id));
    await db
      .insert(schema.categoryText)
      .values({ categoryId: created!.id, storeCode: 'ee', name: 'Tühi', urlKey: 'tuhi', urlPath: 'tuhi' });
    const page = await category('ee', 'tuhi');
    expect(page.productCount).toBe(0);
    expect(page.listing.products).toEqual([]);
    expect(page.alternates).toEqual({ ee: '/c/tuhi' });
  });
});

describe('product list page', () => {
  it('asks for a term when there is neither a term nor a filter', async () => {
    expect(await services.productListPage('ee', EMPTY_LISTING_QUERY)).toEqual({ kind: 'prompt' });
  });

  it('refuses a term shorter than 3 characters', async () => {
    expect(await services.productListPage('ee', query('term=ib'))).toEqual({
      kind: 'term-too-short',
      term: 'ib',
    });
  });

  it('finds products by term in the store language with facets', async () => {
    const page = await services.productListPage('fi', query('term=ibuprofeeni'));
    expect(page.kind).toBe('results');
    if (page.kind !== 'results') return;
    expect(page.listing.total).toBeGreaterThan(0);
    expect(page.listing.products.every((p) => /ibuprofeeni/i.test(p.name) || p.medicineName !== null)).toBe(
      true,
    );
    expect(page.listing.facets.length).toBeGreaterThan(0);
  });

  it('pages search results 18 products at a time, the next page holding the rest', async () => {
    const results = async (search: string) => {
      const page = await services.productListPage('en', query(search));
      expect(page.kind).toBe('results');
      return page.kind === 'results' ? page.listing : null;
    };
    const first = (await results('term=vitanord'))!;
    // The seed's 35 VitaNord products: more than one page, fewer than a category's 50.
    expect(first.total).toBeGreaterThan(PAGE_SIZES.searchResults);
    expect(first.total).toBeLessThanOrEqual(2 * PAGE_SIZES.searchResults);
    expect(PAGE_SIZES.searchResults).toBe(18);
    expect(first.pageSize).toBe(18);
    expect(first.products).toHaveLength(18);
    expect(first.pageCount).toBe(2);
    const second = (await results('term=vitanord&page=2'))!;
    expect(second.products).toHaveLength(first.total - 18);
    const skus = [...first.products, ...second.products].map((product) => product.sku);
    expect(new Set(skus).size).toBe(first.total);
    // A category keeps its 50 a page.
    expect((await category('en', 'medicines')).listing.pageSize).toBe(PAGE_SIZES.productList);
  });

  it('lists by attribute filters alone, as the header’s attribute suggestions link', async () => {
    const page = await services.productListPage('en', query('Substance=paracetamol'));
    expect(page.kind).toBe('results');
    if (page.kind !== 'results') return;
    expect(page.listing.total).toBeGreaterThan(0);
    expect(page.listing.facets.find((f) => f.code === 'Substance')?.options[0]).toMatchObject({
      value: 'paracetamol',
      isSelected: true,
    });
  });
});

describe('campaign pages', () => {
  it('lists the campaigns running today with their page in the store view', async () => {
    const [ee, fi] = await Promise.all([services.campaignsPage('ee'), services.campaignsPage('fi')]);
    expect(ee.map((c) => c.code)).toEqual(['winter-wellness', 'skin-care-days', 'vitamin-week']);
    expect(ee[0]).toMatchObject({
      title: 'Talvine tervis',
      urlPath: '/kampaania/talvine-tervis',
      from: '2026-11-01',
    });
    expect(fi[0]!.urlPath).toBe('/kampaania/talven-hyvinvointi');
  });

  it('lists a campaign’s products with sort and its path in every store view', async () => {
    const page = await services.campaignPage('fi', 'talven-hyvinvointi', query('sort=price-asc'));
    expect(page).not.toBeNull();
    expect(page!.campaign.title).toBe('Talven hyvinvointi');
    expect(page!.alternates).toMatchObject({
      ee: '/kampaania/talvine-tervis',
      en: '/kampaania/winter-wellness',
    });
    expect(page!.listing.total).toBe(page!.campaign.productCount);
    const prices = page!.listing.products.map((p) => p.price.final);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page!.listing.facets.map((f) => f.code)).not.toContain('Campaign');
  });

  it('answers null for an unknown campaign and for one not running today', async () => {
    expect(await services.campaignPage('ee', 'no-such-campaign', EMPTY_LISTING_QUERY)).toBeNull();
    expect(await services.campaignPage('en', 'allergy-season', EMPTY_LISTING_QUERY)).toBeNull();
  });
});
