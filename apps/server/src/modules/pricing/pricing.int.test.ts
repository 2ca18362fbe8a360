// @postgres: price rules in raw SQL.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { regrossPrice, taxFromGross } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { groupTokenSecret, issueGroupToken, renderListPrices } from './index.ts';

const { appMeta, product, productTierPrice, taxRate, taxRule, taxRuleRate } = schema;

interface PriceTriple {
  final_price: number;
  regular_price: number;
  special_price: number | null;
}
interface Item {
  id: number;
  sku: string;
  sgn: string;
  price_info: PriceTriple & { extension_attributes: { tax_adjustments: PriceTriple } };
}

const WHOLESALE = 2;
const RETAILER = 3;

const testApp = useTestApp();
let secret: Buffer;

beforeAll(async () => {
  secret = await groupTokenSecret(testApp.app.db);
});

const renderList = async (query: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url: `/api/catalog/products/render-list?${query}`, headers });
const items = async (query: string, headers: Record<string, string> = {}) => {
  const response = await renderList(query, headers);
  expect(response.statusCode).toBe(200);
  expect(response.json().code).toBe(200);
  return response.json().result.items as Item[];
};
const item = async (query: string, headers: Record<string, string> = {}) => (await items(query, headers))[0]!;
const productRow = async (sku: string) =>
  (await testApp.app.db.select().from(product).where(eq(product.sku, sku)))[0]!;
const rateOf = async (taxClassId: number, country: 'EE' | 'FI') => {
  const [row] = await testApp.app.db
    .select({ rate: taxRate.rate })
    .from(taxRule)
    .innerJoin(taxRuleRate, eq(taxRuleRate.taxRuleId, taxRule.id))
    .innerJoin(taxRate, eq(taxRate.id, taxRuleRate.taxRateId))
    .where(and(sql`${taxClassId} = any(${taxRule.productTaxClassIds})`, eq(taxRate.taxCountryId, country)));
  return Number(row!.rate);
};
/** Expected net and gross amounts of a source price (cents incl. Estonian VAT) in a country. */
const expected = async (sku: string, sourceCents: number, country: 'EE' | 'FI') => {
  const row = await productRow(sku);
  const rate = await rateOf(row.taxClassId, country);
  const gross = regrossPrice(sourceCents, await rateOf(row.taxClassId, 'EE'), rate);
  return { net: (gross - taxFromGross(gross, rate)) / 100, gross: gross / 100 };
};
const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field);

