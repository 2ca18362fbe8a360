import {
  LISTING_FILTER_CODES,
  PAGE_SIZES,
  PRICE_RANGE_KEYS,
  STORE_VIEWS,
  formatMoney,
  pageCountOf,
  priceBucketByKey,
  priceRangeLabel,
  shownPriceRanges,
  type AttributeCode,
  type AttributeFacet,
  type FacetOption,
  type ListingFilterCode,
  type ListingQuery,
  type ListingResult,
  type ListingSortKey,
  type PriceFacetOption,
  type StoreCode,
} from '@apteek/domain';
import type { CatalogMetadata, ListingSearch, ProductListing } from '../catalog/index.ts';
import type { StorefrontContext } from './context.ts';
import { toListingProduct } from './listing-cards.ts';

/** What a page lists before the shopper's filters: a category, a campaign or a search term. */
export interface ListingScope {
  storeCode: StoreCode;
  categoryIds?: number[];
  /** Fixed filters of the page itself, such as the campaign; their facets are not shown. */
  attributes?: Partial<Record<AttributeCode, string[]>>;
  term?: string;
  /** Facets shown even when nothing in them is selected. */
  facetCodes: readonly ListingFilterCode[];
  /** Products a page; a category's or campaign's 50 unless given (the search page's 18). */
  pageSize?: number;
}

const SEARCH_SORTS: Record<ListingSortKey, NonNullable<ListingSearch['sort']>> = {
  'name-asc': 'name:asc',
  'name-desc': 'name:desc',
  'price-asc': 'price:asc',
  'price-desc': 'price:desc',
};

/**
 * One page of a listing with facet counts. A facet with a selection is counted as if its own
 * selection were lifted (one extra, cached search per such facet), so shoppers can pick a second
 * brand instead of seeing only the one they chose.
 */
export async function searchListing(
  { catalog }: StorefrontContext,
  scope: ListingScope,
  query: ListingQuery,
): Promise<ListingResult> {
  const meta = await catalog.metadata();
  const fixed = new Set(Object.keys(scope.attributes ?? {}));
  const selected = (Object.keys(query.filters) as ListingFilterCode[]).filter((code) => !fixed.has(code));
  const facetCodes = LISTING_FILTER_CODES.filter(
    (code) => !fixed.has(code) && (scope.facetCodes.includes(code) || selected.includes(code)),
  );
  const pageSize = scope.pageSize ?? PAGE_SIZES.productList;
  const base = searchInput(scope, query);
  const [main, ...lifted] = await Promise.all([
    catalog.listing({
      ...base,
      facets: facetCodes,
      from: (query.page - 1) * pageSize,
      size: pageSize,
      sort: SEARCH_SORTS[query.sort],
    }),
    ...selected.map((code) => catalog.listing(countsWithout(scope, query, code, [code]))),
    ...(query.price ? [catalog.listing(countsWithout(scope, query, 'price', ['Brand']))] : []),
  ]);
  const liftedCounts = new Map<ListingFilterCode | 'price', ProductListing>(
    selected.map((code, i) => [code, lifted[i]!]),
  );
  if (query.price) liftedCounts.set('price', lifted[selected.length]!);
  const countsFor = (code: ListingFilterCode | 'price') => liftedCounts.get(code) ?? main;
  return {
    query,
    products: main.products.map((product) => toListingProduct(product, scope.storeCode, meta)),
    total: main.total,
    pageSize,
    pageCount: pageCountOf(main.total, pageSize),
    facets: facetCodes
      .map((code) => attributeFacet(code, countsFor(code), query, scope.storeCode, meta))
      .filter((facet) => facet.options.length > 0),
    priceRanges: priceFacet(countsFor('price'), query, scope.storeCode),
    sort: query.sort,
  };
}

function searchInput(scope: ListingScope, query: ListingQuery): Omit<ListingSearch, 'facets'> {
  const bucket = query.price ? priceBucketByKey(query.price) : null;
  const attributes = { ...query.filters, ...scope.attributes };
  return {
    storeCode: scope.storeCode,
    term: scope.term || undefined,
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    ...(scope.categoryIds ? { categoryIds: scope.categoryIds } : {}),
    ...(bucket ? { price: { from: bucket.from, ...(bucket.to ? { to: bucket.to } : {}) } } : {}),
    from: 0,
    size: 0,
  };
}

/** Counts for one facet with its own selection lifted; the price buckets come with any aggregation. */
function countsWithout(
  scope: ListingScope,
  query: ListingQuery,
  lift: ListingFilterCode | 'price',
  facets: ListingFilterCode[],
): ListingSearch {
  const filters = { ...query.filters };
  if (lift !== 'price') delete filters[lift];
  const lifted: ListingQuery = { ...query, filters, price: lift === 'price' ? null : query.price };
  return { ...searchInput(scope, lifted), facets };
}

function attributeFacet(
  code: ListingFilterCode,
  result: ProductListing,
  query: ListingQuery,
  storeCode: StoreCode,
  meta: CatalogMetadata,
): AttributeFacet {
  const attribute = meta.attributes.get(code);
  const chosen = new Set(query.filters[code] ?? []);
  const counts = result.facets[code] ?? [];
  const options: FacetOption[] = counts
    .filter((bucket) => bucket.count > 0)
    .map((bucket) => ({
      value: bucket.key,
      label: bucket.label || bucket.key,
      count: bucket.count,
      isSelected: chosen.has(bucket.key),
    }));
  // A chosen option nothing matches any more stays visible, so it can be unticked.
  for (const value of chosen) {
    if (options.some((option) => option.value === value)) continue;
    const optionId = attribute?.options.get(value);
    if (optionId === undefined) continue;
    const label = attribute?.optionLabels.get(optionId)?.labels[storeCode] ?? value;
    options.push({ value, label, count: 0, isSelected: true });
  }
  options.sort(
    (a, b) =>
      Number(b.isSelected) - Number(a.isSelected) || b.count - a.count || a.label.localeCompare(b.label),
  );
  return { code, label: attribute?.labels[storeCode] ?? code, options };
}

/** The price ranges worth filtering by, worded with the store's money format ('< 50,00 €'). */
function priceFacet(result: ProductListing, query: ListingQuery, storeCode: StoreCode): PriceFacetOption[] {
  const buckets = result.priceBuckets ?? [];
  const money = STORE_VIEWS[storeCode].i18n;
  const options = PRICE_RANGE_KEYS.map((value) => ({
    value,
    label: priceRangeLabel(priceBucketByKey(value)!, (cents) => formatMoney(cents, money)),
    count: buckets.find((b) => b.key === value)?.count ?? 0,
    isSelected: query.price === value,
  }));
  return shownPriceRanges(options, result.total);
}
