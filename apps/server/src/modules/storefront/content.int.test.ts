// @postgres: content queries in raw SQL.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';

const { product, productText, productConfigurableChild, category, categoryText } = schema;

const testApp = useTestApp();
const services = () => testApp.app.storefront;

async function productTexts(where: ReturnType<typeof and>) {
  return testApp.app.db
    .select({
      id: product.id,
      sku: product.sku,
      storeCode: productText.storeCode,
      urlKey: productText.urlKey,
    })
    .from(product)
    .innerJoin(productText, eq(productText.productId, product.id))
    .where(where)
    .orderBy(product.id);
}

const aboutUsInEeAndFi = () =>
  Promise.all([services().cmsPage('ee', 'about-us'), services().cmsPage('fi', 'about-us')]);

describe(`CMS pages on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('loads a static page by identifier in two store views, with breadcrumbs and alternates', async () => {
    const [ee, fi] = await aboutUsInEeAndFi();
    expect(ee?.title).toBe('Meist');
    expect(fi?.title).toBe('Tietoa meistä');
    expect(ee?.metaDescription).toMatch(/^Apteek on Eesti e-apteek/);
    expect(ee?.contentHtml).toContain('<h2>E-apteek, mille taga on proviisorid</h2>');
    expect(ee?.breadcrumbs).toEqual([{ name: 'Meist', path: '/about-us' }]);
    expect(fi?.alternates).toEqual({ ee: '/about-us', fi: '/about-us', en: '/about-us', ru: '/about-us' });
  });

  it('keeps links inside the store view and nothing that could run script', async () => {
    const [ee, fi] = await aboutUsInEeAndFi();
    expect(ee?.contentHtml).toContain('href="/delivery"');
    expect(fi?.contentHtml).toContain('href="/fi/delivery"');
    expect(fi?.contentHtml).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it('finds nothing for an unknown or inactive identifier', async () => {
    expect(await services().cmsPage('ee', 'no-such-page')).toBeNull();
    const { cmsPage } = schema;
    await testApp.app.db.update(cmsPage).set({ isActive: false }).where(eq(cmsPage.identifier, 'faq'));
    try {
      expect(await services().cmsPage('en', 'faq')).toBeNull();
    } finally {
      await testApp.app.db.update(cmsPage).set({ isActive: true }).where(eq(cmsPage.identifier, 'faq'));
    }
  });
});

describe(`URL resolution of unknown paths on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("sends a product's URL path to its product route", async () => {
    const texts = await productTexts(and(eq(product.visibility, 4), eq(product.typeId, 'simple')));
    const ee = texts.find((t) => t.storeCode === 'ee')!;
    const fi = texts.find((t) => t.id === ee.id && t.storeCode === 'fi')!;
    expect(await services().resolveUrl(`/${ee.urlKey}`)).toEqual({
      entity: 'product',
      storeCode: 'ee',
      path: `/p/${ee.sku}/${ee.urlKey}`,
    });
    expect(await services().resolveUrl(`/fi/${fi.urlKey}/`)).toEqual({
      entity: 'product',
      storeCode: 'fi',
      path: `/p/${fi.sku}/${fi.urlKey}`,
    });
  });

  it("lets the store prefix switch the view when the path is another store's", async () => {
    const [ee] = await productTexts(and(eq(product.visibility, 4), eq(productText.storeCode, 'ee')));
    const [ru] = await productTexts(and(eq(product.id, ee!.id), eq(productText.storeCode, 'ru')));
    expect(await services().resolveUrl(`/ru/${ee!.urlKey}`)).toEqual({
      entity: 'product',
      storeCode: 'ru',
      path: `/p/${ru!.sku}/${ru!.urlKey}`,
    });
  });

  it('sends a Finnish path without a prefix to the Finnish store', async () => {
    const [row] = await testApp.app.db
      .select({ fi: categoryText.urlPath, urlKey: categoryText.urlKey })
      .from(categoryText)
      .where(
        and(
          eq(categoryText.storeCode, 'fi'),
          sql`${categoryText.urlPath} not in (select url_path from category_text where store_code = 'ee')`,
        ),
      )
      .limit(1);
    expect(await services().resolveUrl(`/${row!.fi}`)).toEqual({
      entity: 'category',
      storeCode: 'fi',
      path: `/c/${row!.urlKey}`,
    });
  });

  it("sends a nested category path to the category's /c/{slug}", async () => {
    const [row] = await testApp.app.db
      .select({ urlPath: categoryText.urlPath, urlKey: categoryText.urlKey })
      .from(category)
      .innerJoin(categoryText, eq(categoryText.categoryId, category.id))
      .where(and(eq(categoryText.storeCode, 'en'), sql`${category.level} >= 3`))
      .limit(1);
    expect(row!.urlPath).toContain('/');
    expect(await services().resolveUrl(`/en/${row!.urlPath}`)).toEqual({
      entity: 'category',
      storeCode: 'en',
      path: `/c/${row!.urlKey}`,
    });
  });

  it('sends a CMS page identifier to its page and a campaign path to the campaign', async () => {
    expect(await services().resolveUrl('/fi/about-us')).toEqual({
      entity: 'cms_page',
      storeCode: 'fi',
      path: '/about-us',
    });
    expect(await services().resolveUrl('/en/kampaania/talvine-tervis')).toEqual({
      entity: 'campaign',
      storeCode: 'en',
      path: '/kampaania/winter-wellness',
    });
  });

  it("sends a configurable child's path to its parent with the child selected", async () => {
    const [child] = await testApp.app.db
      .select({ childId: productConfigurableChild.childId, parentId: productConfigurableChild.parentId })
      .from(productConfigurableChild)
      .innerJoin(product, eq(product.id, productConfigurableChild.childId))
      .where(eq(product.visibility, 1))
      .limit(1);
    const [childText] = await productTexts(
      and(eq(product.id, child!.childId), eq(productText.storeCode, 'ee')),
    );
    const [parentText] = await productTexts(
      and(eq(product.id, child!.parentId), eq(productText.storeCode, 'ee')),
    );
    expect(await services().resolveUrl(`/${childText!.urlKey}`)).toEqual({
      entity: 'product',
      storeCode: 'ee',
      path: `/p/${parentText!.sku}/${parentText!.urlKey}/${childText!.sku}`,
    });
  });

  it("sends a category route with another store's slug to the same category in the asked store", async () => {
    expect(await services().resolveUrl('/fi/c/ravimid')).toEqual({
      entity: 'category',
      storeCode: 'fi',
      path: '/c/laakkeet',
    });
    expect(await services().resolveUrl('/en/c/valu-ja-palavik/')).toEqual({
      entity: 'category',
      storeCode: 'en',
      path: '/c/pain-and-fever',
    });
    expect(await services().resolveUrl('/ee/c/laakkeet')).toEqual({
      entity: 'category',
      storeCode: 'ee',
      path: '/c/ravimid',
    });
    expect(await services().resolveUrl('/fi/c/no-such-category')).toBeNull();
  });

  it('finds nothing for an unknown path, a disabled product or a malformed escape', async () => {
    expect(await services().resolveUrl('/no-such-page')).toBeNull();
    expect(await services().resolveUrl('/fi/a/b/c/d')).toBeNull();
    expect(await services().resolveUrl('/%E0%A4%A')).toBeNull();
    const [ee] = await productTexts(and(eq(product.visibility, 4), eq(productText.storeCode, 'ee')));
    await testApp.app.db.update(product).set({ status: 2 }).where(eq(product.id, ee!.id));
    try {
      expect(await services().resolveUrl(`/${ee!.urlKey}`)).toBeNull();
    } finally {
      await testApp.app.db.update(product).set({ status: 1 }).where(eq(product.id, ee!.id));
    }
  });
});

describe(`sitemap on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists home, CMS pages, categories, running campaigns and listed products in every store view', async () => {
    const entries = await services().sitemap();
    const paths = (code: 'ee' | 'fi') => entries.map((e) => e.alternates[code]);
    expect(entries[0]!.alternates).toEqual({ ee: '/', fi: '/', en: '/', ru: '/' });
    expect(paths('ee')).toContain('/about-us');
    expect(paths('fi')).toContain('/kampaania/talven-hyvinvointi');
    expect(paths('fi')).not.toContain('/kampaania/allergiakausi');
    const [listed] = await testApp.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(product)
      .where(and(eq(product.status, 1), sql`${product.visibility} in (2, 3, 4)`));
    const productEntries = entries.filter((e) => e.alternates.ee?.startsWith('/p/'));
    expect(productEntries).toHaveLength(listed!.n);
    expect(productEntries[0]!.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const category = entries.find((e) => e.alternates.ee?.startsWith('/c/'))!;
    expect(Object.keys(category.alternates).sort()).toEqual(['ee', 'en', 'fi', 'ru']);
  });
});
