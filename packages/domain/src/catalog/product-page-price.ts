import { discountPercent } from '../pricing/special-price.ts';
import {
  bundlePrice,
  priceWithCustomOptions,
  type CustomOption,
  type CustomOptionChoice,
} from '../pricing/option-prices.ts';
import type { BundleOptionView, ProductPagePrice } from '../storefront/product-page.ts';

/**
 * The page price with the shopper's custom option choices: each price of the offer
 * moves by the chosen values, fixed amounts as they are and percentages of that price.
 */
export function priceWithChoices(
  price: ProductPagePrice,
  options: readonly CustomOption[],
  choices: readonly CustomOptionChoice[],
): ProductPagePrice {
  const apply = (cents: number) => priceWithCustomOptions(cents, options, choices);
  const final = apply(price.final);
  const regular = apply(price.regular);
  const special = price.special === null ? null : final;
  return {
    ...price,
    final,
    regular,
    special,
    discountPercent: special === null ? null : discountPercent(final, regular),
  };
}

/** The chosen bundle links per option id, by SKU. */
export type BundleChoice = Readonly<Record<number, readonly string[]>>;

/** A bundle opens with each option's default link, or its first link when none is default. */
export function defaultBundleChoice(options: readonly BundleOptionView[]): BundleChoice {
  return Object.fromEntries(
    options.map((option) => {
      const link = option.links.find((candidate) => candidate.isDefault) ?? option.links[0];
      return [option.optionId, link ? [link.sku] : []];
    }),
  );
}

/** The bundle costs Σ price × qty over the chosen links. */
export function bundleChoicePrice(
  options: readonly BundleOptionView[],
  choice: BundleChoice,
  taxRate: number,
): ProductPagePrice {
  const chosen = options.flatMap((option) =>
    option.links.filter((link) => choice[option.optionId]?.includes(link.sku)),
  );
  const final = bundlePrice(chosen.map((link) => ({ price: link.price.final, qty: link.qty })));
  return { final, regular: final, special: null, discountPercent: null, taxRate, currency: 'EUR' };
}
