// @postgres: search and filter SQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { groupTokenSecret, issueGroupToken } from '../pricing/index.ts';

const testApp = useTestApp();

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe(`catalogue listing on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists a category with its subcategories, facets with labels and the four price buckets', async () => {
    const [category] = await testApp.app.db
      .select({ id: schema.category.id })
      .from(schema.category)
      .where(eq(schema.category.key, 'medicines'));
    const response = await post('/api/catalog/search/product', {
      storeCode: 'ee',
      filters: { categoryIds: [category!.id] },
      aggregations: ['Brand', 'MethodOfMedicine', 'Atc', 'ProductTypeFilter', 'Tag'],
      size: 10,
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.total).toBeGreaterThan(40);
    expect(result.items).toHaveLength(10);
    expect(result.perPage).toBe(10);
    expect(result.start).toBe(0);
    const names = result.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(result.aggregations).sort()).toEqual([
      'Atc',
      'Brand',
      'MethodOfMedicine',
      'ProductTypeFilter',
      'Tag',
      'price',
    ]);
    expect(result.aggregations.price.buckets.map((b: { key: string }) => b.key)).toEqual([
      '0-50',
      '50-100',
      '100-150',
      '150+',
    ]);
    expect(result.aggregations.price.buckets[0].label).toBe('< €50');
    const priceTotal = result.aggregations.price.buckets.reduce(
      (sum: number, b: { doc_count: number }) => sum + b.doc_count,
      0,
    );
    expect(priceTotal).toBe(result.total);
    expect(
      result.attributeMetadata.find((a: { attribute_code: string }) => a.attribute_code === 'Brand')
        .frontend_label,
    ).toBe('Kaubamärk');
  });

  it('narrows by an attribute value and by price, and sorts by price', async () => {
    const response = await post('/api/catalog/search/product', {
      storeCode: 'fi',
      filters: { attributes: { Brand: ['vitanord'] }, price: { from: 5, to: 10 } },
      sort: 'price:asc',
      size: 100,
    });
    const { result } = response.json();
    expect(result.total).toBeGreaterThan(0);
    const prices = result.items.map((item: { final_price_incl_tax: number }) => item.final_price_incl_tax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of result.items) {
      expect(item.attributes.Brand).toBe('vitanord');
      expect(item.final_price_incl_tax).toBeGreaterThanOrEqual(5);
      expect(item.final_price_incl_tax).toBeLessThan(10);
    }
  });

  it('keeps configurable children (visibility 1) out of lists', async () => {
    const { result } = (
      await post('/api/catalog/search/product', {
        storeCode: 'en',
        size: 4000,
        includeFields: ['sku', 'visibility'],
      })
    ).json();
    expect(result.items.some((item: { visibility: number }) => item.visibility === 1)).toBe(false);
    expect(result.items.some((item: { sku: string }) => item.sku === 'COMP-STOCK-S')).toBe(false);
  });

  it.each([
    [{ size: 4001 }, 'size'],
    [{ size: -1 }, 'size'],
    [{ from: -5 }, 'from'],
    [{ sort: 'sku:asc' }, 'sort'],
    [{ storeCode: 'de' }, 'storeCode'],
    [{ term: 'x'.repeat(201) }, 'term'],
    [{ filters: { attributes: { Colour: ['red'] } } }, 'filters.attributes.Colour'],
    [{ filters: { price: { from: 'cheap' } } }, 'filters.price.from'],
    [{ filters: { categoryIds: ['1 or 1=1'] } }, 'filters.categoryIds.0'],
    [{ unknown: true }, 'unknown'],
  ])('answers %j with a 400 naming %s', async (body, field) => {
    const response = await post('/api/catalog/search/product', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers an unknown entity type with a 400 naming it', async () => {
    const response = await post('/api/catalog/search/orders', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('entityType');
  });
});

describe(`product by key on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('loads a simple product with store prices and stock', async () => {
    const ee = (await get('/api/product/IBU-400-20?storeCode=ee')).json().result;
    const fi = (await get('/api/product/IBU-400-20?storeCode=fi')).json().result;
    expect(ee.name).toBe('Ibuprofeen 400 mg tabletid N20');
    expect(ee.tax_rate).toBe(9);
    expect(fi.tax_rate).toBe(13.5);
    expect(fi.price).toBeCloseTo(ee.price, 2);
    expect(ee.stock).toMatchObject({ is_in_stock: true, stock_status: 'ok' });
  });

  it('answers a configurable child with its parent, dropping out-of-stock variants', async () => {
    const result = (await get('/api/product/COMP-STOCK-S?storeCode=en')).json().result;
    expect(result.sku).toBe('COMP-STOCK');
    expect(result.requested_sku).toBe('COMP-STOCK-S');
    const children = result.configurable_children.map((child: { sku: string }) => child.sku);
    expect(children).toEqual(expect.arrayContaining(['COMP-STOCK-S', 'COMP-STOCK-M', 'COMP-STOCK-L']));
    expect(children).not.toContain('COMP-STOCK-XL');
    const sizes = result.configurable_options[0].values.map((v: { value_data: string }) => v.value_data);
    expect(sizes).toHaveLength(3);
    expect(result.errors).toEqual({});
  });

  it('prices a grouped product as the sum of its associated products and a bundle by its default links', async () => {
    const kit = (await get('/api/product/DIAB-BUNDLE?storeCode=ee')).json().result;
    const meter = (await get('/api/product/GLUCO-METER?storeCode=ee')).json().result;
    const strips = (await get('/api/product/STRIPS-50?storeCode=ee')).json().result;
    const lancets = (await get('/api/product/LANCETS-100?storeCode=ee')).json().result;
    expect(kit.final_price_incl_tax).toBeCloseTo(
      meter.final_price_incl_tax + 2 * strips.final_price_incl_tax + lancets.final_price_incl_tax,
      2,
    );
    const grouped = (await get('/api/product/FIRSTAID-KIT?storeCode=ee')).json().result;
    expect(grouped.product_links).toHaveLength(6);
    expect(grouped.final_price_incl_tax).toBeGreaterThan(15);
  });

  it('answers a disabled product with an empty result naming the status, and an unknown key as not found', async () => {
    await testApp.app.db
      .update(schema.product)
      .set({ status: 2 })
      .where(eq(schema.product.sku, 'NAPR-250-10'));
    const disabled = await get('/api/product/NAPR-250-10');
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().result).toBe('Product query returned empty result (status: 2)');
    const unknown = await get('/api/product/NO-SUCH-SKU');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/product/IBU-400-20?key=colour')).statusCode).toBe(400);
    expect((await get('/api/product/abc?key=id')).statusCode).toBe(400);
  });
});