describe(`render-list prices on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('prices a product on special offer without VAT, and with VAT in tax_adjustments', async () => {
    const row = await productRow('PARA-500-20');
    expect(row.specialPriceCents).not.toBeNull();
    const result = await item('skus=PARA-500-20&currencyCode=EUR&storeId=1');
    const regular = await expected('PARA-500-20', row.priceCents, 'EE');
    const special = await expected('PARA-500-20', row.specialPriceCents!, 'EE');
    expect(result).toEqual({
      id: row.id,
      sku: 'PARA-500-20',
      sgn: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      price_info: {
        final_price: special.net,
        regular_price: regular.net,
        special_price: special.net,
        extension_attributes: {
          tax_adjustments: {
            final_price: special.gross,
            regular_price: regular.gross,
            special_price: special.gross,
          },
        },
      },
    });
    expect(result.price_info.extension_attributes.tax_adjustments.regular_price).toBe(row.priceCents / 100);
  });

  it('adds Finnish VAT to the same net price in the Finnish store', async () => {
    const row = await productRow('PARA-500-20');
    const [ee, fi] = await Promise.all([
      item('skus=PARA-500-20&storeId=1'),
      item('skus=PARA-500-20&storeId=4'),
    ]);
    const fiRegular = await expected('PARA-500-20', row.priceCents, 'FI');
    expect(fi.price_info.extension_attributes.tax_adjustments.regular_price).toBe(fiRegular.gross);
    expect(fi.price_info.regular_price).toBe(fiRegular.net);
    expect(fi.price_info.extension_attributes.tax_adjustments.regular_price).not.toBe(
      ee.price_info.extension_attributes.tax_adjustments.regular_price,
    );
    expect(Math.abs(fi.price_info.regular_price - ee.price_info.regular_price)).toBeLessThanOrEqual(0.01);
    expect(fi.sgn).not.toBe(ee.sgn);
  });

  it('prices the English and Russian stores like the Estonian one', async () => {
    const [ee, en, ru] = await Promise.all([
      item('skus=SANI-500&storeId=1'),
      item('skus=SANI-500&storeId=5'),
      item('skus=SANI-500&storeId=6'),
    ]);
    expect(en.price_info).toEqual(ee.price_info);
    expect(ru.price_info).toEqual(ee.price_info);
  });

  it('agrees with the Finnish home-page cards on the gross final price', async () => {
    const home = await testApp.app.inject({ url: '/api/home?storeCode=fi' });
    const cards = home.json().result.new_collection as { sku: string; price: { final: number } }[];
    const listed = await items(`skus=${cards.map((card) => card.sku).join(',')}&storeId=4`);
    expect(listed.map((i) => i.sku)).toEqual(cards.map((card) => card.sku));
    for (const [i, card] of cards.entries()) {
      expect(listed[i]!.price_info.extension_attributes.tax_adjustments.final_price).toBe(card.price.final);
    }
  });

  it('gives no special price before or after its window', async () => {
    for (const sku of ['CETI-10-30', 'SUN-50-50']) {
      const row = await productRow(sku);
      expect(row.specialPriceCents).not.toBeNull();
      const { price_info } = await item(`skus=${sku}`);
      expect(price_info.special_price).toBeNull();
      expect(price_info.extension_attributes.tax_adjustments.special_price).toBeNull();
      expect(price_info.final_price).toBe(price_info.regular_price);
    }
  });

  it('applies a special price on the day given to the in-process service', async () => {
    const [spring] = await renderListPrices(testApp.app.db, {
      skus: ['CETI-10-30'],
      storeCode: 'ee',
      groupId: 0,
      today: '2027-03-15',
    });
    const row = await productRow('CETI-10-30');
    expect(spring!.prices.special?.gross).toBe(row.specialPriceCents);
    expect(spring!.prices.final.gross).toBe(row.specialPriceCents);
  });

  it('lists known SKUs once each in the order asked, skipping unknown and disabled products', async () => {
    await testApp.app.db.update(product).set({ status: 2 }).where(eq(product.sku, 'IBU-200-20'));
    const listed = await items('skus=SANI-500,NO-SUCH-SKU,PARA-500-20,SANI-500,IBU-200-20');
    expect(listed.map((i) => i.sku)).toEqual(['SANI-500', 'PARA-500-20']);
  });

  it('signs the same prices the same way every time', async () => {
    const [a, b] = await Promise.all([item('skus=SANI-500'), item('skus=SANI-500')]);
    expect(a.sgn).toBe(b.sgn);
  });
});

describe(`customer group prices on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const strips = await productRow('STRIPS-50');
    const sani = await productRow('SANI-500');
    // Single-unit group prices: one below the regular price, one above SANI-500's special price.
    await testApp.app.db.insert(productTierPrice).values([
      { productId: strips.id, customerGroupId: RETAILER, qty: 1, priceCents: strips.priceCents - 140 },
      { productId: sani.id, customerGroupId: RETAILER, qty: 1, priceCents: sani.specialPriceCents! + 50 },
    ]);
  });

  const asGroup = (groupId: number, sku: string, token = issueGroupToken(secret, groupId)) =>
    item(`skus=${sku}&storeId=1&userGroupId=${groupId}&token=${encodeURIComponent(token)}`);

  it('keeps the group token secret in app_meta, 32 random bytes shared by every instance', async () => {
    const [row] = await testApp.app.db.select().from(appMeta).where(eq(appMeta.key, 'group_token_secret'));
    expect(Buffer.from(row!.value, 'base64url')).toEqual(secret);
    expect(secret).toHaveLength(32);
    expect(await groupTokenSecret(testApp.app.db)).toBe(secret);
  });

  it("lowers the final price to the group's single-unit tier price with a valid token", async () => {
    const strips = await productRow('STRIPS-50');
    const [guest, retailer] = await Promise.all([item('skus=STRIPS-50'), asGroup(RETAILER, 'STRIPS-50')]);
    const tier = await expected('STRIPS-50', strips.priceCents - 140, 'EE');
    expect(retailer.price_info.final_price).toBe(tier.net);
    expect(retailer.price_info.extension_attributes.tax_adjustments.final_price).toBe(tier.gross);
    expect(retailer.price_info.regular_price).toBe(guest.price_info.regular_price);
    expect(retailer.price_info.special_price).toBeNull();
    expect(guest.price_info.final_price).toBe(guest.price_info.regular_price);
    expect(retailer.sgn).not.toBe(guest.sgn);
  });

  it('keeps the special price when the tier price is higher', async () => {
    const [guest, retailer] = await Promise.all([item('skus=SANI-500'), asGroup(RETAILER, 'SANI-500')]);
    expect(retailer.price_info).toEqual(guest.price_info);
  });

  it('ignores tier prices for larger quantities in the unit price', async () => {
    const tiers = await testApp.app.db
      .select()
      .from(productTierPrice)
      .where(eq(productTierPrice.customerGroupId, WHOLESALE));
    expect(tiers.length).toBeGreaterThan(0);
    expect(tiers.every((tier) => tier.qty > 1)).toBe(true);
    const [guest, wholesale] = await Promise.all([item('skus=SANI-500'), asGroup(WHOLESALE, 'SANI-500')]);
    expect(wholesale.price_info).toEqual(guest.price_info);
    expect(wholesale.sgn).not.toBe(guest.sgn);
  });

  it('accepts the group token as a bearer token', async () => {
    const viaQuery = await asGroup(RETAILER, 'STRIPS-50');
    const viaHeader = await item(`skus=STRIPS-50&storeId=1&userGroupId=${RETAILER}`, {
      authorization: `Bearer ${issueGroupToken(secret, RETAILER)}`,
    });
    expect(viaHeader).toEqual(viaQuery);
  });

  it.each([
    ['a forged token', `userGroupId=${RETAILER}&token=forged`],
    [
      'the token of another group',
      `userGroupId=${RETAILER}&token=${issueGroupToken(Buffer.alloc(32), RETAILER)}`,
    ],
    ['no token', `userGroupId=${RETAILER}`],
    ['a token without a group', `token=TOKEN_OF_RETAILER`],
  ])('answers %s exactly as a guest, without saying why', async (_case, groupQuery) => {
    const query = groupQuery.replace('TOKEN_OF_RETAILER', issueGroupToken(secret, RETAILER));
    const guest = await renderList('skus=STRIPS-50&storeId=1');
    const claimed = await renderList(`skus=STRIPS-50&storeId=1&${query}`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body).toBe(guest.body);
  });

  it('does not accept a token issued for another group', async () => {
    const guest = await item('skus=STRIPS-50');
    const other = await asGroup(RETAILER, 'STRIPS-50', issueGroupToken(secret, WHOLESALE));
    expect(other).toEqual(guest);
  });
});

