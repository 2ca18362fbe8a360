// @postgres: stock updates under concurrency.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { stockForSkus } from './index.ts';

const { product, stockItem } = schema;

const testApp = useTestApp();
let skus: { ok: string; volatile: string; outOfStock: string; reserved: string; unmanaged: string };

beforeAll(async () => {
  const db = testApp.app.db;
  const skuWith = async (status: string, offset = 0) => {
    const [row] = await db
      .select({ sku: product.sku })
      .from(product)
      .innerJoin(stockItem, eq(stockItem.productId, product.id))
      .where(eq(stockItem.stockStatus, status as 'ok'))
      .orderBy(product.sku)
      .offset(offset)
      .limit(1);
    return row!.sku;
  };
  skus = {
    ok: await skuWith('ok'),
    volatile: await skuWith('volatile'),
    outOfStock: await skuWith('out_of_stock'),
    reserved: await skuWith('ok', 1),
    unmanaged: await skuWith('ok', 2),
  };
  // Orders hold every unit of one product; another product has no stock row at all.
  await db.execute(sql`update stock_item set reserved_qty = qty
    where product_id = (select id from product where sku = ${skus.reserved})`);
  await db.execute(sql`delete from stock_item
    where product_id = (select id from product where sku = ${skus.unmanaged})`);
});

const check = (query: string) => testApp.app.inject({ url: `/api/stock/check${query}` });
const list = (query: string) => testApp.app.inject({ url: `/api/stock/list${query}` });

describe(`stock check on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('reports a product in stock with its quantity and status', async () => {
    const response = await check(`?sku=${skus.ok}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ sku: skus.ok, is_in_stock: true, stock_status: 'ok' });
    expect(body.result.product_id).toEqual(expect.any(Number));
    expect(body.result.qty).toBeGreaterThan(0);
  });

  it('keeps a volatile product in stock but says so', async () => {
    const { result } = (await check(`?sku=${skus.volatile}`)).json();
    expect(result).toMatchObject({ stock_status: 'volatile', is_in_stock: true });
  });

  it('reports an out-of-stock product as not in stock', async () => {
    const { result } = (await check(`?sku=${skus.outOfStock}`)).json();
    expect(result).toMatchObject({ stock_status: 'out_of_stock', is_in_stock: false, qty: 0 });
  });

  it('subtracts units reserved by orders, so fully reserved stock is out of stock', async () => {
    const { result } = (await check(`?sku=${skus.reserved}`)).json();
    expect(result).toMatchObject({ qty: 0, stock_status: 'out_of_stock', is_in_stock: false });
  });

  it('treats a product without a stock row as unmanaged and available', async () => {
    const { result } = (await check(`?sku=${skus.unmanaged}`)).json();
    expect(result).toMatchObject({ sku: skus.unmanaged, stock_status: 'ok', is_in_stock: true });
  });

  it('answers 404 for an unknown SKU', async () => {
    const response = await check('?sku=NO-SUCH-SKU');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, result: 'Product not found', reason: 'stock_not_found' });
  });

  it.each(['', '?sku=', '?sku=%20%20', `?sku=${'X'.repeat(65)}`, '?sku=A&sku=B'])(
    'rejects %j with a 400 naming sku',
    async (query) => {
      const response = await check(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['sku']);
    },
  );
});

describe(`stock list on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists the known SKUs once each, in the order asked, skipping unknown ones', async () => {
    const query = [skus.volatile, 'NO-SUCH-SKU', skus.ok, skus.volatile, skus.outOfStock].join(',');
    const response = await list(`?skus=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.resultCode).toBe(200);
    expect(body.result.map((item: { sku: string }) => item.sku)).toEqual([
      skus.volatile,
      skus.ok,
      skus.outOfStock,
    ]);
    expect(body.result.map((item: { stock_status: string }) => item.stock_status)).toEqual([
      'volatile',
      'ok',
      'out_of_stock',
    ]);
  });

  it('accepts a batch of 30 SKUs, counting duplicates once', async () => {
    const batch = [skus.ok, ...Array.from({ length: 29 }, (_, i) => `SKU-${i}`), skus.ok];
    const response = await list(`?skus=${batch.join(',')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.map((item: { sku: string }) => item.sku)).toEqual([skus.ok]);
  });

  it('answers an empty list when no SKU is known', async () => {
    expect((await list('?skus=NOPE-1,NOPE-2')).json()).toEqual({ resultCode: 200, result: [] });
  });

  it.each([
    ['missing', ''],
    ['empty', '?skus='],
    ['only commas', '?skus=,,'],
    ['over the batch of 30', `?skus=${Array.from({ length: 31 }, (_, i) => `SKU-${i}`).join(',')}`],
    ['an over-long SKU', `?skus=A,${'X'.repeat(65)}`],
  ])('rejects %s SKUs with a 400 naming skus', async (_case, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['skus']);
  });

  it('serves the same stock in-process', async () => {
    const [viaService] = await stockForSkus(testApp.app.db, [skus.volatile]);
    const { result } = (await check(`?sku=${skus.volatile}`)).json();
    expect(viaService).toEqual(result);
  });
});
