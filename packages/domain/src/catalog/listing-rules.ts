import { ROOT_CATEGORY_ID, type AttributeCode, type Visibility } from './product-types.ts';

interface ListingFacts {
  visibility: Visibility;
  status: number;
}

/** Category product lists use visibility in [2,3,4] and status in [0,1]. */
export const CATEGORY_LIST_VISIBILITY: readonly Visibility[] = [2, 3, 4];
export const LISTED_STATUSES: readonly number[] = [0, 1];
/** Search suggestions show only products visible in search. */
export const SEARCH_SUGGESTION_VISIBILITY: readonly Visibility[] = [3, 4];
/** Bundle and grouped lookups take only status 1 products. */
export const LINKED_PRODUCT_STATUSES: readonly number[] = [1];

export function isListedInCategory(product: ListingFacts): boolean {
  return CATEGORY_LIST_VISIBILITY.includes(product.visibility) && LISTED_STATUSES.includes(product.status);
}

export function isSearchSuggestion(product: ListingFacts): boolean {
  return (
    SEARCH_SUGGESTION_VISIBILITY.includes(product.visibility) && LISTED_STATUSES.includes(product.status)
  );
}

export function isLinkableProduct(product: { status: number }): boolean {
  return LINKED_PRODUCT_STATUSES.includes(product.status);
}

/** A price filter range in cents: `from` inclusive, `to` exclusive, `to: null` open-ended. */
export interface PriceBucket {
  from: number;
  to: number | null;
}

/** Price ranges 0-50, 50-100, 100-150 and 150+ euros. */
export const PRICE_BUCKETS: readonly PriceBucket[] = [
  { from: 0, to: 5000 },
  { from: 5000, to: 10000 },
  { from: 10000, to: 15000 },
  { from: 15000, to: null },
];

export function priceBucketOf(priceCents: number): PriceBucket | null {
  return (
    PRICE_BUCKETS.find(
      (bucket) => priceCents >= bucket.from && (bucket.to === null || priceCents < bucket.to),
    ) ?? null
  );
}

/**
 * Price range labels, their templates taken literally: first '< {currency}to' ('< €50'), last
 * '> {currency}from' ('> €150'), middle '{currency}from - to' ('€50 - 100').
 */
export function priceBucketLabel(bucket: PriceBucket, currencySign: string): string {
  if (bucket.to === null) return `> ${currencySign}${formatEuros(bucket.from)}`;
  if (bucket.from === 0) return `< ${currencySign}${formatEuros(bucket.to)}`;
  return `${currencySign}${formatEuros(bucket.from)} - ${formatEuros(bucket.to)}`;
}

/**
 * A price range as a shopper reads it, in the spec's shapes ('< to', 'from - to', '> from') with
 * the amounts in the store's money format: '< 50,00 €', '50,00 € - 100,00 €', '> 150,00 €'.
 */
export function priceRangeLabel(bucket: PriceBucket, formatAmount: (cents: number) => string): string {
  if (bucket.to === null) return `> ${formatAmount(bucket.from)}`;
  if (bucket.from === 0) return `< ${formatAmount(bucket.to)}`;
  return `${formatAmount(bucket.from)} - ${formatAmount(bucket.to)}`;
}

/**
 * The price ranges worth offering as a filter: none that holds no product (unless the shopper
 * chose it, so it can be unchosen), and no filter at all when one range holds every product of
 * the list, since choosing it would narrow nothing.
 */
export function shownPriceRanges<Range extends { count: number; isSelected: boolean }>(
  ranges: readonly Range[],
  total: number,
): Range[] {
  const shown = ranges.filter((range) => range.count > 0 || range.isSelected);
  const narrows = shown.some((range) => range.isSelected) || shown.every((range) => range.count < total);
  return narrows ? shown : [];
}

function formatEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export interface SortOption {
  /** English label, also the i18n key. */
  label: string;
  field: 'name' | 'price';
  direction: 'asc' | 'desc';
}

/** The first option, Name A-Z, is the default. */
export const SORT_OPTIONS = [
  { label: 'Name A-Z', field: 'name', direction: 'asc' },
  { label: 'Name Z-A', field: 'name', direction: 'desc' },
  { label: 'Price low to high', field: 'price', direction: 'asc' },
  { label: 'Price high to low', field: 'price', direction: 'desc' },
] as const satisfies readonly SortOption[];

export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0];

/**
 * Page sizes of lists; category lists are sorted by position ascending. Category and campaign pages
 * list 50 products a page, the search results page (/products, by term or filters) 18; the
 * header's suggestions are SEARCH_SUGGESTION_SIZE (6).
 */
export const PAGE_SIZES = {
  productList: 50,
  searchResults: 18,
  categoryList: 4000,
  attributeList: 150,
  cmsMax: 500,
  cmsBlockList: 150,
} as const;

/** Loading a category by an id below the root category id is an empty result. */
export function isLoadableCategoryId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= ROOT_CATEGORY_ID;
}

/** Facet size, and at most this many items per facet. */
export const FILTER_SIZE = 10;
export const MAX_FILTER_ITEMS = 10;

export type FilterName = AttributeCode | 'searchText' | 'generalSearchText';

export const FRONT_PAGE_FILTERS = [
  'Brand',
  'MethodOfMedicine',
  'Atc',
  'Campaign',
  'ProductTypeFilter',
] as const satisfies readonly FilterName[];
