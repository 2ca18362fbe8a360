import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../pricing/money.ts';
import {
  PRESCRIPTION_ITEM,
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  cardProduct,
  cartLineProduct,
  isPrescriptionLine,
  purchase,
  removeFromCart,
  roundAmount,
  selectItem,
  viewCart,
  viewItem,
  viewItemList,
  type AnalyticsProduct,
} from './analytics.ts';

const ibuprofen: AnalyticsProduct = {
  sku: 'IBU-400',
  name: 'Ibuprofen 400 mg',
  brand: 'Nurofen',
  unitPrice: 4.995,
  qty: 2,
  isPrescription: false,
};
const rx: AnalyticsProduct = {
  sku: 'SERT-50',
  name: 'Sertraline 50 mg',
  brand: 'Zoloft',
  unitPrice: 7.1,
  qty: 1,
  isPrescription: true,
};

describe('analytics events (amounts rounded to 2 decimals)', () => {
  it('rounds half away from zero without binary noise', () => {
    expect([roundAmount(1.005), roundAmount(4.995), roundAmount(0.1 + 0.2), roundAmount(-1.005)]).toEqual([
      1.01, 5, 0.3, -1.01,
    ]);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (amount) => {
        const rounded = roundAmount(amount);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(rounded * 100))).toBe(true);
        expect(String(rounded)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });

  it('carries the currency and the value of the lines', () => {
    expect(addToCart(ibuprofen)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 10,
        items: [
          { item_id: 'IBU-400', item_name: 'Ibuprofen 400 mg', item_brand: 'Nurofen', price: 5, quantity: 2 },
        ],
      },
    });
    expect(removeFromCart({ ...ibuprofen, qty: 1 }).ecommerce.value).toBe(5);
    expect(viewItem(ibuprofen).event).toBe('view_item');
    expect(viewCart([ibuprofen, { ...ibuprofen, sku: 'X', unitPrice: 0.333, qty: 3 }]).ecommerce.value).toBe(
      10.99,
    );
    expect(beginCheckout([ibuprofen], 'NEWSLETTER10').ecommerce.coupon).toBe('NEWSLETTER10');
    expect(addShippingInfo([ibuprofen], 'omniva').ecommerce.shipping_tier).toBe('omniva');
    expect(addPaymentInfo([ibuprofen], 'maksekeskus').ecommerce.payment_type).toBe('maksekeskus');
    expect(
      purchase({
        transactionId: '100000042',
        lines: [ibuprofen],
        grandTotal: 13.4899,
        tax: 2.4327,
        shipping: 3.49,
        coupon: null,
      }).ecommerce,
    ).toEqual({
      currency: 'EUR',
      transaction_id: '100000042',
      value: 13.49,
      tax: 2.43,
      shipping: 3.49,
      items: [expect.objectContaining({ item_id: 'IBU-400', price: 5, quantity: 2 })],
    });
  });

  it('names lists by kind and numbers their items', () => {
    const list = viewItemList('category', [ibuprofen, { ...ibuprofen, sku: 'B' }]);
    expect(list.ecommerce.item_list_id).toBe('category');
    expect(list.ecommerce.items.map((item) => [item.index, item.item_list_id])).toEqual([
      [0, 'category'],
      [1, 'category'],
    ]);
    expect(selectItem('search', ibuprofen, 3).ecommerce.items[0]).toMatchObject({
      index: 3,
      item_list_id: 'search',
    });
  });

  it('never carries a prescription product: a generic item without sku, name, brand or substance', () => {
    const events = [
      viewItem(rx),
      addToCart(rx),
      viewItemList('category', [rx]),
      purchase({
        transactionId: '1',
        lines: [rx, ibuprofen],
        grandTotal: 20,
        tax: 1,
        shipping: 0,
        coupon: null,
      }),
    ];
    for (const event of events) {
      const text = JSON.stringify(event);
      expect(text).not.toMatch(/SERT|Sertraline|Zoloft/);
      expect(event.ecommerce.items[0]).toMatchObject({ ...PRESCRIPTION_ITEM, price: 7.1, quantity: 1 });
    }
  });

  it('recognises a prescription cart line by its prescription number or patient code option', () => {
    const line = (option_id: number) => ({
      productOption: { extension_attributes: { custom_options: [{ option_id, option_value: 'x' }] } },
    });
    expect([
      isPrescriptionLine(line(10100)),
      isPrescriptionLine(line(10101)),
      isPrescriptionLine(line(10000)),
    ]).toEqual([true, true, false]);
    expect(isPrescriptionLine({ productOption: {} })).toBe(false);
  });

  it('reads cart lines and cards: a prescription line or product by its option or type code', () => {
    const option = {
      extension_attributes: { custom_options: [{ option_id: 10100, option_value: '1234567' }] },
    };
    expect(
      cartLineProduct({ sku: 'S', name: 'Sertraline', unitPrice: cents(710), qty: 2, productOption: option }),
    ).toEqual({
      sku: 'S',
      name: 'Sertraline',
      unitPrice: 7.1,
      qty: 2,
      isPrescription: true,
    });
    expect(cardProduct({ sku: 'C', name: 'Cream', typeCode: 100, priceCents: 1299 })).toMatchObject({
      unitPrice: 12.99,
      isPrescription: false,
    });
    expect(cardProduct({ sku: 'R', name: 'Rx', typeCode: 300, priceCents: 500 }).isPrescription).toBe(true);
  });
});
