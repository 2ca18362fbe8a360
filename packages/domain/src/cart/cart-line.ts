import type { CustomOptionChoice } from '../pricing/option-prices.ts';

/** A chosen bundle selection: which product of which option, how many per bundle. */
export interface CartBundleSelection {
  optionId: number;
  sku: string;
  qty: number;
}

/** The options that make two lines of the same SKU different products (the platform's product_option). */
export interface LineOptions {
  customOptions?: readonly CustomOptionChoice[];
  bundleOptions?: readonly CartBundleSelection[];
}

export interface LineIdentity {
  /** The SKU put in the cart: a configurable product's child SKU, otherwise the product's own. */
  sku: string;
  options?: LineOptions;
}

/**
 * A stable key for "the same product" (the prior system's productsEquals): same SKU, same non-empty
 * custom option values and same bundle selections, whatever order they were given in.
 */
export function lineKey(line: LineIdentity): string {
  const custom = (line.options?.customOptions ?? [])
    .filter((choice) => choice.value.trim() !== '')
    .map((choice) => `${choice.optionId}=${choice.value.trim()}`)
    .sort();
  const bundle = (line.options?.bundleOptions ?? []).map((b) => `${b.optionId}:${b.sku}x${b.qty}`).sort();
  const parts = [line.sku];
  if (custom.length > 0) parts.push(`c(${custom.join(',')})`);
  if (bundle.length > 0) parts.push(`b(${bundle.join(',')})`);
  return parts.join('|');
}

export function isSameProduct(a: LineIdentity, b: LineIdentity): boolean {
  return lineKey(a) === lineKey(b);
}
