// @postgres: raw SQL and date arithmetic of the campaign windows.
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { postJsonText, useTestApp } from '../../test-app.ts';

const { campaign, campaignText, campaignProduct, product } = schema;
const TODAY = '2026-11-21';

const testApp = useTestApp();
/** Seed campaigns running on the test day, by position. */
let running: { id: number; code: string }[];

beforeAll(async () => {
  running = await testApp.app.db
    .select({ id: campaign.id, code: campaign.code })
    .from(campaign)
    .where(
      sql`${campaign.isActive} and coalesce(${campaign.startsOn}, ${TODAY}) <= ${TODAY}
        and coalesce(${campaign.endsOn}, ${TODAY}) >= ${TODAY}`,
    )
    .orderBy(campaign.position);
});

interface CampaignJson {
  id: number;
  code: string;
  title: string;
  urlKey: string;
  urlPath: string;
  from: string | null;
  to: string | null;
  color: string;
  productCount: number;
  description: string;
}

const active = (payload?: unknown, query = '') =>
  testApp.app.inject({ method: 'POST', url: `/api/campaign/active${query}`, payload: payload as object });
const activeCodes = async (payload?: unknown, query = '') =>
  (await active(payload, query)).json().result.map((c: CampaignJson) => c.code);
const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field);

describe(`active campaigns on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists the campaigns running today by position, with their Estonian texts by default', async () => {
    const response = await active();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.resultCode).toBe(200);
    expect(running.length).toBeGreaterThan(1);
    expect(body.result.map((c: CampaignJson) => c.code)).toEqual(running.map((c) => c.code));
    const [first] = body.result as CampaignJson[];
    expect(first).toEqual({
      id: running[0]!.id,
      code: running[0]!.code,
      title: expect.any(String),
      description: expect.any(String),
      urlKey: expect.stringMatching(/^[a-z0-9-]+$/),
      urlPath: `kampaania/${first!.urlKey}`,
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      productCount: expect.any(Number),
    });
  });

  it('leaves out campaigns that have not started yet', async () => {
    const upcoming = await testApp.app.db
      .select({ code: campaign.code })
      .from(campaign)
      .where(sql`${campaign.startsOn} > ${TODAY}`);
    expect(upcoming.length).toBeGreaterThan(0);
    const codes = await activeCodes();
    for (const { code } of upcoming) expect(codes).not.toContain(code);
  });

  it('counts the listed products of each campaign', async () => {
    const [first] = (await active()).json().result as CampaignJson[];
    const linked = await testApp.app.db
      .select({ id: campaignProduct.productId })
      .from(campaignProduct)
      .where(sql`${campaignProduct.campaignId} = ${first!.id}`);
    expect(first!.productCount).toBe(linked.length);
  });

  it('speaks the language of the store asked for in the query or the body (body first)', async () => {
    const titles = async (payload?: unknown, query = '') =>
      (await active(payload, query)).json().result.map((c: CampaignJson) => c.title);
    const [ee, fi, en, ru] = await Promise.all(['ee', 'fi', 'en', 'ru'].map((s) => titles({ storeCode: s })));
    expect(new Set([ee[0], fi[0], en[0], ru[0]]).size).toBe(4);
    expect(await titles(undefined, '?storeCode=fi')).toEqual(fi);
    expect(await titles({ storeCode: 'en' }, '?storeCode=fi')).toEqual(en);
  });

  it('finds the one campaign of a campaign page URL, with or without slash and store prefix', async () => {
    const [winter] = running;
    const keys = await testApp.app.db
      .select({ storeCode: campaignText.storeCode, urlKey: campaignText.urlKey })
      .from(campaignText)
      .where(sql`${campaignText.campaignId} = ${winter!.id}`);
    const key = (store: string) => keys.find((k) => k.storeCode === store)!.urlKey;
    for (const urlPath of [
      `kampaania/${key('ee')}`,
      `/kampaania/${key('ee')}/`,
      `/ee/kampaania/${key('ee')}`,
      `/fi/kampaania/${key('fi')}`,
      `https://apteek.example/ru/kampaania/${key('ru')}?utm_source=x`,
    ]) {
      const result = (await active({ urlPath })).json().result as CampaignJson[];
      expect(
        result.map((c) => c.id),
        urlPath,
      ).toEqual([winter!.id]);
    }
    const [fiCampaign] = (await active({ urlPath: `/fi/kampaania/${key('fi')}` })).json().result;
    expect(fiCampaign.urlKey).toBe(key('fi'));
    expect(await activeCodes({ urlPath: `kampaania/${key('fi')}`, storeCode: 'fi' })).toEqual([winter!.code]);
  });

  it('returns an empty list for a URL that is no running campaign page', async () => {
    const [winter] = running;
    const [eeKey] = await testApp.app.db
      .select({ urlKey: campaignText.urlKey })
      .from(campaignText)
      .where(sql`${campaignText.campaignId} = ${winter!.id} and ${campaignText.storeCode} = 'ee'`);
    for (const urlPath of [
      'kampaania/no-such-campaign',
      '/c/vitamins',
      '/kampaania',
      '',
      `/fi/kampaania/${eeKey!.urlKey}`,
    ]) {
      expect(await activeCodes({ urlPath }), urlPath).toEqual([]);
    }
  });

  it('treats a JSON request without a body as no filter', async () => {
    const response = await postJsonText(testApp.app, '/api/campaign/active', '');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toHaveLength(running.length);
  });

  it.each([
    ['an unknown store code in the query', undefined, '?storeCode=de', 'storeCode'],
    ['an unknown store code in the body', { storeCode: 'EE' }, '', 'storeCode'],
    ['a urlPath that is not a string', { urlPath: 42 }, '', 'urlPath'],
    ['an over-long urlPath', { urlPath: `/kampaania/${'x'.repeat(600)}` }, '', 'urlPath'],
    ['a body that is not an object', [1, 2], '', 'body'],
  ])('rejects %s with a 400 naming the field', async (_case, payload, query, field) => {
    const response = await active(payload, query);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual([field]);
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await postJsonText(testApp.app, '/api/campaign/active', '{"urlPath":');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });
});

