// @postgres: the search's ILIKE escapes and the sale change's listing and search rebuild in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, schema } from '@apteek/db';
import type { StaffProduct, StaffProductPage } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';

const { customerGroup, product, productText, productTierPrice, staffAuditLog } = schema;

const testApp = useTestApp();
const call = apiCall(testApp);
let manager = '';

const SKU = 'IBU-400-20';

const search = async (query: string, cookie = manager) => {
  const answer = await call('GET', `/api/staff/catalogue/products?${query}`, undefined, { cookie });
  return { ...answer, page: answer.body.result as StaffProductPage };
};
const detail = async (sku: string, cookie = manager) => {
  const answer = await call('GET', `/api/staff/catalogue/products/${encodeURIComponent(sku)}`, undefined, {
    cookie,
  });
  return { ...answer, product: answer.body.result as StaffProduct };
};
const setSale = (sku: string, body: unknown, cookie = manager) =>
  call('POST', `/api/staff/catalogue/products/${encodeURIComponent(sku)}/sale`, body, {
    cookie,
    'content-type': 'application/json',
  });

/** The SKUs the storefront's search finds for a term. */
const searchSkus = async (term: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/catalog/search/product',
    payload: { storeCode: 'ee', term, size: 50, includeFields: ['sku'] },
  });
  return response.json<{ result: { items: { sku: string }[] } }>().result.items.map((item) => item.sku);
};

/** Whether a precomputed category listing (a category page without filters) holds the product. */
const inCategoryListings = async (sku: string) => {
  const [row] = await queryRows<{ listed: boolean }>(
    testApp.app.db,
    sql`select exists (select 1 from category_listing c join product p on p.id = any(c.product_ids)
        where p.sku = ${sku}) as listed`,
  );
  return row!.listed;
};

const inSitemap = async (sku: string) =>
  (await testApp.app.storefront.sitemap()).some((entry) => entry.alternates.ee?.startsWith(`/p/${sku}/`));

beforeAll(async () => {
  manager = await staffSessionCookie(testApp.app, 'catalogueManager');
});

