import type { CardPrice } from '../catalog/product-card.ts';
import type { ProductPagePrice } from '../storefront/product-page.ts';
import { discountPercent } from './special-price.ts';

/** Customer group 0, NOT LOGGED IN: the prices every page is rendered with. */
export const GUEST_GROUP_ID = 0;

/**
 * A customer group's single-unit tier price becomes the final price only when it is
 * below the final price (special, else regular); otherwise the final price stands. The page
 * (render-list and the catalogue's documents), the cart and the order all price with this rule.
 */
export function withTierPrice(finalCents: number, tierCents: number | null | undefined): number {
  return tierCents !== null && tierCents !== undefined && tierCents < finalCents ? tierCents : finalCents;
}

/** One item of GET /api/catalog/products/render-list, the amounts it is read for. */
export interface RenderListItem {
  sku: string;
  price_info: {
    extension_attributes: {
      tax_adjustments: { final_price: number; regular_price: number; special_price: number | null };
    };
  };
}

/**
 * What a customer group's tier takes off each SKU's price, in cents with VAT: the guest's final
 * price (special, else regular) minus the group's final price; SKUs without a lower tier are absent.
 */
export function groupDiscounts(items: readonly RenderListItem[]): Map<string, number> {
  const discounts = new Map<string, number>();
  for (const item of items) {
    const gross = item.price_info.extension_attributes.tax_adjustments;
    const guest = Math.round((gross.special_price ?? gross.regular_price) * 100);
    const group = Math.round(gross.final_price * 100);
    if (group < guest) discounts.set(item.sku, guest - group);
  }
  return discounts;
}

/**
 * The page's price with a group tier applied (price tiers use the user's group id and
 * token): the final price lowered by the tier's discount, shown against the regular price.
 */
export function withGroupDiscount(price: ProductPagePrice, discountCents: number): ProductPagePrice {
  if (discountCents <= 0) return price;
  const final = Math.max(0, price.final - discountCents);
  return { ...price, final, special: final, discountPercent: discountPercent(final, price.regular) };
}

/** A product card's price with a group tier applied, as withGroupDiscount does on the product page. */
export function withCardGroupDiscount(price: CardPrice, discountCents: number): CardPrice {
  if (discountCents <= 0) return price;
  const final = Math.max(0, price.final - discountCents);
  return { ...price, final, special: final };
}

/** A customer group's price from a quantity of units on, in cents. */
export interface TierPrice {
  qty: number;
  cents: number;
}

/**
 * The price a line of `qty` units takes from its group's tiers: the lowest of the tiers whose
 * quantity the line reaches; null when it reaches none. A single unit reaches only tiers of 1.
 */
export function tierPriceAt(tiers: readonly TierPrice[], qty: number): number | null {
  let best: number | null = null;
  for (const tier of tiers) if (tier.qty <= qty && (best === null || tier.cents < best)) best = tier.cents;
  return best;
}
