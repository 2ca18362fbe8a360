import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import type { ProductPageData, ProductTypePart, StorefrontServices } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();
let services: StorefrontServices;

beforeAll(async () => {
  services = testApp.app.storefront;
});

async function page(sku: string, storeCode: 'ee' | 'fi' | 'en' = 'ee', childSku?: string) {
  const found = await services.productPage(storeCode, sku, childSku);
  expect(found, sku).not.toBeNull();
  return found as ProductPageData;
}

function part<Kind extends ProductTypePart['kind']>(data: ProductPageData, kind: Kind) {
  expect(data.type.kind).toBe(kind);
  return data.type as Extract<ProductTypePart, { kind: Kind }>;
}

describe(`product page on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('shows a simple OTC medicine with its special price, medicine information and custom options', async () => {
    const data = await page('PARA-500-20');
    expect(data).toMatchObject({ typeId: 'simple', typeCode: 200, isPrescriptionOnly: false });
    expect(data.price.special).toBe(data.price.final);
    expect(data.price.final).toBeLessThan(data.price.regular);
    expect(data.price.discountPercent).toBeGreaterThan(0);
    expect(data.price.taxRate).toBe(9);
    expect(data.medicine?.atc?.code).toMatch(/^N02BE/);
    expect(data.medicine?.substances.length).toBeGreaterThan(0);
    expect(data.medicine?.methodOfUse).toBeTruthy();
    expect(data.medicine?.leafletUrl).toBe('/media/leaflets/para-500.pdf');
    const leaflet = await testApp.app.inject({ url: data.medicine!.leafletUrl! });
    expect(leaflet.statusCode).toBe(200);
    expect(leaflet.headers['content-type']).toBe('application/pdf');
    expect(leaflet.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(data.customOptions.map((option) => option.optionId)).toEqual([10000, 10001]);
    expect(data.media[0]?.imageUrl).toMatch(/^\/api\/catalog\/product\/[^/]+\/image\?size=600x744$/);
    expect(data.media[0]?.thumbnailUrl).toMatch(/size=150x150$/);
    expect(data.brand).toBeTruthy();
  });

  it('gives the path in every store view and breadcrumbs and related products in the store language', async () => {
    const [ee, fi] = [await page('PARA-500-20'), await page('PARA-500-20', 'fi')];
    expect(ee.paths.ee).toBe(`/p/PARA-500-20/${ee.slug}`);
    expect(ee.paths.fi).toBe(`/p/PARA-500-20/${fi.slug}`);
    expect(ee.slug).not.toBe(fi.slug);
    expect(ee.breadcrumbs.length).toBeGreaterThan(0);
    expect(ee.breadcrumbs[0]!.path).toMatch(/^\/c\//);
    expect(ee.breadcrumbs[0]!.name).not.toBe(fi.breadcrumbs[0]!.name);
    expect(ee.related.length).toBeGreaterThan(0);
    expect(ee.related.every((card) => card.sku !== 'PARA-500-20')).toBe(true);
  });

  it('prices the Finnish store with Finnish VAT', async () => {
    const [ee, fi] = [await page('PARA-500-20'), await page('PARA-500-20', 'fi')];
    expect(fi.price.taxRate).toBe(13.5);
    expect(fi.price.regular).toBeGreaterThan(ee.price.regular);
  });

  it('marks a prescription medicine and its cold storage', async () => {
    const data = await page('INSG-PEN');
    expect(data).toMatchObject({ typeCode: 300, isPrescriptionOnly: true });
    expect(data.storage?.isCold).toBe(true);
    expect(data.medicine?.atc?.code).toMatch(/^A10/);
  });

  it('lists every enabled child of a configurable product and opens with the cheapest available one', async () => {
    const data = await page('COMP-STOCK');
    const configurable = part(data, 'configurable');
    expect(configurable.variants.map((variant) => variant.sku)).toEqual([
      'COMP-STOCK-S',
      'COMP-STOCK-M',
      'COMP-STOCK-L',
      'COMP-STOCK-XL',
    ]);
    expect(configurable.axes).toHaveLength(1);
    expect(configurable.axes[0]!.values.map((value) => value.id)).toEqual(['S', 'M', 'L', 'XL']);
    expect(configurable.variants.find((v) => v.sku === 'COMP-STOCK-XL')?.stock.isInStock).toBe(false);
    expect(configurable.selectedSku).toBe('COMP-STOCK-S');
    expect(configurable.variantsError).toBeNull();
    expect(configurable.variants[1]!.paths.ee).toBe(`/p/COMP-STOCK/${data.slug}/COMP-STOCK-M`);
    expect(data.paths.ee).toBe(`/p/COMP-STOCK/${data.slug}`);
  });

  it('selects the child a URL names and warns about an out-of-stock one', async () => {
    const chosen = part(await page('COMP-STOCK', 'ee', 'COMP-STOCK-L'), 'configurable');
    expect(chosen).toMatchObject({ selectedSku: 'COMP-STOCK-L', requestedVariantWarning: null });
    const soldOut = part(await page('COMP-STOCK', 'ee', 'COMP-STOCK-XL'), 'configurable');
    expect(soldOut.selectedSku).toBe('COMP-STOCK-S');
    expect(soldOut.requestedVariantWarning).toBe('Selected variant is out of stock');
  });

  it('loads the parent for a configurable child SKU so the route can answer 301', async () => {
    const data = await page('COMP-STOCK-M');
    expect(data.sku).toBe('COMP-STOCK');
    expect(data.requestedChildSku).toBe('COMP-STOCK-M');
    expect(data.paths.ee).toBe(`/p/COMP-STOCK/${data.slug}/COMP-STOCK-M`);
    expect(part(data, 'configurable').selectedSku).toBe('COMP-STOCK-M');
  });

  it('shows the associated products of a grouped product with their quantities and the summed price', async () => {
    const data = await page('FIRSTAID-KIT');
    const grouped = part(data, 'grouped');
    expect(grouped.items.map((item) => [item.sku, item.qty])).toContainEqual(['PLAST-20', 2]);
    expect(grouped.items.every((item) => item.urlPath?.startsWith(`/p/${item.sku}/`))).toBe(true);
    for (const { thumbnailUrl } of grouped.items) expect(thumbnailUrl).toMatch(/size=150x150$/);
    const sum = grouped.items.reduce((total, item) => total + item.price.final, 0);
    expect(data.price.final).toBe(sum);
  });

  it('shows the bundle options and prices the default links times their quantity', async () => {
    const data = await page('DIAB-BUNDLE');
    const bundle = part(data, 'bundle');
    expect(bundle.options.map((option) => option.type)).toEqual(['select', 'radio', 'checkbox']);
    const strips = bundle.options[1]!.links[0]!;
    expect(strips).toMatchObject({ sku: 'STRIPS-50', qty: 2, isDefault: true });
    const defaults = bundle.options.flatMap((option) => option.links.filter((link) => link.isDefault));
    expect(data.price.final).toBe(defaults.reduce((sum, link) => sum + link.price.final * link.qty, 0));
  });

  it('shows virtual and downloadable products, the latter with their files', async () => {
    expect((await page('CONSULT-30')).type).toEqual({ kind: 'virtual' });
    const files = part(await page('GUIDE-ALLERGY', 'en'), 'downloadable').files;
    expect(files.length).toBeGreaterThan(0);
  });

  it('finds nothing for an unknown SKU or a disabled product', async () => {
    expect(await services.productPage('ee', 'NO-SUCH-SKU')).toBeNull();
    const { db } = testApp.app;
    await db.update(schema.product).set({ status: 2 }).where(eq(schema.product.sku, 'PARA-500-10'));
    expect(await services.productPage('ee', 'PARA-500-10')).toBeNull();
  });

  it('applies fixed and percent custom option prices in cents', async () => {
    const { db } = testApp.app;
    const [product] = await db
      .select({ id: schema.product.id })
      .from(schema.product)
      .where(eq(schema.product.sku, 'PARA-500-20'));
    const values = await db
      .select()
      .from(schema.customOptionValue)
      .where(eq(schema.customOptionValue.productId, product!.id));
    await db
      .update(schema.customOptionValue)
      .set({ price: '1.5', priceType: 'fixed' })
      .where(eq(schema.customOptionValue.id, values[0]!.id));
    const option = (await page('PARA-500-20')).customOptions.flatMap((o) => o.values);
    expect(option.find((value) => value.optionTypeId === values[0]!.id)).toMatchObject({
      price: 150,
      priceType: 'fixed',
    });
  });

  it("shows the product pages' banners in the store's language, with the pharmacy's hours and their pages' paths", async () => {
    const [ee, fi] = await Promise.all([page('PARA-500-20'), page('PARA-500-20', 'fi')]);
    expect(ee.banners.map((banner) => banner.title)).toEqual(['Küsi proviisorilt', 'Külmaahel ukseni']);
    expect(fi.banners.map((banner) => banner.cta)).toEqual(['Asiakaspalvelu', 'Lue lisää']);
    expect(ee.banners[0]!.subtitle).not.toContain('{{');
    expect(ee.banners[0]!.subtitle).toMatch(/^Tasuta nõustamine vestlusaknas \S/);
    expect(ee.banners.map((banner) => banner.path)).toEqual(['/customer-service', '/medicine-logistics']);
  });
});
