import type { ClientLine } from '@apteek/domain';

// The cart's state and its empty value: what the chrome (badge, drawer switch) needs before the
// cart's code has loaded, kept apart from that code.

/** What the cart calls answer for a line (apps/server cart-service ServerItem). */
export interface ServerItem {
  item_id: number;
  /** lineKey() of @apteek/domain, the same on both sides. */
  line_key: string;
  sku: string;
  qty: number;
  name: string;
  price_incl_tax: number;
  product_type: string;
  product_option: ProductOption;
  parentSku: string | null;
  is_in_stock: boolean;
  stock_status: 'ok' | 'volatile' | 'out_of_stock';
}

export interface ProductOption {
  extension_attributes?: {
    custom_options?: { option_id: number; option_value: string }[];
    configurable_item_options?: { option_id: number; option_value: number }[];
    /** Selection ids, or the chosen products' SKUs. */
    bundle_options?: { option_id: number; option_qty: number; option_selections: (number | string)[] }[];
  };
}

/** A cart line in the browser (spec 000 §3 Cart item). */
export interface CartLineItem extends ClientLine {
  parentSku: string | null;
  name: string;
  /** Unit price in euros with VAT, as last known. */
  priceInclTax: number;
  productOption: ProductOption;
  imageUrl: string | null;
  urlPath: string | null;
  isInStock: boolean;
  stockStatus: 'ok' | 'volatile' | 'out_of_stock';
}

export interface CartTotals {
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  shipping_incl_tax: number;
  coupon_code: string | null;
  total_segments: { code: string; title: string; value: number }[];
  tax_lines: { rate: number; amount: number }[];
}

export interface CartState {
  cartId: string | null;
  items: CartLineItem[];
  /** Per line key, how many of its changes the server has not confirmed yet (queued or in flight). */
  unconfirmed: Record<string, number>;
  /**
   * Per line key, how many edits replacing it are on their way: until they arrive, a pull may
   * still show the old line, which must not come back.
   */
  replaced: Record<string, number>;
  syncedHash: string | null;
  lastSyncAt: number | null;
  totals: CartTotals | null;
  isMicrocartOpen: boolean;
  isAdding: boolean;
  /** Spec 000 §4: after this many refused connects the cart stops syncing. */
  connectBypassCount: number;
  isSyncDisabled: boolean;
  /** The customer whose cart this is since their login; null for a guest cart. */
  customerId: number | null;
}

export const EMPTY_CART: CartState = {
  cartId: null,
  items: [],
  unconfirmed: {},
  replaced: {},
  syncedHash: null,
  lastSyncAt: null,
  totals: null,
  isMicrocartOpen: false,
  isAdding: false,
  connectBypassCount: 0,
  isSyncDisabled: false,
  customerId: null,
};

/** Where a store view's cart survives reloads (localStorage). */
export function cartStorageKey(storeCode: string): string {
  return `apteek-cart-${storeCode}`;
}
