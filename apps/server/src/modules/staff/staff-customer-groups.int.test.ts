// @postgres: a customer's group read anew by the auth hook, the cart's tier query and the catalogue's listing.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { apiCall, registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';

const { product, productTierPrice, staffAuditLog, stockItem } = schema;

const testApp = useTestApp();
const call = apiCall(testApp);
const WHOLESALE = 2;
/** The seed gives its wholesale customers 15.90 € from 10 units on; the test adds 16.90 € from one. */
const SKU = 'STRIPS-50';
const TIER_ONE = 1690;
const TIER_TEN = 1590;

let admin = '';

beforeAll(async () => {
  const db = testApp.app.db;
  const [strips] = await db.select().from(product).where(eq(product.sku, SKU));
  await db
    .insert(productTierPrice)
    .values({ productId: strips!.id, customerGroupId: WHOLESALE, qty: 1, priceCents: TIER_ONE })
    .onConflictDoNothing();
  await db.update(stockItem).set({ qty: 100, isInStock: true }).where(eq(stockItem.productId, strips!.id));
  admin = await staffSessionCookie(testApp.app, 'admin');
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A cart of `qty` units of the SKU, its unit price with VAT in cents. */
async function cartUnitPrice(token: string, qty: number): Promise<number> {
  const cartId = (await call('POST', '/api/cart/create?storeCode=ee', undefined, bearer(token))).body
    .result as string;
  const added = await call(
    'POST',
    `/api/cart/update?cartId=${cartId}`,
    { cartItem: { sku: SKU, qty } },
    bearer(token),
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const totals = await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, bearer(token));
  const subtotal = (totals.body.result as { subtotal_incl_tax: number }).subtotal_incl_tax;
  return Math.round((subtotal * 100) / qty);
}

/** The listing's price of the SKU for the customer's group, as the browser asks it with /api/user/me's token. */
async function listingPrice(token: string): Promise<number> {
  const me = (await call('GET', '/api/user/me', undefined, bearer(token))).body.result as {
    group_id: number;
    groupToken: string;
  };
  const answer = await call('POST', '/api/catalog/search/product', {
    storeCode: 'ee',
    filters: { skus: [SKU] },
    includeFields: ['final_price_incl_tax'],
    groupId: me.group_id,
    groupToken: me.groupToken,
  });
  const [item] = (answer.body.result as { items: { final_price_incl_tax: number }[] }).items;
  return Math.round(item!.final_price_incl_tax * 100);
}

const move = (email: string, groupId: number, cookie = admin) =>
  call('POST', '/api/staff/customers/group', { email, groupId }, { cookie });

describe(`customer groups staff give customers on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists the groups a customer may be put in, for administrators only', async () => {
    const groups = await call('GET', '/api/staff/customer-groups', undefined, { cookie: admin });
    expect(groups.body.result).toEqual([
      { id: 1, code: 'general' },
      { id: 2, code: 'wholesale' },
      { id: 3, code: 'retailer' },
    ]);
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    expect((await move('nobody@example.ee', WHOLESALE, pharmacist)).status).toBe(403);
  });

  it('prices a moved customer at the tier their group and quantity reach, in the cart and the listing; another customer keeps the shelf price', async () => {
    const moved = await registeredCustomerToken(testApp, 'company.buyer@example.ee');
    const other = await registeredCustomerToken(testApp, 'someone.else@example.ee');
    const shelf = await cartUnitPrice(other, 1);
    expect(shelf).toBeGreaterThan(TIER_ONE);
    expect(await cartUnitPrice(moved, 1)).toBe(shelf);

    const answer = await move('Company.Buyer@example.ee', WHOLESALE);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ groupId: WHOLESALE, previousGroupId: 1 });
    const [audited] = await testApp.app.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'customer_group_changed'),
          eq(staffAuditLog.target, `customer:${answer.body.result.customerId}`),
        ),
      );
    expect(audited!.details).toEqual({ from: 1, to: WHOLESALE });

    // The token from before the move: the group is the account's as it is now.
    expect(await cartUnitPrice(moved, 1)).toBe(TIER_ONE);
    expect(await cartUnitPrice(moved, 10)).toBe(TIER_TEN);
    expect(await listingPrice(moved)).toBe(TIER_ONE);

    expect(await cartUnitPrice(other, 10)).toBe(shelf);
    expect(await listingPrice(other)).toBe(shelf);
  });

  it('names the field when the customer or the group is unknown', async () => {
    const unknown = await move('nobody@example.ee', WHOLESALE);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('email');
    await registeredCustomerToken(testApp, 'group.typo@example.ee');
    const noGroup = await move('group.typo@example.ee', 99);
    expect(noGroup.status).toBe(400);
    expect(JSON.stringify(noGroup.body)).toContain('groupId');
    expect((await move('group.typo@example.ee', 0)).status).toBe(400);
  });
});
