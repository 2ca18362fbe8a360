import { describe, expect, it } from 'vitest';
import { SHIPPING_VAT_RATE } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { cartCalls } from './cart-test-calls.ts';

const testApp = useTestApp();

const call = apiCall(testApp);

const { newCart, update } = cartCalls(call);

/** The totals a change answers beside its result. */
const changedTotals = (answer: { body: object }) =>
  (answer.body as { meta: { totals: { items_qty: number; items: { sku: string }[] } } }).meta.totals;

const totalsOf = async (cartId: string) =>
  (await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result;

describe(`a cart change in one call, and the store's country, on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answers a quantity change with the line and the totals after it', async () => {
    const cartId = await newCart();
    const added = await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    expect(changedTotals(added)).toEqual(await totalsOf(cartId));

    const changed = await update(cartId, {
      sku: 'PARA-500-20',
      qty: '3',
      item_id: added.body.result.item_id,
    });
    expect(changed.body.result).toMatchObject({ sku: 'PARA-500-20', qty: 3 });
    expect(changedTotals(changed)).toMatchObject({ items_qty: 3 });
    expect(changedTotals(changed)).toEqual(await totalsOf(cartId));
  });

  it('answers a removal with the totals after it', async () => {
    const cartId = await newCart();
    const kept = await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    const gone = await update(cartId, { sku: 'IBU-400-20', qty: 2 });
    const removed = await call('POST', `/api/cart/delete?cartId=${cartId}`, {
      cartItem: { item_id: gone.body.result.item_id },
    });
    expect(removed.body).toMatchObject({ code: 200, result: true });
    expect(changedTotals(removed).items.map((item: { sku: string }) => item.sku)).toEqual(['PARA-500-20']);
    expect(changedTotals(removed)).toEqual(await totalsOf(cartId));
    expect(changedTotals(kept).items_qty).toBe(1);
  });

  it('answers a pull with the lines and their totals', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 2 });
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result.map((item: { sku: string }) => item.sku)).toEqual(['PARA-500-20']);
    expect(changedTotals(pulled)).toEqual(await totalsOf(cartId));
  });

  it('refuses a quantity that is no whole number above zero before reading the catalogue', async () => {
    const cartId = await newCart();
    const { status, body } = await update(cartId, { sku: 'NO-SUCH-SKU', qty: '2.5' });
    expect([status, body.errors]).toEqual([
      400,
      [{ field: 'cartItem.qty', message: 'Quantity must be positive integer' }],
    ]);
  });

  it('judges a Finnish cart without an address against Finnish delivery', async () => {
    const fi = await newCart('fi');
    const ee = await newCart('ee');
    for (const cartId of [fi, ee]) await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    const carriers = async (cartId: string) =>
      (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, {})).body.result.map(
        (m: { carrier_code: string }) => m.carrier_code,
      );
    // Omniva's parcel machines deliver in Estonia only.
    expect(await carriers(fi)).not.toContain('omniva');
    expect(await carriers(ee)).toContain('omniva');

    const omniva = await call('POST', `/api/cart/shipping-information?cartId=${fi}`, {
      addressInformation: { shippingCarrierCode: 'omniva', shippingMethodCode: 'parcelmachine' },
    });
    expect(omniva.status).toBe(400);

    const collected = await call('POST', `/api/cart/collect-totals?cartId=${fi}`, {
      methods: { shippingCarrierCode: 'courier', shippingMethodCode: 'flatrate' },
    });
    expect(collected.body.result.tax_lines).toContainEqual(
      expect.objectContaining({ rate: SHIPPING_VAT_RATE.FI }),
    );
    expect(SHIPPING_VAT_RATE.FI).not.toBe(SHIPPING_VAT_RATE.EE);
  });
});
