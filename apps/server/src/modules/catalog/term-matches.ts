import { queryRows } from '@apteek/db';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, PRICE_BUCKETS } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { PRICE_BUCKET_KEYS, type RankedRows, type SearchContext } from './search-queries.ts';
import type { ProductSearch } from './search-schemas.ts';
import { prefixQuery, sortOf, termRanksSql } from './search-sql.ts';
import { createStoreViews, optionsOf, type StoreRows, type StoreViews } from './store-views.ts';
import { indexedRanks } from './term-ranks.ts';
import { topInOrder } from './top-in-order.ts';

/**
 * What a term matches in one store view on one day, before any filter: the matches' rows in the
 * store view's rows (`store`), which hold every column a filter, facet or price bucket reads, so
 * nothing of the matches is copied, with what the relevance order reads of each. They are kept in
 * the order they were gathered: the term's first search filters and counts them all but orders
 * only those its page needs (top-in-order.ts); a term asked again (another filter, a later page)
 * has every match ordered once, and its searches filter them in that order.
 */
export interface TermMatches {
  rows: Int32Array;
  /** 1 for a match that is exact (SKU, name or option code): exact matches come first. */
  exact: Uint8Array;
  ranks: Float64Array;
  /** Trigram closeness (a fuzzy term's matches), after the rank; null for a term matched by words. */
  closeness: Float64Array | null;
  store: StoreRows;
  /** When the database was asked (ms since the epoch). */
  readAt: number;
  /** How many searches were answered from these matches. */
  searches: number;
  /** The places of every match in the relevance order, once a second search asked for them. */
  ordered: Int32Array | null;
}

/** termRanksSql's row: the matches in no particular order, with what the relevance order reads. */
interface RankColumns {
  n: number;
  ids: number[] | null;
  ranks: number[] | null;
  closeness: number[] | null;
  /** The matches that are exact (SKU, name or option code). */
  exact: number[] | null;
}

/**
 * A term's matches as rows of the store view's rows; null when a match has no store row (the rows
 * were read before the product was added: the database answers until they are read again).
 */
function termMatchesOf(ranked: RankColumns, store: StoreRows, readAt: number): TermMatches | null {
  const ids = ranked.ids ?? [];
  const n = ids.length;
  const rows = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const id = ids[k]!;
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    if (row < 0) return null;
    rows[k] = row;
  }
  const exact = new Uint8Array(n);
  const exactIds = new Set(ranked.exact ?? []);
  if (exactIds.size > 0) for (let k = 0; k < n; k++) if (exactIds.has(ids[k]!)) exact[k] = 1;
  return {
    rows,
    exact,
    ranks: new Float64Array(ranked.ranks ?? []),
    closeness: ranked.closeness ? new Float64Array(ranked.closeness) : null,
    store,
    readAt,
    searches: 0,
    ordered: null,
  };
}

/**
 * The relevance order (`orderBy` of search-sql.ts) of two matches by their places in `matches`:
 * exact first, then rank and closeness larger first, then name; the place in name order is
 * unique per row (it ends on the product id), so no two matches compare equal.
 */
function relevanceOrder({ rows, exact, ranks, closeness, store }: TermMatches) {
  const nameOrd = store.nameOrd;
  return (a: number, b: number) =>
    exact[b]! - exact[a]! ||
    ranks[b]! - ranks[a]! ||
    (closeness ? closeness[b]! - closeness[a]! : 0) ||
    nameOrd[rows[a]!]! - nameOrd[rows[b]!]!;
}

/** A set of small integers (visibility, status) as a table: a match's test is one read. */
function lookupOf(values: readonly number[]): Uint8Array {
  const table = new Uint8Array(Math.max(0, ...values.filter((v) => v >= 0 && v < 65_536)) + 1);
  for (const value of values) if (value >= 0 && value < table.length) table[value] = 1;
  return table;
}

const isIn = (table: Uint8Array, value: number) => value >= 0 && value < table.length && table[value] === 1;

const overlaps = (values: Int32Array, start: number, end: number, wanted: Set<number>) => {
  for (let k = start; k < end; k++) if (wanted.has(values[k]!)) return true;
  return false;
};

/** Whether the values hold one of each wanted set (every attribute filter): no closure per match. */
function holdsEvery(values: Int32Array, start: number, end: number, wanted: Set<number>[]): boolean {
  for (let w = 0; w < wanted.length; w++) if (!overlaps(values, start, end, wanted[w]!)) return false;
  return true;
}

