import {
  cents,
  lineKey,
  type CartBundleSelection,
  type CustomOptionChoice,
  type NewCartLine,
  type ProductPageData,
  type StoreCode,
} from '@apteek/domain';
import type { ProductSelection } from './use-product-selection.ts';

/**
 * The cart line a product page's choices make: a configurable product's chosen child, the custom
 * option values and bundle selections, keyed exactly as the server keys its lines.
 */
export function cartLineOf(
  product: ProductPageData,
  selection: ProductSelection,
  qty: number,
  storeCode: StoreCode,
): NewCartLine {
  const customOptions: CustomOptionChoice[] = Object.entries(selection.choices)
    .filter(([, value]) => value.trim() !== '')
    .map(([optionId, value]) => ({ optionId: Number(optionId), value: value.trim() }));
  const bundleOptions: CartBundleSelection[] =
    product.type.kind === 'bundle'
      ? product.type.options.flatMap((option) =>
          (selection.bundleChoice[option.optionId] ?? []).map((sku) => ({
            optionId: option.optionId,
            sku,
            qty: option.links.find((link) => link.sku === sku)?.qty ?? 1,
          })),
        )
      : [];
  const isConfigurable = product.type.kind === 'configurable';
  return {
    key: lineKey({ sku: selection.sku, options: { customOptions, bundleOptions } }),
    sku: selection.sku,
    parentSku: isConfigurable ? product.sku : null,
    qty,
    name: selection.variant?.name ?? product.name,
    unitPrice: cents(selection.price.final),
    productOption: {
      extension_attributes: {
        custom_options: customOptions.map((choice) => ({
          option_id: choice.optionId,
          option_value: choice.value,
        })),
        ...(bundleOptions.length > 0
          ? {
              bundle_options: groupByOption(bundleOptions).map(([optionId, chosen]) => ({
                option_id: optionId,
                option_qty: chosen[0]!.qty,
                option_selections: chosen.map((choice) => choice.sku),
              })),
            }
          : {}),
      },
    },
    imageUrl: (selection.media[0] ?? product.media[0])?.thumbnailUrl ?? null,
    urlPath: (selection.variant?.paths ?? product.paths)[storeCode],
    stockStatus: selection.stockStatus,
  };
}

function groupByOption(choices: CartBundleSelection[]): [number, CartBundleSelection[]][] {
  const groups = new Map<number, CartBundleSelection[]>();
  for (const choice of choices) groups.set(choice.optionId, [...(groups.get(choice.optionId) ?? []), choice]);
  return [...groups.entries()];
}