describe(`customer-group prices on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('shows a group its single-unit tier price only with a group token we issued', async () => {
    const db = testApp.app.db;
    const [ibuprofen] = await db.select().from(schema.product).where(eq(schema.product.sku, 'IBU-400-10'));
    await db
      .insert(schema.productTierPrice)
      .values({ productId: ibuprofen!.id, customerGroupId: 2, qty: 1, priceCents: 100 });
    const groupToken = issueGroupToken(await groupTokenSecret(db), 2);
    const priceFor = async (claim: object) => {
      const body = {
        storeCode: 'ee',
        filters: { skus: ['IBU-400-10'] },
        includeFields: ['final_price_incl_tax'],
        ...claim,
      };
      return (await post('/api/catalog/search/product', body)).json().result.items[0].final_price_incl_tax;
    };
    const guest = await priceFor({});
    expect(guest).toBeGreaterThan(1);
    expect(await priceFor({ groupId: 2, groupToken })).toBe(1);
    expect(await priceFor({ groupId: 2, groupToken: 'forged' })).toBe(guest);
    expect(await priceFor({ groupId: 3, groupToken })).toBe(guest);
    const product = (await get(`/api/product/IBU-400-10?groupId=2&groupToken=${groupToken}`)).json().result;
    expect(product.final_price_incl_tax).toBe(1);
    const mapped = (await post('/api/url/map', { url: '/p/IBU-400-10/x', groupId: 2, groupToken })).json()
      .result;
    expect(mapped._source.final_price_incl_tax).toBe(1);
  });
});

describe(`other entity types on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists categories by position, rejects ids below the root and names cms pages per store', async () => {
    const categories = (
      await post('/api/catalog/search/category', { storeCode: 'fi', filters: { level: 2 } })
    ).json().result;
    expect(categories.items.length).toBeGreaterThanOrEqual(7);
    const positions = categories.items.map((c: { position: number }) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const root = await post('/api/catalog/search/category', { filters: { ids: [1] } });
    expect(root.statusCode).toBe(404);
    expect(root.json().result).toBe('Category query returned empty result (id: 1)');
    const page = (
      await post('/api/catalog/search/cms_page', { storeCode: 'ru', filters: { identifier: ['faq'] } })
    ).json().result;
    expect(page.items[0].title).toMatch(/[А-Яа-я]/);
    const missing = await post('/api/catalog/search/cms_block', { filters: { identifier: ['nope'] } });
    expect(missing.statusCode).toBe(404);
  });

  it("answers a CMS block in the store's language, and in English where the store has none", async () => {
    const block = (storeCode: string) =>
      post('/api/catalog/search/cms_block', {
        storeCode,
        filters: { identifier: ['footer-regulator'] },
      }).then((response) => response.json().result.items[0] as { title: string; content: string });
    const [ru, en] = await Promise.all([block('ru'), block('en')]);
    expect(ru.title).toMatch(/[А-Яа-я]/);
    expect(en.title).toBe('Supervisory authority');
    const db = testApp.app.db;
    const [row] = await db
      .select({ id: schema.cmsBlock.id })
      .from(schema.cmsBlock)
      .where(eq(schema.cmsBlock.identifier, 'footer-regulator'));
    const id = row!.id;
    const ruText = and(eq(schema.cmsBlockText.blockId, id), eq(schema.cmsBlockText.storeCode, 'ru'));
    const [kept] = await db.select().from(schema.cmsBlockText).where(ruText);
    await db.delete(schema.cmsBlockText).where(ruText);
    try {
      expect(await block('ru')).toEqual(en);
    } finally {
      await db.insert(schema.cmsBlockText).values(kept!);
    }
  });

  it('lists tax rules with their country rates and attributes with labels', async () => {
    const rules = (await post('/api/catalog/search/taxrule', {})).json().result.items;
    const medicine = rules.find((rule: { code: string }) => rule.code === 'vat-medicine');
    expect(
      medicine.rates
        .map((r: { tax_country_id: string; rate: number }) => `${r.tax_country_id}:${r.rate}`)
        .sort(),
    ).toEqual(['EE:9', 'FI:13.5']);
    const attributes = (
      await post('/api/catalog/search/attribute', {
        storeCode: 'en',
        filters: { attribute_code: ['StorageRequirement'] },
      })
    ).json().result.items;
    expect(attributes[0].options.map((o: { value: string }) => o.value).sort()).toEqual(['HKYLM', 'KUIVAS']);
  });
});
