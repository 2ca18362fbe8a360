import {
  CATEGORY_LIST_VISIBILITY,
  LISTED_STATUSES,
  LISTING_FILTER_CODES,
  PAGE_SIZES,
  PRICE_RANGE_KEYS,
  pageCountOf,
  priceBucketByKey,
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
import type { CatalogMetadata } from '../catalog/catalog-metadata.ts';
import type { ProductSearchResult } from '../catalog/product-search.ts';
import type { ProductSearch } from '../catalog/search-schemas.ts';
import { GUEST_GROUP_ID } from '../pricing/index.ts';
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
}

type SearchInput = Parameters<StorefrontContext['catalog']['search']>[0];

const SEARCH_SORTS: Record<ListingSortKey, NonNullable<ProductSearch['sort']>> = {
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
  const pageSize = PAGE_SIZES.productList;
  const base = searchInput(scope, query);
  const search = (input: SearchInput) => catalog.search(input, GUEST_GROUP_ID);
  const [main, ...lifted] = await Promise.all([
    search({
      ...base,
      aggregations: facetCodes,
      from: (query.page - 1) * pageSize,
      size: pageSize,
      sort: SEARCH_SORTS[query.sort],
    }),
    ...selected.map((code) => search(countsWithout(scope, query, code, [code]))),
    ...(query.price ? [search(countsWithout(scope, query, 'price', ['Brand']))] : []),
  ]);
  const liftedCounts = new Map<ListingFilterCode | 'price', ProductSearchResult>(
    selected.map((code, i) => [code, lifted[i]!]),
  );
  if (query.price) liftedCounts.set('price', lifted[selected.length]!);
  const countsFor = (code: ListingFilterCode | 'price') => liftedCounts.get(code) ?? main!;
  return {
    query,
    products: main!.items.map((item) => toListingProduct(item, scope.storeCode, meta)),
    total: main!.total,
    pageSize,
    pageCount: pageCountOf(main!.total, pageSize),
    facets: facetCodes
      .map((code) => attributeFacet(code, countsFor(code), query, scope.storeCode, meta))
      .filter((facet) => facet.options.length > 0),
    priceRanges: priceFacet(countsFor('price'), query),
    sort: query.sort,
  };
}

function searchInput(scope: ListingScope, query: ListingQuery): Omit<SearchInput, 'aggregations'> {
  const bucket = query.price ? priceBucketByKey(query.price) : null;
  const attributes = { ...query.filters, ...scope.attributes };
  return {
    storeCode: scope.storeCode,
    term: scope.term || undefined,
    filters: {
      // Spec 000 §5: category lists show visibility 2, 3, 4 and status 0, 1.
      visibility: [...CATEGORY_LIST_VISIBILITY],
      status: [...LISTED_STATUSES] as (0 | 1)[],
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      ...(scope.categoryIds ? { categoryIds: scope.categoryIds } : {}),
      ...(bucket
        ? { price: { from: bucket.from / 100, ...(bucket.to ? { to: bucket.to / 100 } : {}) } }
        : {}),
    },
    from: 0,
    size: 0,
  };
}

/** Counts for one facet with its own selection lifted; the price buckets come with any aggregation. */
function countsWithout(
  scope: ListingScope,
  query: ListingQuery,
  lift: ListingFilterCode | 'price',
  aggregations: ListingFilterCode[],
): SearchInput {
  const filters = { ...query.filters };
  if (lift !== 'price') delete filters[lift];
  const lifted: ListingQuery = { ...query, filters, price: lift === 'price' ? null : query.price };
  return { ...searchInput(scope, lifted), aggregations };
}

function attributeFacet(
  code: ListingFilterCode,
  result: ProductSearchResult,
  query: ListingQuery,
  storeCode: StoreCode,
  meta: CatalogMetadata,
): AttributeFacet {
  const attribute = meta.attributes.get(code);
  const chosen = new Set(query.filters[code] ?? []);
  const buckets = result.aggregations[code]?.buckets ?? [];
  const options: FacetOption[] = buckets
    .filter((bucket) => bucket.doc_count > 0)
    .map((bucket) => ({
      value: bucket.key,
      label: bucket.label || bucket.key,
      count: bucket.doc_count,
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

function priceFacet(result: ProductSearchResult, query: ListingQuery): PriceFacetOption[] {
  const buckets = result.aggregations.price?.buckets ?? [];
  return PRICE_RANGE_KEYS.map((value) => {
    const bucket = buckets.find((b) => b.key === value);
    return {
      value,
      label: bucket?.label ?? value,
      count: bucket?.doc_count ?? 0,
      isSelected: query.price === value,
    };
  }).filter((option) => option.count > 0 || option.isSelected);
}
