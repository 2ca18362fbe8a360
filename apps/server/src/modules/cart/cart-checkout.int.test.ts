import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { INCORRECT_COUPON, taxFromGross } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { cartCalls } from './cart-test-calls.ts';

const testApp = useTestApp();

const call = apiCall(testApp);

const { newCart, update, productPrice } = cartCalls(call);

describe(`the server cart's totals, choices and access on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('totals rows, VAT per rate and the default courier, 5.00 incl. and 4.00 excl. VAT', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 2 });
    const price = await productPrice('PARA-500-20');
    const { body } = await call('GET', `/api/cart/totals?cartId=${cartId}`);
    const row = Math.round(price.final_price_incl_tax * 100) * 2;
    expect(body.result).toMatchObject({
      subtotal_incl_tax: row / 100,
      shipping_incl_tax: 5,
      shipping_amount: 4,
      grand_total: (row + 500) / 100,
      discount_amount: 0,
      items_qty: 2,
    });
    expect(body.result.tax_lines).toEqual([
      { rate: price.tax_rate, amount: taxFromGross(row, price.tax_rate) / 100 },
      { rate: 24, amount: 1 },
    ]);
    expect(body.result.total_segments.map((s: { code: string }) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);
  });

  it('applies a valid coupon, refuses a wrong one with the coupon text, and removes it', async () => {
    await testApp.app.db
      .insert(schema.salesRule)
      .values({ code: 'TESTTEN', type: 'percent', scope: 'cart', amount: 10 })
      .onConflictDoNothing();
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    const wrong = await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`);
    expect([wrong.status, wrong.body.errors?.[0]]).toEqual([
      400,
      { field: 'coupon', message: INCORRECT_COUPON },
    ]);
    const applied = await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=testten`);
    expect(applied.body).toEqual({ code: 200, result: true });
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.coupon_code).toBe('TESTTEN');
    expect(totals.discount_amount).toBeLessThan(0);
    expect(totals.total_segments.map((s: { code: string }) => s.code)).toContain('discount');
    await call('POST', `/api/cart/delete-coupon?cartId=${cartId}`);
    expect((await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result.discount_amount).toBe(0);
  });

  it('keeps cold-storage goods out of parcel machines and hides cash on delivery for virtual carts', async () => {
    const cold = await newCart();
    await update(cold, { sku: 'PROB-CAPS-10', qty: 1 });
    const methods = await call('POST', `/api/cart/shipping-methods?cartId=${cold}`, {
      address: { country_id: 'EE' },
    });
    expect(methods.body.result.map((m: { type: string }) => m.type)).toEqual(['Courier', 'Pickup']);

    const virtual = await newCart();
    await update(virtual, { sku: 'CONSULT-30', qty: 1 });
    expect(
      (await call('GET', `/api/cart/payment-methods?cartId=${virtual}`)).body.result.map(
        (m: { code: string }) => m.code,
      ),
    ).toEqual(['maksekeskus']);
    expect((await call('POST', `/api/cart/shipping-methods?cartId=${virtual}`, {})).body.result).toEqual([]);
    const totals = (await call('GET', `/api/cart/totals?cartId=${virtual}`)).body.result;
    expect(totals.shipping_incl_tax).toBe(0);
  });

  it('stores the shipping choice and the payment method, and refuses unknown ones', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    const info = await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { country_id: 'EE', city: 'Tallinn', postcode: '10115', street: ['Pikk 1'] },
        shippingCarrierCode: 'omniva',
        shippingMethodCode: 'parcelmachine',
      },
    });
    expect(info.body.result.totals).toMatchObject({
      shipping_incl_tax: 2.45,
      shipping_method: 'omniva_parcelmachine',
    });
    expect(info.body.result.payment_methods.map((m: { code: string }) => m.code)).toEqual([
      'maksekeskus',
      'cashondelivery',
    ]);
    const collected = await call('POST', `/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'cashondelivery' } },
    });
    expect(collected.status).toBe(200);
    const bad = await call('POST', `/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'paytrail' } },
    });
    expect(bad.body.errors?.[0]?.field).toBe('methods.paymentMethod.method');
  });

  it('saves the id of the cart’s own chat, and no other', async () => {
    const cartId = await newCart();
    const chatId = (await call('POST', `/api/chat/start?cartId=${cartId}`)).body.result.chatId as string;
    expect((await call('POST', `/api/cart/save-chatId?cartId=${cartId}&chatId=${chatId}`)).body).toEqual({
      code: 200,
      result: true,
    });
    expect((await call('POST', `/api/cart/save-chatId?cartId=${cartId}&chatId=chat-42`)).status).toBe(404);
    const [row] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, cartId));
    expect(row?.chatId).toBe(chatId);
  });

  it('answers 404 for an unknown cart, 400 without a cart id and 401 for a bad token or another customer’s cart', async () => {
    expect((await call('GET', '/api/cart/pull?cartId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const missing = await call('GET', '/api/cart/pull');
    expect([missing.status, missing.body.errors?.[0]?.field]).toEqual([400, 'cartId']);
    const cartId = await newCart();
    expect(
      (await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, { authorization: 'Bearer nope' }))
        .status,
    ).toBe(401);
    expect((await call('POST', '/api/cart/create', undefined, { authorization: 'Bearer nope' })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/cart/create?guest=true', undefined, { authorization: 'Bearer nope' })).status,
    ).toBe(200);
    await testApp.app.db.update(schema.cart).set({ customerId: 7 }).where(eq(schema.cart.id, cartId));
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(401);
    expect((await update(cartId, { sku: 'PARA-500-20', qty: 1 })).status).toBe(401);
  });

  it("refuses every cart call on another customer's cart and changes nothing in it", async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    await testApp.app.db.update(schema.cart).set({ customerId: 8 }).where(eq(schema.cart.id, cartId));
    const q = `cartId=${cartId}`;
    const attempts: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', `/api/cart/pull?${q}`],
      ['POST', `/api/cart/update?${q}`, { cartItem: { sku: 'IBU-400-20', qty: 1 } }],
      ['POST', `/api/cart/delete?${q}`, { cartItem: { sku: 'PARA-500-20' } }],
      ['GET', `/api/cart/totals?${q}`],
      ['GET', `/api/cart/payment-methods?${q}`],
      ['POST', `/api/cart/shipping-methods?${q}`, { address: { country_id: 'EE' } }],
      [
        'POST',
        `/api/cart/shipping-information?${q}`,
        { addressInformation: { shippingCarrierCode: 'courier', shippingMethodCode: 'flatrate' } },
      ],
      ['POST', `/api/cart/collect-totals?${q}`, { methods: {} }],
      ['POST', `/api/cart/apply-coupon?${q}&coupon=NEWSLETTER10`],
      ['POST', `/api/cart/delete-coupon?${q}`],
      ['POST', `/api/cart/save-chatId?${q}&chatId=stolen`],
    ];
    for (const [method, url, body] of attempts) {
      expect([url, (await call(method, url, body)).status]).toEqual([url, 401]);
    }
    const [row] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, cartId));
    expect([row?.couponCode, row?.chatId]).toEqual([null, null]);
    const items = await testApp.app.db
      .select()
      .from(schema.cartItem)
      .where(eq(schema.cartItem.cartId, cartId));
    expect(items.map((item) => `${item.sku}:${item.qty}`)).toEqual(['PARA-500-20:1']);
  });
});
