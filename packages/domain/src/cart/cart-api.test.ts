import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CART_MESSAGES } from './add-rules.ts';
import { CartChangeMetaSchema, CartQtySchema } from './cart-api.ts';

describe('CartQtySchema', () => {
  it.each([
    [3, 3],
    ['2', 2],
    [' 7 ', 7],
  ])('reads %j as the quantity %j', (input, qty) => {
    expect(CartQtySchema.parse(input)).toBe(qty);
  });

  it.each([0, -1, 1.5, '2.5', 'abc', '', null, undefined, '1e3', [2]])(
    'refuses %j with the quantity message',
    (input) => {
      const result = CartQtySchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CART_MESSAGES.quantityNotWhole]);
    },
  );

  it('refuses a missing quantity inside the update body', () => {
    const body = z.object({ qty: CartQtySchema });
    expect(body.safeParse({}).error?.issues).toMatchObject([
      { path: ['qty'], message: CART_MESSAGES.quantityNotWhole },
    ]);
  });
});

describe('CartChangeMetaSchema', () => {
  it("keeps the fund's share of a compensated line and of the cart", () => {
    const totals = {
      grand_total: 3.5,
      subtotal: 9,
      subtotal_incl_tax: 9.9,
      discount_amount: 0,
      tax_amount: 0.3,
      shipping_amount: 0,
      shipping_incl_tax: 0,
      shipping_tax_amount: 0,
      shipping_method: null,
      coupon_code: null,
      base_currency_code: 'EUR',
      quote_currency_code: 'EUR',
      items_qty: 1,
      items: [
        {
          item_id: 1,
          sku: 'WARF-5-100',
          name: 'Warfarin',
          qty: 1,
          price_incl_tax: 9.9,
          row_total_incl_tax: 9.9,
          row_total: 9,
          discount_amount: 0,
          tax_amount: 0.3,
          tax_percent: 9,
          medical_insurance_discount_amount: 6.4,
          medical_insurance_discount_percent: 75,
          additional_subsidy_amount: 0,
          additional_subsidy_percent: 0,
        },
      ],
      fund_amount: 6.4,
      tax_lines: [],
      total_segments: [],
    };
    const parsed = CartChangeMetaSchema.parse({ totals });
    expect(parsed.totals.fund_amount).toBe(6.4);
    expect(parsed.totals.items[0]).toMatchObject({ medical_insurance_discount_amount: 6.4 });
  });
});
