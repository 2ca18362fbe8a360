// @postgres: row savepoints inside chunk transactions, the batch's unique index and ON CONFLICT claims.
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, schema } from '@apteek/db';
import { apiCall, useTestApp } from '../../test-app.ts';
import { feedLines, feedSender, newIntegrationKey } from '../../testing/feed-sender.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';

const { category, product, productTierPrice, stockItem } = schema;

const testApp = useTestApp();
const call = apiCall(testApp);
const keys = { catalogue: '', stock: '', prices: '' };
let categoryKey = '';

const productRow = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  kind: 'otc',
  name: { et: `Feed toode ${sku}`, en: `Feed product ${sku}` },
  categories: [categoryKey],
  attributes: { atc: 'N02BE01', substances: ['paracetamol'], strength: '500 mg', storage: 'KUIVAS' },
  vatClass: 'medicine',
  price: '3.95',
  ...extra,
});

const lines = feedLines;
const send = feedSender(testApp, () => keys.catalogue);
const newKey = (cookie: string, scopes: string[]) => newIntegrationKey(testApp.app, cookie, scopes);

beforeAll(async () => {
  const [row] = await testApp.app.db
    .select({ key: category.key })
    .from(category)
    .where(sql`level >= 3`)
    .limit(1);
  categoryKey = row!.key;
  const admin = await staffSessionCookie(testApp.app, 'admin');
  keys.catalogue = await newKey(admin, ['catalogue']);
  keys.stock = await newKey(admin, ['stock']);
  keys.prices = await newKey(admin, ['prices']);
});

/** A new guest cart and the answer to adding one unit of `sku` to it. */
async function addToNewCart(sku: string) {
  const cartId = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
  return call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
}

const productOf = async (sku: string) =>
  (await testApp.app.db.select().from(product).where(eq(product.sku, sku)))[0];

describe('integration keys', () => {
  it('are made and revoked by an administrator only, and a revoked key sends nothing', async () => {
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    const refused = await call(
      'POST',
      '/api/staff/integrations',
      { name: 'x', scopes: ['stock'] },
      { cookie: pharmacist },
    );
    expect(refused.status).toBe(403);
    const admin = await staffSessionCookie(testApp.app, 'admin');
    const made = await call(
      'POST',
      '/api/staff/integrations',
      { name: 'Hulgimüük', scopes: ['stock'] },
      { cookie: admin },
    );
    const listed = await call('GET', '/api/staff/integrations', undefined, { cookie: admin });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.result.key);
    const revoked = await call(
      'POST',
      `/api/staff/integrations/${made.body.result.id}/revoke`,
      {},
      { cookie: admin },
    );
    expect(revoked.body.result.revokedAt).not.toBeNull();
    const sent = await send('stock', lines([{ sku: 'PARA-500-20', qty: 5 }]), { key: made.body.result.key });
    expect(sent.status).toBe(401);
  });

  it('lets a key scoped to stock change neither prices nor products', async () => {
    const before = await productOf('PARA-500-20');
    const prices = await send('prices', lines([{ sku: 'PARA-500-20', price: 0.01 }]), { key: keys.stock });
    const products = await send('products', lines([productRow('PARA-500-20', { price: '0.01' })]), {
      key: keys.stock,
    });
    expect([prices.status, products.status]).toEqual([403, 403]);
    expect((await productOf('PARA-500-20'))!.priceCents).toBe(before!.priceCents);
  });
});

