import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

const map = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/url/map', payload });

describe(`URL map on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('maps a product path of any store view to the product in that language', async () => {
    const ee = (await map({ url: '/p/IBU-400-20/ibuprofeen-400-mg-tabletid-n20' })).json().result;
    expect(ee._type).toBe('product');
    expect(ee._source.name).toBe('Ibuprofeen 400 mg tabletid N20');
    const fi = (await map({ url: '/fi/p/IBU-400-20/whatever?x=1' })).json().result;
    expect(fi._source.name).toMatch(/^Ibuprofeeni/);
  });

  it('maps a configurable child path to the parent with the child requested', async () => {
    const { result } = (await map({ url: '/en/p/COMP-STOCK/compression-stockings/COMP-STOCK-M' })).json();
    expect(result._source.sku).toBe('COMP-STOCK');
    expect(result._source.requested_sku).toBe('COMP-STOCK-M');
  });

  it('maps url paths of products, categories, CMS pages and campaigns from the URL map', async () => {
    const product = (await map({ url: '/ibuprofeen-400-mg-tabletid-n20', includeFields: ['sku'] })).json()
      .result;
    expect(product).toEqual({ _type: 'product', _source: { sku: 'IBU-400-20' } });
    const category = (await map({ url: '/en/medicines/pain-and-fever' })).json().result;
    expect(category._type).toBe('category');
    expect(category._source.url_path).toBe('medicines/pain-and-fever');
    const page = (await map({ url: '/ru/about-us' })).json().result;
    expect(page._type).toBe('cms_page');
    expect(page._source.identifier).toBe('about-us');
    const viaRoute = (await map({ url: '/i/faq' })).json().result;
    expect(viaRoute._source.identifier).toBe('faq');
    const byGet = await testApp.app.inject({
      method: 'GET',
      url: '/api/url?url=%2Fc%2Fpain-relievers&storeCode=en',
    });
    expect(byGet.json().result._type).toBe('category');
  });

  it("maps a category route with another store's slug to that category in the asked store", async () => {
    const answer = await map({ url: '/fi/c/ravimid' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result._type).toBe('category');
    expect(answer.json().result._source.url_key).toBe('laakkeet');
    const unknown = await map({ url: '/fi/c/no-such-category' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers unknown paths with a 404 and bad input with a 400 naming the field', async () => {
    const unknown = await map({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result).toBe('No mapping found for /no/such/page');
    const missing = await map({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('url');
    const wrongStore = await map({ url: '/x', storeCode: 'se' });
    expect(wrongStore.json().errors[0].field).toBe('storeCode');
  });
});
