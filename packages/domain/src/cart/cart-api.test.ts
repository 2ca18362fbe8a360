import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CART_MESSAGES } from './add-rules.ts';
import { CartQtySchema } from './cart-api.ts';

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