describe('a product feed', () => {
  // A thousand rows take a few seconds; the limit leaves room for a machine under load.
  it(
    'applies 990 good rows of 1,000 and names the line and field of each of the 10 bad ones',
    { timeout: 120_000 },
    async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const sku = `FEED-${String(i + 1).padStart(4, '0')}`;
        if (i % 100 === 7) return productRow(sku, { price: '1.999' });
        return productRow(sku);
      });
      const { status, job } = await send('products', lines(rows));
      expect(status).toBe(200);
      expect(job).toMatchObject({ status: 'done', rows: { read: 1000, applied: 990, failed: 10 } });
      expect(job.errors.map((e) => [e.line, e.field])).toEqual(
        Array.from({ length: 10 }, (_, i) => [i * 100 + 8, 'price']),
      );
      const stored = await testApp.app.db
        .select({ sku: product.sku })
        .from(product)
        .where(sql`${product.sku} like 'FEED-%'`);
      expect(stored).toHaveLength(990);
    },
  );

  it('changes nothing when the same batch comes again', async () => {
    const batch = crypto.randomUUID();
    const first = await send('products', lines([productRow('FEED-AGAIN', { price: '5.00' })]), { batch });
    const second = await send('products', lines([productRow('FEED-AGAIN', { price: '9.00' })]), { batch });
    expect(second.job).toMatchObject({ id: first.job.id, repeated: true, rows: { applied: 1 } });
    expect((await productOf('FEED-AGAIN'))!.priceCents).toBe(500);
  });

  it('keeps nothing of a dry run but counts what it would do', async () => {
    const { job } = await send(
      'products',
      lines([productRow('FEED-DRY'), productRow('FEED-DRY-2', { price: -1 })]),
      {
        query: '&dryRun=true',
      },
    );
    expect(job).toMatchObject({ dryRun: true, rows: { applied: 1, failed: 1 } });
    expect(await productOf('FEED-DRY')).toBeUndefined();
  });

  it('reports each bad row by itself and applies the rest, without a server error', async () => {
    await send('products', lines([productRow('FEED-STOCKED')]));
    const products = await send(
      'products',
      lines([
        '{"sku": "FEED-BROKEN", "kind": ',
        productRow('FEED-NO-ET', { name: { en: 'No Estonian' } }),
        productRow('FEED-TWICE'),
        productRow('FEED-TWICE'),
        productRow('FEED-FINE'),
      ]),
    );
    expect(products.status).toBe(200);
    expect(products.job.errors.map((e) => [e.line, e.field])).toEqual([
      [1, 'line'],
      [2, 'name.et'],
      [4, 'sku'],
    ]);
    expect(products.job.rows).toEqual({ read: 5, applied: 2, failed: 3 });
    const stock = await send(
      'stock',
      lines([
        { sku: 'FEED-UNKNOWN', qty: 3 },
        { sku: 'FEED-STOCKED', qty: -2 },
        { sku: 'FEED-FINE', qty: 7 },
      ]),
      { key: keys.stock },
    );
    expect(stock.job.errors.map((e) => [e.line, e.field])).toEqual([
      [1, 'sku'],
      [2, 'qty'],
    ]);
    const prices = await send(
      'prices',
      lines([
        { sku: 'FEED-FINE', price: 4.555 },
        { sku: 'FEED-STOCKED', price: 4.5 },
      ]),
      {
        key: keys.prices,
      },
    );
    expect(prices.job.errors.map((e) => [e.line, e.field])).toEqual([[1, 'price']]);
    expect((await productOf('FEED-STOCKED'))!.priceCents).toBe(450);
  });

  it('stores a narcotic medicine but never sells it, whatever the feed says', async () => {
    await send('products', lines([productRow('FEED-NARCOTIC', { kind: 'otc', controlled: 'narcotic' })]));
    await send('stock', lines([{ sku: 'FEED-NARCOTIC', qty: 50 }]), { key: keys.stock });
    const stored = await productOf('FEED-NARCOTIC');
    expect(stored).toMatchObject({ isControlled: true, typeCode: 300, status: 1 });
    const added = await addToNewCart('FEED-NARCOTIC');
    expect(added.status).toBeGreaterThanOrEqual(400);
    expect(added.status).toBeLessThan(500);
  });
});

describe('a product taken off sale', () => {
  const searchSkus = async (term: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/catalog/search/product',
      payload: { storeCode: 'ee', term, size: 50, includeFields: ['sku'] },
    });
    return response.json<{ result: { items: { sku: string }[] } }>().result.items.map((item) => item.sku);
  };

  it('leaves listing and search and cannot be added to a cart', async () => {
    await send('products', lines([productRow('FEED-RECALL', { name: { et: 'Tagasikutsutav siirup' } })]));
    await send('stock', lines([{ sku: 'FEED-RECALL', qty: 20 }]), { key: keys.stock });
    expect(await searchSkus('tagasikutsutav')).toContain('FEED-RECALL');
    expect((await addToNewCart('FEED-RECALL')).status).toBe(200);

    await send('products', lines([productRow('FEED-RECALL', { status: 'disabled' })]));
    expect(await searchSkus('tagasikutsutav')).not.toContain('FEED-RECALL');
    const [listing] = await queryRows<{ status: number }>(
      testApp.app.db,
      sql`select l.status from product_listing l join product p on p.id = l.product_id where p.sku = 'FEED-RECALL'`,
    );
    expect(listing!.status).toBe(2);
    const refused = await addToNewCart('FEED-RECALL');
    expect(refused.status).toBe(400);
  });

  it('leaves the sitemap, and its page and product answer as for a disabled product', async () => {
    await send('products', lines([productRow('FEED-WITHDRAWN', { name: { et: 'Tagasi võetud salv' } })]));
    const listed = async () =>
      (await testApp.app.storefront.sitemap()).some((entry) =>
        entry.alternates.ee?.startsWith('/p/FEED-WITHDRAWN/'),
      );
    expect(await listed()).toBe(true);
    expect(await testApp.app.storefront.productPage('ee', 'FEED-WITHDRAWN')).not.toBeNull();

    const { job } = await send('products', lines([productRow('FEED-WITHDRAWN', { status: 'disabled' })]));
    expect(job.rows.applied).toBe(1);
    expect(await listed()).toBe(false);
    // The page's loader finds no product: the storefront answers it as not found.
    expect(await testApp.app.storefront.productPage('ee', 'FEED-WITHDRAWN')).toBeNull();
    const answer = await testApp.app.inject({ url: '/api/product/FEED-WITHDRAWN' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().result).toBe('Product query returned empty result (status: 2)');
  });

  it('gives a cart line already holding it the out-of-stock treatment', async () => {
    await send('products', lines([productRow('FEED-IN-CART')]));
    await send('stock', lines([{ sku: 'FEED-IN-CART', qty: 5 }]), { key: keys.stock });
    const cartId = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'FEED-IN-CART', qty: 1 },
    });
    expect(added.status).toBe(200);
    await send('products', lines([productRow('FEED-IN-CART', { status: 'disabled' })]));
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.status).toBe(200);
    expect(JSON.stringify(pulled.body)).toContain('FEED-IN-CART');
    const raised = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'FEED-IN-CART', qty: 2 },
    });
    expect(raised.status).toBe(400);
  });
});

