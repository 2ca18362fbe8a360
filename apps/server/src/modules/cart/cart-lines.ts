import {
  DomainError,
  bundlePrice,
  lineKey,
  priceWithCustomOptions,
  tierPriceAt,
  withTierPrice,
  type CartBundleSelection,
  type CustomOptionChoice,
  type LineOptions,
  type PricedLine,
} from '@apteek/domain';
import { invalidField } from '../../plugins/validation.ts';
import type { CartProduct } from '../catalog/index.ts';
import type { ProductOption } from './cart-schemas.ts';

/** A requested cart line resolved against the catalogue. */
export interface ResolvedLine {
  /** The product that goes in the cart: a configurable's child, never the parent. */
  product: CartProduct;
  parentSku: string | null;
  options: LineOptions;
  key: string;
  productOption: ProductOption;
}

export type Resolution = { ok: true; line: ResolvedLine } | { ok: false; error: DomainError };

/**
 * Turns the sku and product_option of a request into the line it means: a configurable parent with
 * its configurable_item_options becomes the matching child; bundle selections are checked against
 * the bundle's own; empty custom option values are dropped.
 */
export function resolveLine(
  sku: string,
  productOption: ProductOption,
  products: ReadonlyMap<string, CartProduct>,
): Resolution {
  const requested = products.get(sku);
  if (!requested) return { ok: false, error: new DomainError('product_not_found', { sku }) };
  const attributes = productOption.extension_attributes;
  let product = requested;
  let parentSku = requested.parentSku;
  if (requested.typeId === 'configurable') {
    const wanted = attributes.configurable_item_options ?? [];
    const child = requested.children.find(
      (candidate) =>
        wanted.length === candidate.options.size &&
        wanted.every((option) => candidate.options.get(option.option_id) === option.option_value),
    );
    const childProduct = child && products.get(child.sku);
    if (!childProduct) {
      return {
        ok: false,
        error: invalidField(
          'cartItem.product_option',
          'No such configuration for the product. Please do choose another combination of attributes.',
        ),
      };
    }
    product = childProduct;
    parentSku = requested.sku;
  }
  const customOptions: CustomOptionChoice[] = (attributes.custom_options ?? [])
    .map((option) => ({ optionId: option.option_id, value: option.option_value.trim() }))
    .filter((option) => option.value !== '');
  const bundle = bundleChoices(product, attributes.bundle_options);
  if (bundle === null) {
    return { ok: false, error: invalidField('cartItem.product_option', 'Unknown bundle selection') };
  }
  const options: LineOptions = { customOptions, bundleOptions: bundle };
  return {
    ok: true,
    line: {
      product,
      parentSku,
      options,
      key: lineKey({ sku: product.sku, options }),
      productOption: {
        extension_attributes: {
          ...attributes,
          custom_options: customOptions.map((o) => ({ option_id: o.optionId, option_value: o.value })),
        },
      },
    },
  };
}

/** The shopper's bundle selections, or the bundle's defaults (first link where none is default). */
function bundleChoices(
  product: CartProduct,
  requested: ProductOption['extension_attributes']['bundle_options'],
): CartBundleSelection[] | null {
  if (product.typeId !== 'bundle') return [];
  if (!requested || requested.length === 0) {
    const byOption = new Map<
      number,
      { optionId: number; sku: string; defaultQty: number; isDefault: boolean }
    >();
    for (const selection of product.bundleSelections.values()) {
      const current = byOption.get(selection.optionId);
      if (!current || (selection.isDefault && !current.isDefault))
        byOption.set(selection.optionId, selection);
    }
    return [...byOption.values()].map(({ optionId, sku, defaultQty }) => ({
      optionId,
      sku,
      qty: defaultQty,
    }));
  }
  const choices: CartBundleSelection[] = [];
  for (const option of requested) {
    for (const chosen of option.option_selections) {
      const selection =
        typeof chosen === 'number'
          ? product.bundleSelections.get(chosen)
          : [...product.bundleSelections.values()].find(
              (s) => s.optionId === option.option_id && s.sku === chosen,
            );
      if (!selection || selection.optionId !== option.option_id) return null;
      choices.push({ optionId: option.option_id, sku: selection.sku, qty: option.option_qty });
    }
  }
  return choices;
}

/**
 * Unit price of a line of `qty` units with its options, in cents with VAT (a group tier the
 * quantity reaches lowers it); null when some price is unknown.
 */
export function lineUnitGross(
  line: ResolvedLine,
  products: ReadonlyMap<string, CartProduct>,
  qty = 1,
): number | null {
  let base = line.product.unitGross;
  if (base !== null) base = withTierPrice(base, tierPriceAt(line.product.tiers, qty));
  if (line.product.typeId === 'bundle') {
    const selections = (line.options.bundleOptions ?? []).map((choice) => ({
      price: products.get(choice.sku)?.unitGross ?? null,
      qty: choice.qty,
    }));
    if (selections.some((selection) => selection.price === null)) return null;
    base = bundlePrice(selections.map((selection) => ({ price: selection.price!, qty: selection.qty })));
  }
  if (base === null) return null;
  return priceWithCustomOptions(base, line.product.customOptions, line.options.customOptions ?? []);
}

export function pricedLine(line: ResolvedLine, qty: number, unitGross: number): PricedLine {
  return { key: line.key, sku: line.product.sku, qty, unitGross, taxRate: line.product.taxRate };
}
