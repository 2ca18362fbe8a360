import { describe, expect, it } from 'vitest';
import { apiCall, useTestApp } from '../test-app.ts';

const testApp = useTestApp();
const call = apiCall(testApp);
const SKU = 'PARA-500-20';

const nameAt = async (path: string) => ((await call('GET', path)).body.result as { name: string }).name;

describe(`the store code in the API path on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answers /api/{store}/… as /api/… of that store, and the paths of before as they were', async () => {
    for (const store of ['ee', 'fi', 'en', 'ru'])
      expect(await nameAt(`/api/${store}/product/${SKU}`)).toBe(
        await nameAt(`/api/product/${SKU}?storeCode=${store}`),
      );
    expect(await nameAt(`/api/fi/product/${SKU}`)).not.toBe(await nameAt(`/api/product/${SKU}`));

    const created = await call('POST', '/api/en/cart/create');
    expect(created.status).toBe(200);
    const cartId = created.body.result as string;
    await call('POST', `/api/en/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 1 } });
    const pulled = await call('GET', `/api/en/cart/pull?cartId=${cartId}`);
    expect((pulled.body.result as { name: string }[]).map((line) => line.name)).toEqual([
      await nameAt(`/api/product/${SKU}?storeCode=en`),
    ]);
  });

  it('keeps a store the query names, and answers an unknown path under a store as any unknown path', async () => {
    expect(await nameAt(`/api/fi/product/${SKU}?storeCode=ru`)).toBe(
      await nameAt(`/api/product/${SKU}?storeCode=ru`),
    );
    const unknown = await call('GET', '/api/fi/no-such-call');
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/api/no-such-call')).body).toEqual(unknown.body);
  });
});
