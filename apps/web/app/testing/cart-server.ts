import { lineKey, type CartItem, type StoreCode } from '@apteek/domain';
import { makeCartItem } from '@apteek/domain/cart-test-factory';
import { stubApi, type ApiAnswer, type SentRequest } from './component-harness.tsx';

/** A simple product's line as the cart calls answer it. */
export function makeServerLine(sku: string, qty: number): CartItem {
  return makeCartItem(sku, qty, {
    item_id: 7,
    line_key: lineKey({ sku }),
    name: 'Ibuprofen 200 mg',
    price: 4,
    price_incl_tax: 4.96,
  });
}

/**
 * A browser that keeps a cart of the store view (its id in localStorage, as a reload finds it) and
 * a server holding one line of it: pull answers the line, update takes the quantity it is sent.
 * `answer` answers the page's other calls.
 */
export function cartServer(
  storeCode: StoreCode,
  line: CartItem,
  answer: (request: SentRequest) => ApiAnswer | Promise<ApiAnswer> = () => undefined,
) {
  localStorage.setItem(`apteek-cart-${storeCode}`, JSON.stringify({ cartId: line.quote_id, items: [] }));
  return stubApi((request) => {
    const { path, body } = request;
    if (path.startsWith('/api/cart/pull')) return { code: 200, result: [line] };
    if (path.startsWith('/api/cart/update')) {
      const { cartItem } = body as { cartItem: { qty: number } };
      return { code: 200, result: { ...line, qty: cartItem.qty } };
    }
    if (path.startsWith('/api/stock/list')) return { code: 200, result: [] };
    return answer(request);
  });
}
