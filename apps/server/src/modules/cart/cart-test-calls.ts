import type { apiCall } from '../../test-app.ts';

/** The cart calls the cart tests build their stories from. */
export function cartCalls(call: ReturnType<typeof apiCall>) {
  const update = (cartId: string, cartItem: object) =>
    call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem });
  return {
    update,
    async newCart(storeCode = 'ee'): Promise<string> {
      const { body } = await call('POST', `/api/cart/create?storeCode=${storeCode}`);
      return body.result as string;
    },
    /** The shopper picks another variant of a line, naming it by its item id and previous key. */
    editVariant: (cartId: string, itemId: number, previousKey: string, sku: string, qty: number) =>
      update(cartId, { sku, qty, item_id: itemId, previous_line_key: previousKey }),
    async productPrice(sku: string, storeCode = 'ee') {
      const { body } = await call('GET', `/api/product/${sku}?storeCode=${storeCode}`);
      return body.result as { final_price_incl_tax: number; tax_rate: number };
    },
  };
}