/**
 * A relevance search's page, total, facet and price counts over a term's matches, with the
 * filters of search-sql.ts's filterConditions applied here instead of in the database; null for a
 * search this cannot answer (another sort, a SKU filter). Every match is filtered and counted in
 * one pass; only those the page needs are put in order.
 */
export function rankedFromMatches(
  matches: TermMatches,
  context: Pick<SearchContext, 'attributes'>,
  search: ProductSearch,
  fuzzy: boolean,
  allUpTo: number,
): RankedRows | null {
  const f = search.filters;
  if (sortOf(search) !== 'relevance' || f.skus !== undefined) return null;
  const visibility = lookupOf(f.visibility ?? CATEGORY_LIST_VISIBILITY);
  const status = lookupOf(f.status ?? LISTED_STATUSES);
  const attributes = Object.entries(f.attributes ?? {}).map(
    ([code, values]) =>
      new Set((values ?? []).map((value) => context.attributes.get(code)?.options.get(value) ?? -1)),
  );
  const categories = f.categoryIds ? new Set(f.categoryIds) : null;
  const from = f.price?.from === undefined ? null : Math.round(f.price.from * 100);
  const to = f.price?.to === undefined ? null : Math.round(f.price.to * 100);
  // Counted by option id in a flat array: the facets' options are numbered densely enough.
  const facetOptions = search.aggregations.flatMap((code) => [
    ...(context.attributes.get(code)?.options.values() ?? []),
  ]);
  const facetSize = facetOptions.reduce((max, option) => Math.max(max, option + 1), 0);
  const isFacet = new Uint8Array(facetSize);
  for (const option of facetOptions) isFacet[option] = 1;
  const facetCounts = new Int32Array(facetSize);
  const withPrices = search.aggregations.length > 0;
  const bucketCounts = new Int32Array(PRICE_BUCKETS.length);
  const bucketFrom = Int32Array.from(PRICE_BUCKETS, (bucket) => bucket.from);
  // The last bucket has no upper bound.
  const bucketTo = Float64Array.from(PRICE_BUCKETS, (bucket) => bucket.to ?? Infinity);
  const { rows, store } = matches;
  const order = relevanceOrder(matches);
  if (matches.searches++ > 0 && !matches.ordered)
    matches.ordered = Int32Array.from(rows, (_, k) => k).sort(order);
  const ordered = matches.ordered;
  // The places (in `matches`) of the matches the filters keep, in the relevance order once the
  // matches are ordered, else in the order they were gathered.
  const kept = new Int32Array(rows.length);
  let total = 0;
  const { optionStart, options, categoryStart, price: prices } = store;
  const buckets = bucketFrom.length;
  for (let j = 0; j < rows.length; j++) {
    const k = ordered ? ordered[j]! : j;
    const i = rows[k]!;
    const price = prices[i]!;
    if (!isIn(visibility, store.visibility[i]!) || !isIn(status, store.status[i]!)) continue;
    if ((from !== null && price < from) || (to !== null && price >= to)) continue;
    if (categories && !overlaps(store.categories, categoryStart[i]!, categoryStart[i + 1]!, categories))
      continue;
    const first = optionStart[i]!;
    const end = optionStart[i + 1]!;
    if (!holdsEvery(options, first, end, attributes)) continue;
    kept[total++] = k;
    for (let o = first; o < end; o++) {
      const option = options[o]!;
      if (option < facetSize && isFacet[option] === 1) facetCounts[option]!++;
    }
    if (withPrices)
      for (let b = 0; b < buckets; b++)
        if (price >= bucketFrom[b]! && price < bucketTo[b]!) bucketCounts[b]!++;
  }
  const facets: { optionId: number; count: number }[] = [];
  facetCounts.forEach((count, optionId) => {
    if (count > 0) facets.push({ optionId, count });
  });
  // Unless the matches are ordered, only those up to the page's end are put in order; a result
  // that is kept whole gets every match in order when a later page asks for it (search-results.ts).
  const candidates = kept.subarray(0, total);
  const upToPage = ordered
    ? candidates.subarray(0, search.from + search.size)
    : topInOrder(candidates, search.from + search.size, order);
  const idsOf = (places: Int32Array) => Array.from(places, (k) => store.ids[rows[k]!]!);
  // Every id in order with the page when the page holds them all, else when asked (null past allUpTo).
  const later = total > allUpTo || upToPage.length === total ? null : candidates;
  return {
    ids: idsOf(upToPage.subarray(search.from)),
    all: total <= allUpTo && upToPage.length === total ? idsOf(upToPage) : null,
    allWhenAsked: later && (() => idsOf(ordered ? later : Int32Array.from(later).sort(order))),
    total,
    facets,
    prices: PRICE_BUCKET_KEYS.map((key, b) => ({ key, count: bucketCounts[b]! })),
    fuzzy,
  };
}