describe("the staff catalogue's products", () => {
  it('are found by SKU or by a name in any language, a page at a time, and answered no-store', async () => {
    const bySku = await search(`q=${SKU.toLowerCase()}`);
    expect(bySku.status).toBe(200);
    expect(bySku.headers['cache-control']).toBe('no-store');
    expect(bySku.page.items[0]).toMatchObject({ sku: SKU, onSale: true });

    const [finnish] = await testApp.app.db
      .select({ name: productText.name })
      .from(productText)
      .innerJoin(product, eq(product.id, productText.productId))
      .where(and(eq(product.sku, SKU), eq(productText.storeCode, 'fi')));
    const russian = await testApp.app.db
      .select({ name: productText.name })
      .from(productText)
      .innerJoin(product, eq(product.id, productText.productId))
      .where(and(eq(product.sku, SKU), eq(productText.storeCode, 'ru')));
    for (const name of [finnish!.name, russian[0]!.name]) {
      const byName = await search(`q=${encodeURIComponent(name.toUpperCase())}`);
      expect(byName.page.items.map((item) => item.sku)).toContain(SKU);
    }

    const first = await search('q=');
    const second = await search('q=&page=2');
    expect(first.page.items).toHaveLength(20);
    expect(second.page.total).toBe(first.page.total);
    expect(first.page.total).toBeGreaterThan(40);
    const firstSkus = new Set(first.page.items.map((item) => item.sku));
    expect(second.page.items.some((item) => firstSkus.has(item.sku))).toBe(false);
    const beyond = await search('q=&page=9999');
    expect(beyond.page).toMatchObject({ items: [], total: first.page.total });

    // A term's own wildcards are taken as they are.
    expect((await search('q=%25%25%25')).page.total).toBe(0);
  });

  it("shows one product's texts in four languages, its type, medicine facts, stock and prices", async () => {
    const [row] = await testApp.app.db.select().from(product).where(eq(product.sku, SKU));
    const [group] = await testApp.app.db.select().from(customerGroup).where(eq(customerGroup.id, 2));
    await testApp.app.db
      .insert(productTierPrice)
      .values({ productId: row!.id, customerGroupId: 2, qty: 5, priceCents: 321 })
      .onConflictDoNothing();
    await testApp.app.db
      .update(product)
      .set({ specialPriceCents: 299, specialFromDate: '2026-01-01', specialToDate: '2026-12-31' })
      .where(eq(product.id, row!.id));

    const { status, product: shown, headers } = await detail(SKU);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(shown).toMatchObject({
      sku: SKU,
      typeId: row!.typeId,
      typeCode: row!.typeCode,
      isControlled: row!.isControlled,
      onSale: true,
      visibility: row!.visibility,
    });
    expect(shown.vatClass).toMatch(/\w/);
    expect(shown.texts.map((text) => text.storeCode)).toEqual(['ee', 'fi', 'en', 'ru']);
    for (const text of shown.texts) expect(text.urlKey).not.toBe('');
    expect(shown.stock).toMatchObject({ isInStock: true });
    expect(shown.prices.special).toEqual({ priceCents: 299, from: '2026-01-01', to: '2026-12-31' });
    expect(shown.prices.groups).toContainEqual({ group: group!.code, qty: 5, priceCents: 321 });

    expect((await detail('NO-SUCH-SKU')).status).toBe(404);
  });

  it('takes a product off sale with a reason: it leaves search, listings and the sitemap, its page is gone and the cart refuses it', async () => {
    const cartId = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 1 } });
    expect(added.status).toBe(200);
    expect(await searchSkus(SKU)).toContain(SKU);
    expect(await inCategoryListings(SKU)).toBe(true);
    expect(await inSitemap(SKU)).toBe(true);
    expect(await testApp.app.storefront.productPage('ee', SKU)).not.toBeNull();

    const off = await setSale(SKU, {
      onSale: false,
      reason: 'Recall 2026/14 by the State Agency of Medicines',
    });
    expect(off.status).toBe(200);
    expect(off.headers['cache-control']).toBe('no-store');
    expect(off.body.result).toMatchObject({
      onSale: false,
      saleChanges: [
        { onSale: false, reason: 'Recall 2026/14 by the State Agency of Medicines', staffName: 'Test Staff' },
      ],
    });

    // At once, on the same paths a feed's disabled product takes.
    expect(await searchSkus(SKU)).not.toContain(SKU);
    expect(await inCategoryListings(SKU)).toBe(false);
    expect(await inSitemap(SKU)).toBe(false);
    expect(await testApp.app.storefront.productPage('ee', SKU)).toBeNull();
    const answer = await testApp.app.inject({ url: `/api/product/${SKU}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().result).toBe('Product query returned empty result (status: 2)');
    const newCart = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    expect(
      (await call('POST', `/api/cart/update?cartId=${newCart}`, { cartItem: { sku: SKU, qty: 1 } })).status,
    ).toBe(400);
    // The line already in a cart stays, and cannot be raised.
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(JSON.stringify(pulled.body)).toContain(SKU);
    expect(
      (await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 2 } })).status,
    ).toBe(400);

    const audited = await testApp.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `product:${SKU}`));
    expect(audited).toMatchObject([
      {
        action: 'product_sale_changed',
        details: { onSale: false, reason: 'Recall 2026/14 by the State Agency of Medicines' },
      },
    ]);

    // Asked again, nothing changes and nothing more is audited.
    expect((await setSale(SKU, { onSale: false, reason: 'Again' })).status).toBe(200);
    expect(
      await testApp.app.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.target, `product:${SKU}`)),
    ).toHaveLength(1);

    const on = await setSale(SKU, { onSale: true, reason: 'Recall lifted' });
    expect(on.body.result).toMatchObject({
      onSale: true,
      saleChanges: [{ onSale: true }, { onSale: false }],
    });
    expect(await searchSkus(SKU)).toContain(SKU);
    expect(await inCategoryListings(SKU)).toBe(true);
    expect(await inSitemap(SKU)).toBe(true);
    expect(await testApp.app.storefront.productPage('ee', SKU)).not.toBeNull();
  });

  it('answers bad input with the field it names, an unknown product with 404', async () => {
    const cases: [string, string][] = [
      [await setSale(SKU, { onSale: false }).then((a) => JSON.stringify(a.body)), 'reason'],
      [await setSale(SKU, { onSale: false, reason: '   ' }).then((a) => JSON.stringify(a.body)), 'reason'],
      [await setSale(SKU, { onSale: 'no', reason: 'x' }).then((a) => JSON.stringify(a.body)), 'onSale'],
      [
        await setSale(SKU, { onSale: true, reason: 'x', extra: 1 }).then((a) => JSON.stringify(a.body)),
        'extra',
      ],
      [
        await setSale(SKU, { onSale: true, reason: 'x'.repeat(501) }).then((a) => JSON.stringify(a.body)),
        'reason',
      ],
      [await search('page=0').then((a) => JSON.stringify(a.body)), 'page'],
      [await search('page=abc').then((a) => JSON.stringify(a.body)), 'page'],
      [await search(`q=${'x'.repeat(101)}`).then((a) => JSON.stringify(a.body)), 'q'],
    ];
    for (const [body, field] of cases) {
      expect(body).toContain('"code":400');
      expect(body).toContain(`"field":"${field}"`);
    }
    expect((await setSale('NO-SUCH-SKU', { onSale: false, reason: 'x' })).status).toBe(404);
    const [row] = await testApp.app.db.select().from(product).where(eq(product.sku, SKU));
    expect(row!.status).toBe(1);
  });

  it('is refused to guests (401) and to a pharmacist or warehouse worker (403); an administrator may', async () => {
    expect((await search('q=', '')).status).toBe(401);
    expect((await detail(SKU, '')).status).toBe(401);
    expect((await setSale(SKU, { onSale: false, reason: 'x' }, '')).status).toBe(401);
    for (const role of ['pharmacist', 'warehouse'] as const) {
      const cookie = await staffSessionCookie(testApp.app, role);
      expect((await search('q=', cookie)).status).toBe(403);
      expect((await detail(SKU, cookie)).status).toBe(403);
      expect((await setSale(SKU, { onSale: false, reason: 'x' }, cookie)).status).toBe(403);
    }
    const admin = await staffSessionCookie(testApp.app, 'admin');
    expect((await detail(SKU, admin)).status).toBe(200);
    const [row] = await testApp.app.db.select().from(product).where(eq(product.sku, SKU));
    expect(row!.status).toBe(1);
  });
});
