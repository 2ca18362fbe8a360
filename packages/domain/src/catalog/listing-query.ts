import { type AttributeCode } from './product-types.ts';
import { PRICE_BUCKETS, SORT_OPTIONS, type PriceBucket, type SortOption } from './listing-rules.ts';

/** The facets a listing shows unasked: the default filter set without its text filters. */
export const LISTING_FACET_CODES = [
  'Brand',
  'Usage',
  'MethodOfMedicine',
  'Atc',
  'Campaign',
  'ProductTypeFilter',
  'Tag',
  'Manufacturer',
] as const satisfies readonly AttributeCode[];

/**
 * Attributes a listing may be filtered by: the seeds' default filter set plus the
 * attributes the header search suggests, so a suggestion link always lands on a working filter.
 */
export const LISTING_FILTER_CODES = [
  ...LISTING_FACET_CODES,
  'Substance',
  'PatientAge',
  'ReasonForUse',
  'StorageRequirement',
] as const satisfies readonly AttributeCode[];
export type ListingFilterCode = (typeof LISTING_FILTER_CODES)[number];

/** URL values of the sort options, in the order of SORT_OPTIONS; the first is the default. */
export const LISTING_SORT_KEYS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type ListingSortKey = (typeof LISTING_SORT_KEYS)[number];
export const DEFAULT_LISTING_SORT: ListingSortKey = 'name-asc';

/** URL values of the price ranges: '0-50', '50-100', '100-150', '150+'. */
export const PRICE_RANGE_KEYS = PRICE_BUCKETS.map(priceBucketKey);

export function priceBucketKey(bucket: PriceBucket): string {
  return bucket.to === null ? `${bucket.from / 100}+` : `${bucket.from / 100}-${bucket.to / 100}`;
}

export function priceBucketByKey(key: string): PriceBucket | null {
  return PRICE_BUCKETS.find((bucket) => priceBucketKey(bucket) === key) ?? null;
}

export function sortOptionOf(key: ListingSortKey): SortOption {
  return SORT_OPTIONS[LISTING_SORT_KEYS.indexOf(key)]!;
}

/** Everything a category, product-list or campaign page shows depends on these, read from the URL. */
export interface ListingQuery {
  /** Selected option codes per attribute, sorted and without duplicates. */
  filters: Partial<Record<ListingFilterCode, string[]>>;
  /** A key of PRICE_RANGE_KEYS. */
  price: string | null;
  sort: ListingSortKey;
  /** 1-based. */
  page: number;
  /** The product list's search term, trimmed; '' when none. */
  term: string;
}

export const MAX_TERM_LENGTH = 200;
const MAX_VALUES_PER_FILTER = 50;
const MAX_OPTION_CODE_LENGTH = 64;
export const MAX_LISTING_PAGE = 1000;

export const EMPTY_LISTING_QUERY: ListingQuery = {
  filters: {},
  price: null,
  sort: DEFAULT_LISTING_SORT,
  page: 1,
  term: '',
};

/**
 * Reads a listing state from a query string. A shopper can type anything into a URL, so values
 * that mean nothing fall back to the defaults instead of failing.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const filters: ListingQuery['filters'] = {};
  for (const code of LISTING_FILTER_CODES) {
    const values = [...new Set(params.getAll(code).flatMap(splitValues))].sort();
    if (values.length > 0) filters[code] = values.slice(0, MAX_VALUES_PER_FILTER);
  }
  const price = params.get('price');
  const sort = params.get('sort');
  return {
    filters,
    price: price !== null && PRICE_RANGE_KEYS.includes(price) ? price : null,
    sort: LISTING_SORT_KEYS.find((key) => key === sort) ?? DEFAULT_LISTING_SORT,
    page: parsePage(params.get('page')),
    term: (params.get('term') ?? '').trim().slice(0, MAX_TERM_LENGTH).trim(),
  };
}

function splitValues(raw: string): string[] {
  return raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_OPTION_CODE_LENGTH);
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_LISTING_PAGE);
}

/** The shortest query string for a state ('' for the defaults, otherwise '?…'); defaults are left out. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.term) params.set('term', query.term);
  for (const code of LISTING_FILTER_CODES) {
    for (const value of query.filters[code] ?? []) params.append(code, value);
  }
  if (query.price) params.set('price', query.price);
  if (query.sort !== DEFAULT_LISTING_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasListingFilters(query: ListingQuery): boolean {
  return query.price !== null || Object.keys(query.filters).length > 0;
}

/** The same state on another page. */
export function withListingPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page };
}

/** The state with one filter value removed; filter changes start again from the first page. */
export function withoutFilterValue(
  query: ListingQuery,
  code: ListingFilterCode,
  value: string,
): ListingQuery {
  const remaining = (query.filters[code] ?? []).filter((v) => v !== value);
  const filters = { ...query.filters };
  if (remaining.length > 0) filters[code] = remaining;
  else delete filters[code];
  return { ...query, filters, page: 1 };
}

/** The state without any filter or price range, keeping the term and the sort. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, filters: {}, price: null, page: 1 };
}

/** A search term needs at least 3 characters. */
export const MIN_TERM_LENGTH = 3;

export function isTermTooShort(term: string): boolean {
  return term.length > 0 && [...term].length < MIN_TERM_LENGTH;
}