export interface TermMatchesOptions {
  maxEntries: number;
  /** The most matches held over all terms. */
  maxWeight: number;
  /** A term matching more products than this is left to the database's top-N sort. */
  maxMatches: number;
  ttlMs: number;
  /** The store views' rows and indexes, kept across these caches (a fresh set when not given). */
  views?: StoreViews;
  now?: () => number;
}

/**
 * A term's matches, kept for a minute per store view, day, term and fuzziness, and filtered,
 * counted and paged in the process for every search with that term (any filter, facet set or
 * page size). The database only matches and ranks the term (termRanksSql: ids, ranks and the
 * exact matches, unsorted), or the store view's index does; the order and every listing column
 * come from the store view's rows (createStoreViews). So a new term costs one narrow query, and a new filter on a term
 * asked in the last minute none: the storefront's search field and its filter clicks.
 */
export function createTermMatches(options: TermMatchesOptions) {
  const now = options.now ?? Date.now;
  const cache = memoize<TermMatches | null>({
    maxEntries: options.maxEntries,
    maxWeight: options.maxWeight,
    ttlMs: options.ttlMs,
    // The matches' rows; the store view's rows they point into are held by the store views.
    weigh: (m) => (m ? m.rows.length : 0),
    now: options.now,
  });
  const views = options.views ?? createStoreViews({ ttlMs: 10 * 60_000, maxReplaced: 2_000, now });
  const index = views.index;
  const loadedRows = (context: SearchContext) => views.rows.loaded(context)?.rows ?? null;
  let indexedTerms = 0;
  const matchesOf = (context: SearchContext, term: string, fuzzy: boolean, store: StoreRows) =>
    cache(JSON.stringify([context.today, context.storeCode, term, fuzzy]), async () => {
      const readAt = now();
      const terms = fuzzy ? null : index.loaded(context);
      const indexed = terms ? await indexedRanks(context, terms, term, optionsOf(store)) : null;
      if (indexed) indexedTerms++;
      const [row] = indexed
        ? [{ ...indexed, closeness: null }]
        : await queryRows<RankColumns>(context.db, termRanksSql(context, term, fuzzy, options.maxMatches));
      if (!row || row.n > options.maxMatches) return null;
      return termMatchesOf(row, store, readAt);
    });
  /**
   * The search's rows as runRankedSearch answers them, and when the matches were read; null when
   * the database should answer (no term, another sort, a SKU filter, too many matches). Like the
   * query, a term that matches nothing by words or prefixes under the filters is retried with
   * trigram similarity.
   */
  const ranked = async (
    context: SearchContext,
    search: ProductSearch,
    allUpTo: number,
  ): Promise<{ rows: RankedRows; readAt: number } | null> => {
    const term = search.term;
    if (!term || !prefixQuery(term) || sortOf(search) !== 'relevance' || search.filters.skus) return null;
    // The index starts loading with the rows, at the first term of a store view.
    index.loaded(context);
    const store = loadedRows(context);
    if (!store) return null;
    for (const fuzzy of [false, true]) {
      const matches = await matchesOf(context, term, fuzzy, store);
      if (!matches) return null;
      const rows = rankedFromMatches(matches, context, search, fuzzy, allUpTo);
      if (!rows) return null;
      if (rows.total > 0 || fuzzy) return { rows, readAt: matches.readAt };
    }
    return null;
  };
  return Object.assign(ranked, {
    stats: cache.stats,
    /** How many terms were matched and ranked from the index rather than by the database. */
    indexedTerms: () => indexedTerms,
    /** Loads the store view's rows and index (searches until then are left to the query). */
    prepare: async (context: SearchContext) => {
      await Promise.all([views.rows.load(context), views.index.load(context)]);
    },
  });
}
