import { overSaleLimits, type UnitsOfProduct } from '../cart/sale-limit.ts';

/**
 * A cash-on-delivery order holds its stock for up to 48 hours with nothing paid: one
 * client address placed orders for a product's whole stock that way. So the unconfirmed
 * cash-on-delivery orders of one address may hold together at most as much of a product as one
 * order may (its sale limit); paying online, or the pharmacy confirming an order, frees the way.
 */
export const CASH_ON_DELIVERY_HOLD_MESSAGE =
  'Unpaid cash on delivery orders may hold at most {quantity} of this product. Please pay online or wait until the pharmacy confirms your earlier order.';

/** The refusal text with its limit filled in. Translated in the storefront's catalogues. */
export function cashOnDeliveryHoldMessage(limit: number): string {
  return CASH_ON_DELIVERY_HOLD_MESSAGE.replace('{quantity}', String(limit));
}

/**
 * The products a new cash-on-delivery order would take past their cap, with that cap: what the
 * address's unconfirmed cash-on-delivery orders hold (`held`) plus what this order holds, summed per
 * product, against `limitOf` (the product's sale limit).
 */
export function overCashOnDeliveryHolds<K>(
  held: readonly UnitsOfProduct<K>[],
  ordered: readonly UnitsOfProduct<K>[],
  limitOf: (product: K) => number,
): { product: K; qty: number; limit: number }[] {
  const orderedProducts = new Set(ordered.map((units) => units.product));
  const relevant = held.filter((units) => orderedProducts.has(units.product));
  return overSaleLimits([...ordered, ...relevant], limitOf);
}
