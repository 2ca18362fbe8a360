import { queryRows } from '@apteek/db';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, PRICE_BUCKETS } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { PRICE_BUCKET_KEYS, type RankedRows, type SearchContext } from './search-queries.ts';
import type { ProductSearch } from './search-schemas.ts';
import { prefixQuery, sortOf, termRanksSql } from './search-sql.ts';
import { createStoreViews, optionsOf, type StoreRows, type StoreViews } from './store-views.ts';
import { indexedRanks } from './term-ranks.ts';

/**
 * What a term matches in one store view on one day, before any filter, in relevance order: the
 * matches' rows in the store view's rows (`store`), which hold every column a filter, facet or
 * price bucket reads, so nothing of the matches is copied.
 */
export interface TermMatches {
  rows: Int32Array;
  store: StoreRows;
  /** When the database was asked (ms since the epoch). */
  readAt: number;
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
 * A term's matches in the final relevance order (`orderBy`: exact first, then rank, closeness,
 * name and id) as rows of the store view's rows; null when a match has no store row (the rows
 * were read before the product was added: the database answers until they are read again).
 * Without closeness (not fuzzy), the matches are taken in name order from the store's own order
 * (one pass over its rows) and grouped by exact and rank, which take few values: no sort by a
 * comparison of every match.
 */
function matchesInOrder(ranked: RankColumns, store: StoreRows, readAt: number): TermMatches | null {
  const ids = ranked.ids ?? [];
  const ranks = ranked.ranks ?? [];
  const exact = new Set(ranked.exact ?? []);
  const n = ids.length;
  const matchRows = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    if (row < 0) return null;
    matchRows[i] = row;
  }
  // Each match's key, larger first: exact matches above every rank. Written into the store's
  // scratch arrays, whose marks are taken off again before returning (nothing awaits between).
  const { key, matched } = scratchOf(store);
  for (let i = 0; i < n; i++) {
    const row = matchRows[i]!;
    matched[row] = 1;
    key[row] = (exact.has(ids[i]!) ? 1e9 : 0) + ranks[i]!;
  }
  try {
    return { rows: rowsInOrder(ranked, store, matchRows, key, matched), store, readAt };
  } finally {
    for (const row of matchRows) matched[row] = 0;
  }
}

/**
 * Per store view's rows, a key and a mark per row for matchesInOrder: allocating and zeroing them
 * (9 bytes a row, 450 KB at 50,000 products) for every new term cost more than ordering its matches.
 */
const scratch = new WeakMap<StoreRows, { key: Float64Array; matched: Uint8Array }>();

function scratchOf(store: StoreRows): { key: Float64Array; matched: Uint8Array } {
  let held = scratch.get(store);
  if (!held) {
    held = { key: new Float64Array(store.ids.length), matched: new Uint8Array(store.ids.length) };
    scratch.set(store, held);
  }
  return held;
}

function rowsInOrder(
  ranked: RankColumns,
  store: StoreRows,
  matchRows: Int32Array,
  key: Float64Array,
  matched: Uint8Array,
): Int32Array {
  const n = matchRows.length;
  const closeness = ranked.closeness;
  if (closeness) {
    const close = new Float64Array(store.ids.length);
    const rows = Int32Array.from(matchRows);
    closeness.forEach((value, i) => (close[rows[i]!] = value));
    return rows.sort(
      (a, b) => key[b]! - key[a]! || close[b]! - close[a]! || store.nameOrd[a]! - store.nameOrd[b]!,
    );
  }
  // The matches in name order, then stably into one group per key, the groups largest key first:
  // the few distinct keys sorted once, each match's group found by a binary search among them
  // (no map of doubles, which boxes each key it is asked for), then placed by counting.
  const inName = new Int32Array(n);
  let at = 0;
  for (const row of store.byName) if (matched[row]) inName[at++] = row;
  const sortedKeys = Float64Array.from(inName.subarray(0, at), (row) => -key[row]!).sort();
  let distinct = 0;
  for (let k = 0; k < at; k++)
    if (distinct === 0 || sortedKeys[k] !== sortedKeys[distinct - 1]) sortedKeys[distinct++] = sortedKeys[k]!;
  const group = new Int32Array(at);
  const starts = new Int32Array(distinct);
  for (let k = 0; k < at; k++) {
    const value = -key[inName[k]!]!;
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedKeys[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    group[k] = lo;
    starts[lo]!++;
  }
  for (let g = 0, start = 0; g < distinct; g++) {
    const size = starts[g]!;
    starts[g] = start;
    start += size;
  }
  const rows = new Int32Array(at);
  for (let k = 0; k < at; k++) rows[starts[group[k]!]!++] = inName[k]!;
  return rows;
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

/**
 * A relevance search's page, total, facet and price counts over a term's matches, with the
 * filters of search-sql.ts's filterConditions applied here instead of in the database; null for a
 * search this cannot answer (another sort, a SKU filter). The matches are already in the final
 * order, so the filtered ones are too.
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
  const bucketCounts = PRICE_BUCKETS.map(() => 0);
  const bucketFrom = Int32Array.from(PRICE_BUCKETS, (bucket) => bucket.from);
  // The last bucket has no upper bound.
  const bucketTo = Float64Array.from(PRICE_BUCKETS, (bucket) => bucket.to ?? Infinity);
  const kept: number[] = [];
  const { rows, store } = matches;
  const { optionStart, options, categoryStart } = store;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const price = store.price[i]!;
    if (!isIn(visibility, store.visibility[i]!) || !isIn(status, store.status[i]!)) continue;
    if ((from !== null && price < from) || (to !== null && price >= to)) continue;
    if (categories && !overlaps(store.categories, categoryStart[i]!, categoryStart[i + 1]!, categories))
      continue;
    if (!attributes.every((wanted) => overlaps(options, optionStart[i]!, optionStart[i + 1]!, wanted)))
      continue;
    kept.push(store.ids[i]!);
    for (let o = optionStart[i]!; o < optionStart[i + 1]!; o++) {
      const option = options[o]!;
      if (option < facetSize && isFacet[option]) facetCounts[option]!++;
    }
    if (withPrices)
      for (let b = 0; b < bucketFrom.length; b++)
        if (price >= bucketFrom[b]! && price < bucketTo[b]!) bucketCounts[b]!++;
  }
  const all = kept.length <= allUpTo ? kept : null;
  const facets: { optionId: number; count: number }[] = [];
  facetCounts.forEach((count, optionId) => {
    if (count > 0) facets.push({ optionId, count });
  });
  return {
    ids: kept.slice(search.from, search.from + search.size),
    all,
    total: kept.length,
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
      return matchesInOrder(row, store, readAt);
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
