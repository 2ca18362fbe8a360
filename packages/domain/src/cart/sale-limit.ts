/**
 * How many units of one product a single order may hold. Pharmacies limit the packs of common
 * over-the-counter medicines per sale, and a limit keeps one cart from reserving a product's whole
 * stock. A product's own limit (`stock_item.max_sale_qty`) wins; without one the store default
 * applies.
 */
export const DEFAULT_MAX_SALE_QTY = 10;

/** The refusal's text; `{quantity}` is the limit. Translated in the storefront's catalogues. */
export const SALE_LIMIT_MESSAGE = 'You can order at most {quantity} of this product at a time';

/** The limit that applies to a product: its own when it has one (1 or more), else the store's. */
export function maxSaleQty(
  productLimit: number | null | undefined,
  storeDefault = DEFAULT_MAX_SALE_QTY,
): number {
  return productLimit != null && Number.isInteger(productLimit) && productLimit >= 1
    ? productLimit
    : storeDefault;
}

/** The refusal text with its limit filled in. */
export function saleLimitMessage(limit: number): string {
  return SALE_LIMIT_MESSAGE.replace('{quantity}', String(limit));
}

/**
 * Whether a cart line may hold `qty` units when the cart's other lines of the same product (other
 * options, edit mode) already hold `otherLinesQty`: null when it may, else the limit it breaks.
 */
export function saleLimitExceeded(qty: number, otherLinesQty: number, limit: number): number | null {
  return qty + otherLinesQty > limit ? limit : null;
}

export interface UnitsOfProduct<K> {
  product: K;
  qty: number;
}

/**
 * The products an order holds more of than their limit allows, with that limit, summed over every
 * entry naming the same product (several lines, bundle parts), in the order they first appear.
 */
export function overSaleLimits<K>(
  units: readonly UnitsOfProduct<K>[],
  limitOf: (product: K) => number,
): { product: K; qty: number; limit: number }[] {
  const sums = new Map<K, number>();
  for (const { product, qty } of units) sums.set(product, (sums.get(product) ?? 0) + qty);
  const over: { product: K; qty: number; limit: number }[] = [];
  for (const [product, qty] of sums) {
    const limit = limitOf(product);
    if (qty > limit) over.push({ product, qty, limit });
  }
  return over;
}