describe(`render-list input checks on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('accepts up to 100 SKUs and defaults to EUR in the Estonian store', async () => {
    const skus = [...Array.from({ length: 99 }, (_, i) => `NOPE-${i}`), 'SANI-500'];
    const [defaults, explicit] = await Promise.all([
      items(`skus=${skus.join(',')}`),
      items(`skus=SANI-500&currencyCode=EUR&storeId=1`),
    ]);
    expect(defaults).toEqual(explicit);
  });

  it.each([
    ['no SKUs', 'currencyCode=EUR&storeId=1', 'skus'],
    ['empty SKUs', 'skus=,&storeId=1', 'skus'],
    ['101 SKUs', `skus=${Array.from({ length: 101 }, (_, i) => `S-${i}`).join(',')}`, 'skus'],
    ['an over-long SKU', `skus=${'X'.repeat(65)}`, 'skus'],
    ['another currency', 'skus=SANI-500&currencyCode=USD', 'currencyCode'],
    ['a lower-case currency', 'skus=SANI-500&currencyCode=eur', 'currencyCode'],
    ['an unknown store id', 'skus=SANI-500&storeId=2', 'storeId'],
    ['a store id that is not a number', 'skus=SANI-500&storeId=fi', 'storeId'],
    ['a negative group id', 'skus=SANI-500&userGroupId=-1', 'userGroupId'],
    ['a group id that is not a number', 'skus=SANI-500&userGroupId=wholesale', 'userGroupId'],
    ['an over-long token', `skus=SANI-500&userGroupId=2&token=${'x'.repeat(2000)}`, 'token'],
  ])('rejects %s with a 400 naming the field', async (_case, query, field) => {
    const response = await renderList(query);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual([field]);
  });
});
