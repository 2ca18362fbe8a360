import { describe, expect, it } from 'vitest';
import { apiCall, registeredCustomerToken, useTestApp } from '../../test-app.ts';

const testApp = useTestApp();
const call = apiCall(testApp);
const SKU = 'PARA-500-20';

describe(`a customer's cart in the store view she is in, on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('follows her from /en to the Estonian store: the same cart, its lines named in Estonian', async () => {
    const token = await registeredCustomerToken(testApp, 'store-view@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const cartIn = async (storeCode: string) =>
      (await call('POST', `/api/cart/create?storeCode=${storeCode}`, undefined, auth)).body.result as string;
    const nameIn = async (storeCode: string) =>
      ((await call('GET', `/api/product/${SKU}?storeCode=${storeCode}`)).body.result as { name: string })
        .name;
    const pulledNames = async (cartId: string) =>
      (
        (await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, auth)).body.result as {
          name: string;
        }[]
      ).map((item) => item.name);

    const [english, estonian] = [await nameIn('en'), await nameIn('ee')];
    expect(english).not.toBe(estonian);

    const cartId = await cartIn('en');
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKU, qty: 1 } }, auth);
    expect(await pulledNames(cartId)).toEqual([english]);

    expect(await cartIn('ee')).toBe(cartId);
    expect(await pulledNames(cartId)).toEqual([estonian]);
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, auth)).body.result as {
      items: { name: string }[];
    };
    expect(totals.items.map((item) => item.name)).toEqual([estonian]);

    expect(await cartIn('en')).toBe(cartId);
    expect(await pulledNames(cartId)).toEqual([english]);
  });
});
