import { queryRows } from '@apteek/db';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, PRICE_BUCKETS } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { PRICE_BUCKET_KEYS, type RankedRows, type SearchContext } from './search-queries.ts';
import type { ProductSearch } from './search-schemas.ts';
import { prefixQuery, sortOf, storeRowsSql, termRanksSql } from './search-sql.ts';
import { indexedRanks, loadTermIndex, type TermIndex } from './term-index.ts';

/**
 * What a term matches in one store view on one day, before any filter, in relevance order: column
 * arrays, the products' option and category ids flattened with offsets (product i owns
 * `options[optionStart[i]] … options[optionStart[i + 1] - 1]`).
 */
export interface TermMatches {
  ids: Int32Array;
  visibility: Int16Array;
  status: Int16Array;
  price: Int32Array;
  optionStart: Int32Array;
  options: Int32Array;
  categoryStart: Int32Array;
  categories: Int32Array;
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

/** storeRowsSql's row: every search row of a store view, each column in the same order. */
interface StoreColumns {
  ids: number[] | null;
  visibility: number[] | null;
  status: number[] | null;
  price: number[] | null;
  name_ord: number[] | null;
  options: string | null;
  categories: string | null;
}

/**
 * A store view's search rows on one day, as columns: what the filters, facets and price buckets
 * read for every product, and each one's place in name order (the relevance order's tie-break).
 */
interface StoreRows {
  ids: Int32Array;
  /** Product id → its row + 1 (0: no row). */
  rowOf: Int32Array;
  visibility: Int16Array;
  status: Int16Array;
  price: Int32Array;
  nameOrd: Int32Array;
  optionStart: Int32Array;
  options: Int32Array;
  categoryStart: Int32Array;
  categories: Int32Array;
  readAt: number;
}

/** 'a b,,c' → [[a, b], [], [c]] as one flat array with offsets. */
function flatLists(text: string | null, n: number): { start: Int32Array; values: Int32Array } {
  const lists = n === 0 ? [] : (text ?? '').split(',');
  const start = new Int32Array(n + 1);
  let total = 0;
  const split = lists.map((list) => (list === '' ? [] : list.split(' ')));
  for (const values of split) total += values.length;
  const values = new Int32Array(total);
  let at = 0;
  split.forEach((list, i) => {
    start[i] = at;
    for (const value of list) values[at++] = Number(value);
  });
  start[n] = at;
  return { start, values };
}

function storeRowsOf(row: StoreColumns | undefined, readAt: number): StoreRows {
  const ids = Int32Array.from(row?.ids ?? []);
  const n = ids.length;
  let maxId = 0;
  for (const id of ids) maxId = Math.max(maxId, id);
  const rowOf = new Int32Array(maxId + 1);
  ids.forEach((id, i) => (rowOf[id] = i + 1));
  const options = flatLists(row?.options ?? null, n);
  const categories = flatLists(row?.categories ?? null, n);
  return {
    ids,
    rowOf,
    visibility: Int16Array.from(row?.visibility ?? []),
    status: Int16Array.from(row?.status ?? []),
    price: Int32Array.from(row?.price ?? []),
    nameOrd: Int32Array.from(row?.name_ord ?? []),
    optionStart: options.start,
    options: options.values,
    categoryStart: categories.start,
    categories: categories.values,
    readAt,
  };
}

/**
 * A term's matches in the final relevance order (`orderBy`: exact first, then rank, closeness,
 * name and id) with their store rows' columns; null when a match has no store row (the rows were
 * read before the product was added: the database answers until they are read again).
 */
function matchesInOrder(ranked: RankColumns, store: StoreRows, readAt: number): TermMatches | null {
  const ids = ranked.ids ?? [];
  const ranks = ranked.ranks ?? [];
  const closeness = ranked.closeness;
  const exact = new Set(ranked.exact ?? []);
  const n = ids.length;
  const rows = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    if (row < 0) return null;
    rows[i] = row;
  }
  // The sort keys as flat arrays first: a comparison then reads no set and no second index.
  const isExact = new Uint8Array(n);
  const nameOrd = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    isExact[i] = exact.has(ids[i]!) ? 1 : 0;
    nameOrd[i] = store.nameOrd[rows[i]!]!;
  }
  const rank = Float64Array.from(ranks);
  const close = closeness ? Float64Array.from(closeness) : null;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      isExact[b]! - isExact[a]! ||
      rank[b]! - rank[a]! ||
      (close ? close[b]! - close[a]! : 0) ||
      nameOrd[a]! - nameOrd[b]!,
  );
  const matches = {
    ids: new Int32Array(n),
    visibility: new Int16Array(n),
    status: new Int16Array(n),
    price: new Int32Array(n),
    optionStart: new Int32Array(n + 1),
    categoryStart: new Int32Array(n + 1),
  };
  let optionCount = 0;
  let categoryCount = 0;
  for (const i of order) {
    const row = rows[i]!;
    optionCount += store.optionStart[row + 1]! - store.optionStart[row]!;
    categoryCount += store.categoryStart[row + 1]! - store.categoryStart[row]!;
  }
  const options = new Int32Array(optionCount);
  const categories = new Int32Array(categoryCount);
  let optionAt = 0;
  let categoryAt = 0;
  order.forEach((i, k) => {
    const row = rows[i]!;
    matches.ids[k] = store.ids[row]!;
    matches.visibility[k] = store.visibility[row]!;
    matches.status[k] = store.status[row]!;
    matches.price[k] = store.price[row]!;
    matches.optionStart[k] = optionAt;
    options.set(store.options.subarray(store.optionStart[row], store.optionStart[row + 1]), optionAt);
    optionAt += store.optionStart[row + 1]! - store.optionStart[row]!;
    matches.categoryStart[k] = categoryAt;
    categories.set(
      store.categories.subarray(store.categoryStart[row], store.categoryStart[row + 1]),
      categoryAt,
    );
    categoryAt += store.categoryStart[row + 1]! - store.categoryStart[row]!;
  });
  matches.optionStart[n] = optionAt;
  matches.categoryStart[n] = categoryAt;
  return { ...matches, options, categories, readAt };
}

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
  const visibility = new Set<number>(f.visibility ?? CATEGORY_LIST_VISIBILITY);
  const status = new Set<number>(f.status ?? LISTED_STATUSES);
  const attributes = Object.entries(f.attributes ?? {}).map(
    ([code, values]) =>
      new Set((values ?? []).map((value) => context.attributes.get(code)?.options.get(value) ?? -1)),
  );
  const categories = f.categoryIds ? new Set(f.categoryIds) : null;
  const from = f.price?.from === undefined ? null : Math.round(f.price.from * 100);
  const to = f.price?.to === undefined ? null : Math.round(f.price.to * 100);
  const facetOptions = new Set(
    search.aggregations.flatMap((code) => [...(context.attributes.get(code)?.options.values() ?? [])]),
  );
  const withPrices = search.aggregations.length > 0;
  const facetCounts = new Map<number, number>();
  const bucketCounts = PRICE_BUCKETS.map(() => 0);
  const kept: number[] = [];
  const { ids, optionStart, options, categoryStart } = matches;
  for (let i = 0; i < ids.length; i++) {
    const price = matches.price[i]!;
    if (!visibility.has(matches.visibility[i]!) || !status.has(matches.status[i]!)) continue;
    if ((from !== null && price < from) || (to !== null && price >= to)) continue;
    if (categories && !overlaps(matches.categories, categoryStart[i]!, categoryStart[i + 1]!, categories))
      continue;
    if (!attributes.every((wanted) => overlaps(options, optionStart[i]!, optionStart[i + 1]!, wanted)))
      continue;
    kept.push(ids[i]!);
    if (facetOptions.size > 0)
      for (let k = optionStart[i]!; k < optionStart[i + 1]!; k++) {
        const option = options[k]!;
        if (facetOptions.has(option)) facetCounts.set(option, (facetCounts.get(option) ?? 0) + 1);
      }
    if (withPrices)
      PRICE_BUCKETS.forEach((bucket, b) => {
        if (price >= bucket.from && (bucket.to === null || price < bucket.to)) bucketCounts[b]!++;
      });
  }
  const all = kept.length <= allUpTo ? kept : null;
  return {
    ids: kept.slice(search.from, search.from + search.size),
    all,
    total: kept.length,
    facets: [...facetCounts]
      .map(([optionId, count]) => ({ optionId, count }))
      .sort((a, b) => a.optionId - b.optionId),
    prices: PRICE_BUCKET_KEYS.map((key, b) => ({ key, count: bucketCounts[b]! })),
    fuzzy,
  };
}

