import { describe, expect, it } from 'vitest';
import { CartLineItemSchema } from './cart-line-item.ts';

const stored = {
  key: 'IBU-400-20',
  sku: 'IBU-400-20',
  qty: 2,
  serverItemId: null,
  prevQty: null,
  parentSku: null,
  name: 'Ibuprofen',
  productOption: {},
  imageUrl: null,
  urlPath: null,
  isInStock: true,
  stockStatus: 'ok',
};

describe('a stored cart line', () => {
  it('keeps its unit price in Cents', () => {
    expect(CartLineItemSchema.parse({ ...stored, unitPrice: 349 })).toMatchObject({ unitPrice: 349 });
  });

  it('reads the euros an earlier storefront kept as Cents, so a reload shows the same price', () => {
    const line = CartLineItemSchema.parse({ ...stored, priceInclTax: 3.49 });
    expect(line.unitPrice).toBe(349);
    expect(line).not.toHaveProperty('priceInclTax');
  });

  it('refuses a unit price that is no whole number of cents', () => {
    expect(CartLineItemSchema.safeParse({ ...stored, unitPrice: 3.49 }).success).toBe(false);
  });
});
