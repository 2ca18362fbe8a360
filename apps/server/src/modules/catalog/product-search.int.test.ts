// @postgres: full-text and trigram search.
import { describe, expect, it } from 'vitest';
import { STORE_CODES, type StoreCode } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

const IBUPROFEN = ['IBU-400-10', 'IBU-400-20', 'IBU-400-30', 'IBU-200-20', 'IBU-SUSP-100'];
const PARACETAMOL = ['PARA-500-10', 'PARA-500-20', 'PARA-500-30', 'PARA-SUSP-100'];

async function search(body: object) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/catalog/search/product',
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

async function skusFor(term: string, storeCode: StoreCode, size = 20): Promise<string[]> {
  const { status, body } = await search({ storeCode, term, size, includeFields: ['sku'] });
  expect(status).toBe(200);
  return body.result.items.map((item: { sku: string }) => item.sku);
}

describe(`product search quality on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it.each([
    ['ibuprofeen', ['ee', 'en', 'ru', 'fi']],
    ['ibuprofen', ['ee', 'en', 'ru', 'fi']],
    ['ibuprofeeni', ['fi', 'ee']],
    ['ибупрофен', ['ru', 'ee']],
    ['ibuprfen', ['ee', 'fi', 'en', 'ru']],
    // One letter changed or two swapped inside the word, in Latin and in Cyrillic letters.
    ['ibuprafen', ['en', 'ee']],
    ['ибупрафен', ['ru']],
    ['ибупорфен', ['ru']],
    ['ибуфрофен', ['ru']],
  ] as const)('finds every ibuprofen product for %s in %j', async (term, stores) => {
    for (const storeCode of stores) {
      const skus = await skusFor(term, storeCode);
      expect(skus, `${term} in ${storeCode}`).toEqual(expect.arrayContaining(IBUPROFEN));
      expect(IBUPROFEN, `${term} in ${storeCode} ranks ibuprofen first`).toContain(skus[0]);
    }
  });

  it('finds nothing for a word like no product, nor for a short term two letters off', async () => {
    expect(await skusFor('ывапролдж', 'ru')).toEqual([]);
    expect(await skusFor('qwxzvbnm', 'en')).toEqual([]);
    // 'sirup' is one letter from 'siirup' but 'sipur' is not a typo of anything sold.
    expect(await skusFor('sipur', 'ee')).toEqual([]);
  });

  it('finds paracetamol by ATC code first, in every store view', async () => {
    for (const storeCode of STORE_CODES) {
      const skus = await skusFor('N02BE01', storeCode);
      // The cold kit carries the paracetamol ATC code too.
      const withCode = [...PARACETAMOL, 'COLD-KIT'];
      expect(skus.slice(0, withCode.length).sort()).toEqual(withCode.sort());
    }
  });

  it('finds paracetamol by the prefix typed so far', async () => {
    for (const storeCode of STORE_CODES) {
      expect(await skusFor('paracet', storeCode)).toEqual(expect.arrayContaining(PARACETAMOL));
    }
  });

  it('ranks the exact SKU first', async () => {
    expect((await skusFor('IBU-400-20', 'ee'))[0]).toBe('IBU-400-20');
  });

  it('ranks the exact product name first', async () => {
    const { body } = await search({ storeCode: 'ee', term: 'Ibuprofeen 200 mg tabletid N20', size: 5 });
    expect(body.result.items[0].sku).toBe('IBU-200-20');
  });

  it("returns a brand's products for the brand name", async () => {
    const { body } = await search({
      storeCode: 'en',
      term: 'VitaNord',
      size: 100,
      includeFields: ['sku', 'attributes'],
    });
    expect(body.result.total).toBeGreaterThanOrEqual(20);
    const brands = body.result.items.map((item: { attributes: { Brand: string } }) => item.attributes.Brand);
    expect(brands.filter((brand: string) => brand === 'vitanord').length).toBeGreaterThanOrEqual(20);
  });

  it('finds nothing for a term without letters or digits, without failing', async () => {
    const { status, body } = await search({ storeCode: 'ee', term: "'); drop table product; --" });
    expect(status).toBe(200);
    expect(body.result.total).toBeGreaterThanOrEqual(0);
    expect((await search({ storeCode: 'ee', term: '%%%' })).body.result.total).toBe(0);
  });
});