/** A product's option ids in the store view's rows (none without a row). */
const optionsOf =
  (store: StoreRows) =>
  (id: number): Int32Array => {
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    return row < 0
      ? new Int32Array(0)
      : store.options.subarray(store.optionStart[row], store.optionStart[row + 1]);
  };

/**
 * Something of a store view loaded once per day and kept, so a search never waits for it: loading
 * takes from a few hundred milliseconds to seconds at 50,000 products (more on a busy machine),
 * after start-up and after every catalogue change; meanwhile `loaded` answers null and searches
 * are left to the query.
 */
function loadedInBackground<T extends { readAt: number }>(
  ttlMs: number,
  now: () => number,
  read: (context: SearchContext) => Promise<T>,
) {
  const cache = memoize<T>({ maxEntries: 8, ttlMs, now });
  const ready = new Map<string, T>();
  const keyOf = (context: SearchContext) => JSON.stringify([context.today, context.storeCode]);
  const load = async (context: SearchContext): Promise<void> => {
    const key = keyOf(context);
    const value = await cache(key, () => read(context));
    ready.delete(key);
    ready.set(key, value);
    while (ready.size > 8) ready.delete(ready.keys().next().value!);
  };
  const loaded = (context: SearchContext): T | null => {
    load(context).catch(() => undefined);
    const value = ready.get(keyOf(context));
    return value && now() - value.readAt <= ttlMs ? value : null;
  };
  return { load, loaded };
}

