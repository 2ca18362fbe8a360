import { cents } from '../pricing/money.ts';
import type { CartItem } from './cart-api.ts';
import type { NewCartLine } from './cart-reducer.ts';

// Test data for the cart's tests in the domain and the web; only tests import this file.

/** A simple product's new cart line, keyed by its SKU. */
export function makeNewLine(sku: string, qty = 1): NewCartLine {
  return {
    key: sku,
    sku,
    qty,
    parentSku: null,
    name: sku,
    unitPrice: cents(100),
    productOption: {},
    imageUrl: null,
    urlPath: null,
  };
}

/** A simple product's line as the cart calls answer it. */
export function makeCartItem(sku: string, qty: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    item_id: 1,
    line_key: sku,
    sku,
    qty,
    name: sku,
    price: 1,
    price_incl_tax: 1.24,
    product_type: 'simple',
    quote_id: 'cart-1',
    product_option: { extension_attributes: {} },
    parentSku: null,
    is_medicine: false,
    is_in_stock: true,
    stock_status: 'ok',
    ...overrides,
  };
}
