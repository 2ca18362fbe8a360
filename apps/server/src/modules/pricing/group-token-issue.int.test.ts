import { beforeAll, describe, expect, it } from 'vitest';
import { registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { addTierPrice } from '../../testing/tier-prices.ts';

const RETAILER = 3;

const testApp = useTestApp();

async function call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const response = await testApp.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: '10.8.0.1',
  });
  return { status: response.statusCode, body: response.json<{ code: number; result: never }>() };
}

/** A registered customer, moved into `groupId`, logged in: their access token. */
const customerOf = (email: string, groupId: number) => registeredCustomerToken(testApp, email, { groupId });

const me = async (token: string) =>
  (await call('GET', '/api/user/me', undefined, token)).body.result as {
    group_id: number;
    groupToken?: string;
  };

/** The unit price with VAT that render-list answers for STRIPS-50 with the given group query. */
async function stripsPrice(groupQuery = ''): Promise<number> {
  const { body } = await call(
    'GET',
    `/api/catalog/products/render-list?skus=STRIPS-50&storeId=1${groupQuery}`,
  );
  const [item] = (body.result as { items: { price_info: { extension_attributes: never } }[] }).items;
  return (item!.price_info.extension_attributes as { tax_adjustments: { final_price: number } })
    .tax_adjustments.final_price;
}

let guestPrice: number;

beforeAll(async () => {
  await addTierPrice(testApp.app.db, 'STRIPS-50', RETAILER, 140);
  guestPrice = await stripsPrice();
});

describe(`customer-group price tokens on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("answers the customer's group and its token from /api/user/me", async () => {
    const profile = await me(await customerOf('retailer@example.ee', RETAILER));
    expect(profile.group_id).toBe(RETAILER);
    expect(profile.groupToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("gives the group's customer the tier price in render-list, and a guest the regular price", async () => {
    const { groupToken } = await me(await customerOf('retailer2@example.ee', RETAILER));
    const tier = await stripsPrice(`&userGroupId=${RETAILER}&token=${groupToken}`);
    expect(tier).toBeCloseTo(guestPrice - 1.4, 2);
    expect(await stripsPrice()).toBe(guestPrice);
  });

  it('refuses a forged token and a token of another group, answering guest prices', async () => {
    const general = await me(await customerOf('general@example.ee', 1));
    expect(await stripsPrice(`&userGroupId=${RETAILER}&token=${general.groupToken}`)).toBe(guestPrice);
    expect(await stripsPrice(`&userGroupId=${RETAILER}&token=forged`)).toBe(guestPrice);
  });
});