export interface TermMatchesOptions {
  maxEntries: number;
  /** The most integers (ids, option and category ids) held over all terms. */
  maxWeight: number;
  /** A term matching more products than this is left to the database's top-N sort. */
  maxMatches: number;
  ttlMs: number;
  /** How long a store view's rows are kept (ttlMs when not given). */
  storeRowsTtlMs?: number;
  now?: () => number;
}

/**
 * A term's matches, kept for a minute per store view, day, term and fuzziness, and filtered,
 * counted and paged in the process for every search with that term (any filter, facet set or
 * page size). The database only matches and ranks the term (termRanksSql: ids, ranks and the
 * exact matches, unsorted); the order and every listing column come from the store view's rows
 * (storeRowsSql), read once. So a new term costs one narrow query, and a new filter on a term
 * asked in the last minute none: the storefront's search field and its filter clicks.
 */
export function createTermMatches(options: TermMatchesOptions) {
  const now = options.now ?? Date.now;
  const cache = memoize<TermMatches | null>({
    maxEntries: options.maxEntries,
    maxWeight: options.maxWeight,
    ttlMs: options.ttlMs,
    weigh: (m) => (m ? m.ids.length * 4 + m.options.length + m.categories.length : 0),
    now: options.now,
  });
  // Every search row of a store view (about 15 integers a product), per day: a term's matches
  // take their listing columns from here, so the database only matches and ranks. Emptied with
  // the other caches on a catalogue change (catalog-context.ts); the time to live is the backstop
  // for a notification missed while the listening connection reconnected, like the page cache's.
  const storeRowsTtlMs = options.storeRowsTtlMs ?? options.ttlMs;
  const rows = loadedInBackground<StoreRows>(storeRowsTtlMs, now, async (context) => {
    const readAt = now();
    const [row] = await queryRows<StoreColumns>(context.db, storeRowsSql(context));
    return storeRowsOf(row, readAt);
  });
  // The store view's documents as an inverted index (term-index.ts): a new term of one word is
  // matched and ranked here, not by the database. Loaded and dropped with the store's rows.
  const index = loadedInBackground<TermIndex>(storeRowsTtlMs, now, (context) =>
    loadTermIndex(context, now()),
  );
  const loadedRows = rows.loaded;
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
      await Promise.all([rows.load(context), index.load(context)]);
    },
  });
}