describe(`home lists on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  interface CardJson {
    id: number;
    sku: string;
    name: string;
    price: { final: number; regular: number; special: number | null; currency: string };
  }
  const home = async (query = '') => {
    const response = await testApp.app.inject({ url: `/api/home${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().result as {
      new_collection: CardJson[];
      bestsellers: CardJson[];
      campaignProducts: Record<string, CardJson[]>;
    };
  };
  const createdAt = async (cards: CardJson[]) => {
    const rows = await testApp.app.db
      .select({ id: product.id, createdAt: product.createdAt })
      .from(product)
      .where(
        inArray(
          product.id,
          cards.map((card) => card.id),
        ),
      );
    return cards.map((card) => rows.find((row) => row.id === card.id)!.createdAt.getTime());
  };

  it('shows 8 new products and 8 bestsellers, newest first', async () => {
    const { new_collection, bestsellers } = await home('?storeCode=ee');
    expect(new_collection).toHaveLength(8);
    expect(bestsellers).toHaveLength(8);
    for (const list of [new_collection, bestsellers]) {
      const times = await createdAt(list);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('lists up to 10 products for each campaign running today, keyed by campaign id', async () => {
    const { campaignProducts } = await home('?storeCode=ee');
    expect(Object.keys(campaignProducts).sort()).toEqual(running.map((c) => String(c.id)).sort());
    for (const [id, cards] of Object.entries(campaignProducts)) {
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(10);
      const members = await testApp.app.db
        .select({ id: campaignProduct.productId })
        .from(campaignProduct)
        .where(sql`${campaignProduct.campaignId} = ${Number(id)}`);
      for (const card of cards) expect(members.map((m) => m.id)).toContain(card.id);
    }
    const [largest] = (await active())
      .json()
      .result.sort((a: CampaignJson, b: CampaignJson) => b.productCount - a.productCount);
    expect(largest.productCount).toBeGreaterThan(10);
    expect(campaignProducts[largest.id]).toHaveLength(10);
  });

  it('gives prices as euro amounts with at most two decimals', async () => {
    const { new_collection, bestsellers, campaignProducts } = await home();
    const cards = [...new_collection, ...bestsellers, ...Object.values(campaignProducts).flat()];
    const amounts = cards.flatMap((c) => [c.price.final, c.price.regular, c.price.special ?? 0]);
    for (const amount of amounts)
      expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
    expect(cards.some((c) => c.price.special !== null && c.price.final < c.price.regular)).toBe(true);
    expect(cards.every((c) => c.price.currency === 'EUR')).toBe(true);
  });

  it('defaults to the Estonian store and names products in the store language', async () => {
    const [implicit, ee, fi] = await Promise.all([home(), home('?storeCode=ee'), home('?storeCode=fi')]);
    expect(implicit).toEqual(ee);
    expect(fi.new_collection.map((c) => c.sku)).toEqual(ee.new_collection.map((c) => c.sku));
    expect(fi.new_collection[0]!.name).not.toBe(ee.new_collection[0]!.name);
  });

  it.each(['?storeCode=de', '?storeCode=', '?storeCode=ee&storeCode=fi'])(
    'rejects %s with a 400 naming storeCode',
    async (query) => {
      const response = await testApp.app.inject({ url: `/api/home${query}` });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['storeCode']);
    },
  );
});

// Runs last: it adds campaigns to this file's database.
describe(`campaign windows on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const rows = [
      { code: 'open-ended', startsOn: null, endsOn: null, isActive: true, position: 0 },
      { code: 'starts-today', startsOn: TODAY, endsOn: '2026-12-01', isActive: true, position: 5 },
      { code: 'ends-today', startsOn: '2026-11-01', endsOn: TODAY, isActive: true, position: 6 },
      { code: 'ended-yesterday', startsOn: '2026-11-01', endsOn: '2026-11-20', isActive: true, position: 7 },
      { code: 'switched-off', startsOn: null, endsOn: null, isActive: false, position: 8 },
    ];
    const inserted = await testApp.app.db
      .insert(campaign)
      .values(rows.map((row) => ({ ...row, color: '#123456' })))
      .returning({ id: campaign.id, code: campaign.code });
    await testApp.app.db
      .insert(campaignText)
      .values(
        inserted.map(({ id, code }) => ({ campaignId: id, storeCode: 'ee', title: code, urlKey: code })),
      );
  });

  it('includes open and boundary windows and leaves out ended or switched-off campaigns', async () => {
    const codes = await activeCodes();
    expect(codes[0]).toBe('open-ended');
    expect(codes).toEqual(expect.arrayContaining(['starts-today', 'ends-today']));
    expect(codes).not.toContain('ended-yesterday');
    expect(codes).not.toContain('switched-off');
  });

  it('leaves out campaigns without texts in the store language', async () => {
    expect(await activeCodes({ storeCode: 'fi' })).not.toContain('open-ended');
  });

  it('reports no products for a campaign that has none yet', async () => {
    const [openEnded] = (await active({ urlPath: 'kampaania/open-ended' })).json().result;
    expect(openEnded).toMatchObject({ code: 'open-ended', productCount: 0, from: null, to: null });
  });
});