describe('stock and price feeds', () => {
  it('reads stock as CSV and sets levels, not changes', async () => {
    await send('products', lines([productRow('FEED-CSV')]));
    const csv = 'sku;qty;volatile\nFEED-CSV;12;no\nFEED-CSV-MISSING;1;no\n';
    for (let i = 0; i < 2; i++) {
      const { job } = await send('stock', csv, { key: keys.stock, type: 'text/csv' });
      expect(job.errors).toEqual([
        {
          line: 3,
          sku: 'FEED-CSV-MISSING',
          field: 'sku',
          reason: 'Unknown SKU',
          code: 'sku_unknown',
          params: {},
        },
      ]);
    }
    const [row] = await testApp.app.db
      .select({ qty: stockItem.qty, status: stockItem.stockStatus })
      .from(stockItem)
      .innerJoin(product, eq(product.id, stockItem.productId))
      .where(eq(product.sku, 'FEED-CSV'));
    expect(row).toEqual({ qty: 12, status: 'ok' });
  });

  it("replaces a customer group's prices with the row's tiers", async () => {
    await send('products', lines([productRow('FEED-TIERS')]));
    const { job } = await send(
      'prices',
      lines([{ sku: 'FEED-TIERS', group: 'wholesale', price: '3.50', tiers: [{ qty: 10, price: '3.00' }] }]),
      { key: keys.prices },
    );
    expect(job.rows.applied).toBe(1);
    const id = (await productOf('FEED-TIERS'))!.id;
    const tiers = await testApp.app.db
      .select({ qty: productTierPrice.qty, priceCents: productTierPrice.priceCents })
      .from(productTierPrice)
      .where(inArray(productTierPrice.productId, [id]))
      .orderBy(productTierPrice.qty);
    expect(tiers).toEqual([
      { qty: 1, priceCents: 350 },
      { qty: 10, priceCents: 300 },
    ]);
  });

  it('answers the job to the key that sent it, with its progress', async () => {
    const { job } = await send('stock', lines([{ sku: 'FEED-CSV', qty: 1 }]), { key: keys.stock });
    const mine = await call('GET', `/api/feeds/jobs/${job.id}`, undefined, {
      authorization: `Bearer ${keys.stock}`,
    });
    expect(mine.body.result).toMatchObject({ id: job.id, status: 'done', rows: { read: 1, applied: 1 } });
    const other = await call('GET', `/api/feeds/jobs/${job.id}`, undefined, {
      authorization: `Bearer ${keys.prices}`,
    });
    expect(other.status).toBe(404);
  });

  it('refuses a body in a media type the feed is not read in', async () => {
    const { status } = await send('products', 'sku;qty\nA;1', { type: 'text/csv' });
    expect(status).toBe(415);
  });
});

// Last in the file: a full batch changes every product it leaves out.
describe('a full batch', () => {
  const stockOf = async (sku: string) =>
    (
      await testApp.app.db
        .select({ qty: stockItem.qty, isInStock: stockItem.isInStock })
        .from(stockItem)
        .innerJoin(product, eq(product.id, stockItem.productId))
        .where(eq(product.sku, sku))
    )[0];

  it('counts in a dry run what it would take off sale, and changes nothing', async () => {
    const { job } = await send('products', lines([productRow('FEED-FULL')]), {
      query: '&mode=full&dryRun=true',
    });
    expect(job.absent).toBeGreaterThan(900);
    expect((await productOf('PARA-500-20'))!.status).toBe(1);
  });

  it('sets to zero the stock of every product it does not name', async () => {
    const before = await stockOf('FEED-CSV');
    expect(before!.qty).toBeGreaterThan(0);
    const { job } = await send('stock', lines([{ sku: 'FEED-FINE', qty: 4 }]), {
      key: keys.stock,
      query: '&mode=full',
    });
    expect(job.absent).toBeGreaterThan(0);
    expect(await stockOf('FEED-CSV')).toEqual({ qty: 0, isInStock: false });
    expect(await stockOf('FEED-FINE')).toEqual({ qty: 4, isInStock: true });
  });
});
