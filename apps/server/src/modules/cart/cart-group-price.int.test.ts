import { beforeAll, describe, expect, it } from 'vitest';
import { registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { addTierPrice } from '../../testing/tier-prices.ts';
import { checkoutCalls, type PlacedOrder } from '../order/order-test-helpers.ts';

const RETAILER = 3;
const SKU = 'STRIPS-50';

const testApp = useTestApp();
const { call, cartWith, orderBody, placeOrder } = checkoutCalls(testApp);

/** A registered customer, moved into `groupId`, logged in: their access token. */
const customerOf = (email: string, groupId: number) => registeredCustomerToken(testApp, email, { groupId });

/** The unit price with VAT in cents that render-list answers for the SKU, for a guest or a group. */
async function pagePrice(group?: { id: number; token: string }): Promise<number> {
  const query = group ? `&userGroupId=${group.id}&token=${group.token}` : '';
  const { body } = await call('GET', `/api/catalog/products/render-list?skus=${SKU}&storeId=1${query}`);
  const [item] = (body.result as { items: { price_info: { extension_attributes: never } }[] }).items;
  const adjustments = (item!.price_info.extension_attributes as { tax_adjustments: { final_price: number } })
    .tax_adjustments;
  return Math.round(adjustments.final_price * 100);
}

const totalsOf = async (cartId: string, token?: string) =>
  (
    await call(
      'GET',
      `/api/cart/totals?cartId=${cartId}`,
      undefined,
      token ? { authorization: `Bearer ${token}` } : {},
    )
  ).body.result as { subtotal_incl_tax: number; grand_total: number; shipping_incl_tax: number };

const cents = (amount: number) => Math.round(amount * 100);

let guestPrice: number;

beforeAll(async () => {
  await addTierPrice(testApp.app.db, SKU, RETAILER, 140);
  guestPrice = await pagePrice();
});

describe(`the cart and the order charge a group's tier price on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("prices a group customer's cart and order at the tier price the pages show", async () => {
    const token = await customerOf('tier.cart@example.ee', RETAILER);
    const profile = (await call('GET', '/api/user/me', undefined, { authorization: `Bearer ${token}` })).body
      .result as { groupToken: string };
    const tierPrice = await pagePrice({ id: RETAILER, token: profile.groupToken });
    expect(tierPrice).toBeLessThan(guestPrice);

    const cartId = await cartWith({ [SKU]: 2 }, { token });
    const totals = await totalsOf(cartId, token);
    expect(cents(totals.subtotal_incl_tax)).toBe(2 * tierPrice);
    expect(cents(totals.grand_total)).toBe(2 * tierPrice + cents(totals.shipping_incl_tax));

    const placed = await placeOrder(cartId, orderBody(), { token });
    expect(placed.status).toBe(200);
    expect(cents((placed.body.result as PlacedOrder).grandTotal)).toBe(cents(totals.grand_total));
  });

  it("keeps the guest price in a guest's cart and order, and for a customer without a tier", async () => {
    const guestCart = await cartWith({ [SKU]: 2 });
    const guestTotals = await totalsOf(guestCart);
    expect(cents(guestTotals.subtotal_incl_tax)).toBe(2 * guestPrice);
    const placed = await placeOrder(guestCart);
    expect(cents((placed.body.result as PlacedOrder).grandTotal)).toBe(cents(guestTotals.grand_total));

    const general = await customerOf('general.cart@example.ee', 1);
    const generalTotals = await totalsOf(await cartWith({ [SKU]: 1 }, { token: general }), general);
    expect(cents(generalTotals.subtotal_incl_tax)).toBe(guestPrice);
  });
});
