import {
  NO_SUCH_CONFIGURATION,
  bundleChoicePrice,
  chooseVariantOption,
  configurationOf,
  defaultBundleChoice,
  priceWithChoices,
  resolveStorePath,
  storePath,
  type BundleChoice,
  type ProductPageData,
  type ProductVariant,
  type StoreCode,
} from '@apteek/domain';
import { useState } from 'react';
import { useStoreView } from '../../shell/index.ts';

export type ProductSelection = ReturnType<typeof useProductSelection>;

/**
 * What the shopper has chosen on a product page, and what the page shows for it: the selected
 * variant's price, stock and images, custom option and bundle prices.
 */
export function useProductSelection(product: ProductPageData) {
  const { storeCode } = useStoreView();
  const { type } = product;
  const variants = type.kind === 'configurable' ? type.variants : [];
  const [selectedSku, setSelectedSku] = useState(type.kind === 'configurable' ? type.selectedSku : null);
  const [warning, setWarning] = useState<string | null>(
    type.kind === 'configurable' ? type.requestedVariantWarning : null,
  );
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [bundleChoice, setBundleChoice] = useState<BundleChoice>(() =>
    type.kind === 'bundle' ? defaultBundleChoice(type.options) : {},
  );
  const variant = variants.find((candidate) => candidate.sku === selectedSku) ?? null;

  const chooseOption = (attributeCode: string, valueId: string) => {
    if (type.kind !== 'configurable') return;
    const current = variant ? configurationOf(variant, type.axes) : {};
    const next = chooseVariantOption(variants, current, attributeCode, valueId);
    if (next === null) {
      setWarning(NO_SUCH_CONFIGURATION);
      return;
    }
    setWarning(null);
    setSelectedSku(next.sku);
    followInUrl(next, storeCode);
  };

  const basePrice =
    type.kind === 'bundle'
      ? bundleChoicePrice(type.options, bundleChoice, product.price.taxRate)
      : (variant?.prices ?? product.price);
  const price = priceWithChoices(
    basePrice,
    product.customOptions,
    Object.entries(choices).map(([optionId, value]) => ({ optionId: Number(optionId), value })),
  );
  return {
    variant,
    warning,
    chooseOption,
    choices,
    setChoice: (optionId: number, value: string) => setChoices((all) => ({ ...all, [optionId]: value })),
    bundleChoice,
    setBundleOption: (optionId: number, skus: string[]) =>
      setBundleChoice((all) => ({ ...all, [optionId]: skus })),
    price,
    sku: variant?.sku ?? product.sku,
    media: variant && variant.media.length > 0 ? variant.media : product.media,
    stockStatus: variant?.stockStatus ?? product.stock.status,
  };
}

/**
 * The address names the chosen child without a new history entry or a reload: the page
 * already holds every child, so React Router's navigation (and its loader call) is not needed.
 */
function followInUrl(variant: ProductVariant, storeCode: StoreCode) {
  const { hasPrefix } = resolveStorePath(window.location.pathname);
  const path = storePath(storeCode, variant.paths[storeCode], { explicitDefault: hasPrefix });
  window.history.replaceState(window.history.state, '', `${path}${window.location.search}`);
}
