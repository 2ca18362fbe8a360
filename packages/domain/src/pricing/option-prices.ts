import type { ProductTypeId } from '../catalog/product-types.ts';

export type OptionPriceType = 'fixed' | 'percent';

/** One value of a custom option: `price` is cents when fixed and a percentage when percent. */
export interface CustomOptionValue {
  optionTypeId: number;
  price: number;
  priceType: OptionPriceType;
}

export interface CustomOption {
  optionId: number;
  values: readonly CustomOptionValue[];
}

/** What the shopper entered for one custom option; a picked value is its option_type_id as text. */
export interface CustomOptionChoice {
  optionId: number;
  value: string;
}

/**
 * A chosen value adds to the price only when its option_type_id is above 0; choices
 * with an empty value are ignored. Free text (ReasonForUse, PatientCode) matches no priced value.
 */
export function priceWithCustomOptions(
  baseCents: number,
  options: readonly CustomOption[],
  choices: readonly CustomOptionChoice[],
): number {
  return choices.reduce((total, choice) => total + choiceDelta(baseCents, options, choice), baseCents);
}

function choiceDelta(
  baseCents: number,
  options: readonly CustomOption[],
  choice: CustomOptionChoice,
): number {
  const picked = choice.value.trim();
  if (picked === '') return 0;
  const option = options.find((candidate) => candidate.optionId === choice.optionId);
  const value = option?.values.find((candidate) => String(candidate.optionTypeId) === picked);
  if (value === undefined || value.optionTypeId <= 0) return 0;
  return valueDelta(baseCents, value);
}

function valueDelta(baseCents: number, value: CustomOptionValue): number {
  switch (value.priceType) {
    case 'fixed':
      return value.price;
    case 'percent':
      return Math.round((baseCents * value.price) / 100);
    default: {
      const unknown: never = value.priceType;
      return unknown;
    }
  }
}

export interface BundleSelection {
  /** Cents per unit of the selected product. */
  price: number;
  qty: number;
}

/** Bundle price is Σ price × qty over selections with qty 0 or more. */
export function bundlePrice(selections: readonly BundleSelection[]): number {
  return selections
    .filter((selection) => selection.qty >= 0)
    .reduce((total, selection) => total + selection.price * selection.qty, 0);
}

export interface BundleLink extends BundleSelection {
  isDefault: boolean;
}

export interface BundleOption {
  optionId: number;
  links: readonly BundleLink[];
}

/** A bundle's price: each option adds its default link (or its first link) times that link's qty. */
export function bundleDefaultPrice(options: readonly BundleOption[]): number {
  return options.reduce((total, option) => {
    const link = option.links.find((candidate) => candidate.isDefault) ?? option.links[0];
    return link === undefined ? total : total + link.price * link.qty;
  }, 0);
}

export interface GroupedLink {
  linkType: string;
  linkedProductType: ProductTypeId;
  /** Cents of the linked product, and the tax contained in it. */
  price: number;
  tax: number;
}

/** A grouped product's price and tax are the sums over associated simple products, each qty 1. */
export function groupedPrice(links: readonly GroupedLink[]): { price: number; tax: number } {
  return links
    .filter((link) => link.linkType === 'associated' && link.linkedProductType === 'simple')
    .reduce((sum, link) => ({ price: sum.price + link.price, tax: sum.tax + link.tax }), {
      price: 0,
      tax: 0,
    });
}
