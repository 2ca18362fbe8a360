import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, cartLineRefusal, type CartProductFacts } from './add-rules.ts';

const otc: CartProductFacts = {
  status: 1,
  typeCode: 200,
  unitGross: 599,
  stock: { available: 5, isInStock: true, status: 'ok', manageStock: true },
};
const shop = { viaPrescriptionCentre: false, heldQty: 0 };

describe('cartLineRefusal', () => {
  it('accepts a whole positive quantity of an enabled, priced product in stock', () => {
    expect(cartLineRefusal(otc, 5, shop)).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses quantity %j', (qty) => {
    expect(cartLineRefusal(otc, qty, shop)).toEqual({
      field: 'qty',
      message: CART_MESSAGES.quantityNotWhole,
    });
  });

  it('refuses more than the certain stock, naming the bound', () => {
    expect(cartLineRefusal(otc, 6, shop)).toEqual({
      field: 'qty',
      message: CART_MESSAGES.quantityAbove,
      values: { quantity: 6 },
    });
  });

  it('lets volatile or unmanaged stock through at any quantity', () => {
    expect(cartLineRefusal({ ...otc, stock: { ...otc.stock, status: 'volatile' } }, 50, shop)).toBeNull();
    expect(cartLineRefusal({ ...otc, stock: { ...otc.stock, manageStock: false } }, 50, shop)).toBeNull();
  });

  it('refuses adding an out-of-stock product or growing its line, but keeps or shrinks a line that ran out', () => {
    const soldOut = {
      ...otc,
      stock: { available: 0, isInStock: false, status: 'out_of_stock' as const, manageStock: true },
    };
    expect(cartLineRefusal(soldOut, 1, shop)).toEqual({ field: 'sku', message: CART_MESSAGES.outOfStock });
    expect(cartLineRefusal(soldOut, 4, { ...shop, heldQty: 3 })?.message).toBe(CART_MESSAGES.outOfStock);
    expect(cartLineRefusal(soldOut, 3, { ...shop, heldQty: 3 })).toBeNull();
    expect(cartLineRefusal(soldOut, 2, { ...shop, heldQty: 3 })).toBeNull();
    const flagged = { ...otc, stock: { ...otc.stock, isInStock: false } };
    expect(cartLineRefusal(flagged, 1, shop)?.message).toBe(CART_MESSAGES.outOfStock);
  });

  it('refuses an unknown price, disabled products and prescription medicine outside the centre', () => {
    expect(cartLineRefusal({ ...otc, unitGross: null }, 1, shop)?.message).toBe(CART_MESSAGES.priceUnknown);
    expect(cartLineRefusal({ ...otc, status: 2 }, 1, shop)?.message).toBe(CART_MESSAGES.unavailable);
    const rx = { ...otc, typeCode: 300 as const };
    expect(cartLineRefusal(rx, 1, shop)?.message).toBe(CART_MESSAGES.prescriptionOnly);
    expect(cartLineRefusal(rx, 1, { viaPrescriptionCentre: true, heldQty: 0 })).toBeNull();
  });

  it('allows a zero price (zero-price products are enabled)', () => {
    expect(cartLineRefusal({ ...otc, unitGross: 0 }, 1, shop)).toBeNull();
  });
});
