import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import type { MenuCategory } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { layoutServices } from './layout.ts';

const testApp = useTestApp();

const flatten = (menu: MenuCategory[]): MenuCategory[] =>
  menu.flatMap((node) => [node, ...flatten(node.children)]);

describe(`header menu on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists the store root children in position order with store-language names and slugs', async () => {
    const { db } = testApp.app;
    const { category, categoryText } = schema;
    const expected = await db
      .select({ id: category.id, name: categoryText.name })
      .from(category)
      .innerJoin(
        categoryText,
        and(eq(categoryText.categoryId, category.id), eq(categoryText.storeCode, 'ee')),
      )
      .where(eq(category.parentId, 2))
      .orderBy(asc(category.position), asc(category.id));
    const { menu } = await testApp.app.storefront.layout('ee');
    expect(menu.map(({ id, name }) => ({ id, name }))).toEqual(expected);
    expect(menu.length).toBeGreaterThan(3);
    expect(menu.every((node) => /^\/c\/[a-z0-9-]+$/.test(node.urlPath))).toBe(true);
    expect(menu.some((node) => node.children.length > 0)).toBe(true);
  });

  it('names the same tree in Finnish with Finnish slugs in the fi store', async () => {
    const [ee, fi] = await Promise.all([
      testApp.app.storefront.layout('ee'),
      testApp.app.storefront.layout('fi'),
    ]);
    const [eeAll, fiAll] = [flatten(ee.menu), flatten(fi.menu)];
    expect(fiAll.map((node) => node.id)).toEqual(eeAll.map((node) => node.id));
    const vitamins = fiAll.find((node) => node.urlPath === '/c/vitamiinit');
    expect(vitamins?.name).toBe('Vitamiinit');
    expect(eeAll.find((node) => node.id === vitamins?.id)?.urlPath).toBe('/c/vitamiinid');
  });

  it('keeps siblings in position order', async () => {
    const { db } = testApp.app;
    const { category } = schema;
    const { menu } = await testApp.app.storefront.layout('en');
    const parent = menu.find((node) => node.children.length >= 2)!;
    const [first, second] = parent.children;
    await db.update(category).set({ position: 1000 }).where(eq(category.id, first!.id));
    const { menu: reordered } = await testApp.app.storefront.layout('en');
    const children = reordered.find((node) => node.id === parent.id)!.children;
    expect(children[0]!.id).toBe(second!.id);
    expect(children.at(-1)!.id).toBe(first!.id);
  });

  it('leaves out inactive categories and everything below them', async () => {
    const { db } = testApp.app;
    const { category } = schema;
    const { menu } = await testApp.app.storefront.layout('ee');
    const branch = menu.find((node) => node.children.length > 0)!;
    const hidden = flatten([branch]).map((node) => node.id);
    await db.update(category).set({ isActive: false }).where(eq(category.id, branch.id));
    const after = flatten((await testApp.app.storefront.layout('ee')).menu).map((node) => node.id);
    expect(after.length).toBeGreaterThan(0);
    for (const id of hidden) expect(after).not.toContain(id);
  });

  it('hands the browser the minicart count mode: by quantity unless configured by lines', async () => {
    const { app } = testApp;
    expect((await app.storefront.layout('ee')).config).toEqual({
      cartCountBy: 'quantity',
      analyticsTagId: null,
      sendQueuedOrdersAutomatically: true,
    });
    const byLines = layoutServices({ catalog: app.catalog, log: app.log }, { cartCountBy: 'lines' });
    expect((await byLines.layout('fi')).config).toEqual({ cartCountBy: 'lines' });
  });

  it("gives the menu its banners in the store's language, and drops one whose category is switched off", async () => {
    const { app } = testApp;
    const fresh = () => layoutServices({ catalog: app.catalog, log: app.log });
    const [ee, ru] = await Promise.all([fresh().layout('ee'), fresh().layout('ru')]);
    expect(ee.menuBanners.map(({ title, cta }) => ({ title, cta }))).toEqual([
      { title: 'Vitamiinid ja toidulisandid', cta: 'Vaata kõiki' },
    ]);
    expect(ee.menuBanners[0]!.path).toBe('/c/vitamiinid-ja-toidulisandid');
    expect(ru.menuBanners[0]).toMatchObject({ title: 'Витамины и добавки', path: '/c/vitaminy-i-dobavki' });
    const { category } = schema;
    await app.db.update(category).set({ isActive: false }).where(eq(category.key, 'vitamins-supplements'));
    try {
      expect((await fresh().layout('ee')).menuBanners).toEqual([]);
    } finally {
      await app.db.update(category).set({ isActive: true }).where(eq(category.key, 'vitamins-supplements'));
    }
  });
});
