import { queryRows } from '@apteek/db';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, PRICE_BUCKETS } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { PRICE_BUCKET_KEYS, type RankedRows, type SearchContext } from './search-queries.ts';
import type { ProductSearch } from './search-schemas.ts';
import { changedStoreRowsSql, prefixQuery, sortOf, storeRowsSql, termRanksSql } from './search-sql.ts';
import {
  indexedRanks,
  loadTermIndex,
  patchTermIndex,
  unpatched,
  type PatchedTermIndex,
} from './term-index.ts';

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

/** changedStoreRowsSql's row: a changed product's search row, with its place among the unchanged. */
interface ChangedRow {
  id: number;
  visibility: number;
  status: number;
  price: number;
  options: string;
  categories: string;
  before: number;
}

/**
 * A store view's search rows on one day, as columns: what the filters, facets and price buckets
 * read for every product, and each one's place in name order (the relevance order's tie-break:
 * only compared, so a changed product's place may lie between two others').
 */
interface StoreRows {
  ids: Int32Array;
  /** Product id → its row + 1 (0: no row). */
  rowOf: Int32Array;
  visibility: Int16Array;
  status: Int16Array;
  price: Int32Array;
  nameOrd: Float64Array;
  /** The rows in name order (those of products replaced by a patch left out). */
  byName: Int32Array;
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
  const nameOrd = Float64Array.from(row?.name_ord ?? []);
  // The places are 1 … n.
  const byName = new Int32Array(n);
  nameOrd.forEach((ord, i) => (byName[ord - 1] = i));
  return {
    ids,
    rowOf,
    visibility: Int16Array.from(row?.visibility ?? []),
    status: Int16Array.from(row?.status ?? []),
    price: Int32Array.from(row?.price ?? []),
    nameOrd,
    byName,
    optionStart: options.start,
    options: options.values,
    categoryStart: categories.start,
    categories: categories.values,
    readAt,
  };
}

/**
 * The store rows with the replaced products' rows taken out and `changed` (their rows as they are
 * now, in name order) added after the others. A changed row's place in name order goes after the
 * `before`-th unchanged row's, and changed rows after the same one keep their own order there.
 */
function withChangedRows(base: StoreRows, replaced: ReadonlySet<number>, changed: ChangedRow[]): StoreRows {
  const n = base.ids.length;
  const m = changed.length;
  const rowIn = (rows: StoreRows, id: number) => (id < rows.rowOf.length ? rows.rowOf[id]! - 1 : -1);
  // The base's places are 1 … n; those of the rows not replaced, ascending.
  const gone = new Uint8Array(n + 1);
  for (const id of replaced) {
    const row = rowIn(base, id);
    if (row >= 0) gone[base.nameOrd[row]!] = 1;
  }
  const kept: number[] = [];
  for (let ord = 1; ord <= n; ord++) if (!gone[ord]) kept.push(ord);
  const total = n + m;
  const grown = <A extends Int16Array | Int32Array | Float64Array>(from: A, make: (size: number) => A) => {
    const to = make(total);
    to.set(from.subarray(0, n));
    return to;
  };
  const ids = grown(base.ids, (k) => new Int32Array(k));
  const visibility = grown(base.visibility, (k) => new Int16Array(k));
  const status = grown(base.status, (k) => new Int16Array(k));
  const price = grown(base.price, (k) => new Int32Array(k));
  const nameOrd = grown(base.nameOrd, (k) => new Float64Array(k));
  const joined = (start: Int32Array, values: Int32Array, text: string[]) => {
    const added = flatLists(text.join(','), m);
    const allStart = new Int32Array(total + 1);
    allStart.set(start.subarray(0, n));
    for (let j = 0; j <= m; j++) allStart[n + j] = values.length + added.start[j]!;
    const all = new Int32Array(values.length + added.values.length);
    all.set(values);
    all.set(added.values, values.length);
    return { start: allStart, values: all };
  };
  const options = joined(
    base.optionStart,
    base.options,
    changed.map((r) => r.options ?? ''),
  );
  const categories = joined(
    base.categoryStart,
    base.categories,
    changed.map((r) => r.categories ?? ''),
  );
  let maxId = base.rowOf.length - 1;
  for (const r of changed) maxId = Math.max(maxId, r.id);
  const rowOf = new Int32Array(maxId + 1);
  rowOf.set(base.rowOf);
  for (const id of replaced) if (id <= maxId) rowOf[id] = 0;
  changed.forEach((r, j) => {
    const row = n + j;
    ids[row] = r.id;
    visibility[row] = r.visibility;
    status[row] = r.status;
    price[row] = r.price;
    const before = Math.min(r.before, kept.length);
    nameOrd[row] = (before === 0 ? 0 : kept[before - 1]!) + (j + 1) / (m + 1);
    rowOf[r.id] = row + 1;
  });
  // The unchanged rows in their order and the changed ones (in name order too) merged by place.
  const byName = new Int32Array(kept.length + m);
  let at = 0;
  let j = 0;
  for (const ord of kept) {
    while (j < m && nameOrd[n + j]! < ord) byName[at++] = n + j++;
    byName[at++] = base.byName[ord - 1]!;
  }
  while (j < m) byName[at++] = n + j++;
  return {
    byName,
    ids,
    rowOf,
    visibility,
    status,
    price,
    nameOrd,
    optionStart: options.start,
    options: options.values,
    categoryStart: categories.start,
    categories: categories.values,
    readAt: base.readAt,
  };
}

/** A store view's rows read whole (`base`) and kept current by replacing the changed products' rows. */
interface PatchedRows {
  base: StoreRows;
  replaced: ReadonlySet<number>;
  rows: StoreRows;
  readAt: number;
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
  // Each match's key, larger first: exact matches above every rank.
  const key = new Float64Array(store.ids.length);
  const matched = new Uint8Array(store.ids.length);
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    if (row < 0) return null;
    matched[row] = 1;
    key[row] = (exact.has(id) ? 1e9 : 0) + ranks[i]!;
  }
  const closeness = ranked.closeness;
  if (closeness) {
    const close = new Float64Array(store.ids.length);
    const rows = Int32Array.from(ids, (id) => store.rowOf[id]! - 1);
    closeness.forEach((value, i) => (close[rows[i]!] = value));
    rows.sort((a, b) => key[b]! - key[a]! || close[b]! - close[a]! || store.nameOrd[a]! - store.nameOrd[b]!);
    return { rows, store, readAt };
  }
  // The matches in name order, then stably into one group per key, the groups largest key first.
  const inName = new Int32Array(n);
  let at = 0;
  for (const row of store.byName) if (matched[row]) inName[at++] = row;
  const counts = new Map<number, number>();
  for (let k = 0; k < at; k++) counts.set(key[inName[k]!]!, (counts.get(key[inName[k]!]!) ?? 0) + 1);
  const starts = new Map<number, number>();
  let start = 0;
  for (const value of [...counts.keys()].sort((a, b) => b - a)) {
    starts.set(value, start);
    start += counts.get(value)!;
  }
  const rows = new Int32Array(at);
  for (let k = 0; k < at; k++) {
    const row = inName[k]!;
    const place = starts.get(key[row]!)!;
    rows[place] = row;
    starts.set(key[row]!, place + 1);
  }
  return { rows, store, readAt };
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
  const kept: number[] = [];
  const { rows, store } = matches;
  const { optionStart, options, categoryStart } = store;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const price = store.price[i]!;
    if (!visibility.has(store.visibility[i]!) || !status.has(store.status[i]!)) continue;
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
      for (let b = 0; b < PRICE_BUCKETS.length; b++) {
        const bucket = PRICE_BUCKETS[b]!;
        if (price >= bucket.from && (bucket.to === null || price < bucket.to)) bucketCounts[b]!++;
      }
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

/** A product's option ids in the store view's rows (none without a row). */
const optionsOf =
  (store: StoreRows) =>
  (id: number): Int32Array => {
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    return row < 0
      ? new Int32Array(0)
      : store.options.subarray(store.optionStart[row], store.optionStart[row + 1]);
  };

interface Held<T> {
  context: SearchContext;
  value: T | null;
  /** The whole read, and the patches that were waiting for it. */
  loading: Promise<void>;
  /** Products changed and not yet patched in. */
  waiting: Set<number>;
  busy: boolean;
}

/**
 * Something of a store view read once per day and kept current product by product: reading it
 * takes from a few hundred milliseconds to seconds at 50,000 products (more on a busy machine),
 * so it is read in the background after start-up and after a change that names no products
 * (clear), and otherwise patched: a change's products are read again (`patch`) and replace their
 * entries. While it is read or patched, `loaded` answers null and searches are left to the query,
 * so no search reads a product as it was before a change announced to this process. A patch that
 * answers null (too many products replaced) or fails has it read whole again. Up to 8 are kept.
 */
function keptCurrent<T extends { readAt: number }>(options: {
  ttlMs: number;
  now: () => number;
  read: (context: SearchContext) => Promise<T>;
  patch: (context: SearchContext, value: T, ids: number[]) => Promise<T | null>;
}) {
  const held = new Map<string, Held<T>>();
  let reads = 0;
  let patches = 0;
  const keyOf = (context: SearchContext) => JSON.stringify([context.today, context.storeCode]);
  const patchWaiting = async (key: string, entry: Held<T>): Promise<void> => {
    entry.busy = true;
    try {
      while (entry.waiting.size > 0 && held.get(key) === entry) {
        const ids = [...entry.waiting];
        entry.waiting = new Set();
        const next = await options.patch(entry.context, entry.value!, ids);
        patches += 1;
        if (held.get(key) !== entry) return;
        if (!next) {
          held.delete(key);
          return;
        }
        entry.value = next;
      }
    } catch {
      if (held.get(key) === entry) held.delete(key);
    } finally {
      entry.busy = false;
    }
  };
  const start = (context: SearchContext): Held<T> => {
    const key = keyOf(context);
    const found = held.get(key);
    if (found && (found.value === null || options.now() - found.value.readAt <= options.ttlMs)) return found;
    const entry: Held<T> = {
      context,
      value: null,
      waiting: new Set(),
      busy: true,
      loading: Promise.resolve(),
    };
    held.delete(key);
    held.set(key, entry);
    while (held.size > 8) held.delete(held.keys().next().value!);
    reads += 1;
    entry.loading = options.read(context).then(
      async (value) => {
        if (held.get(key) !== entry) return;
        entry.value = value;
        entry.busy = false;
        // Changes announced while it was read: the read may have seen them or not.
        if (entry.waiting.size > 0) await patchWaiting(key, entry);
      },
      () => {
        if (held.get(key) === entry) held.delete(key);
      },
    );
    return entry;
  };
  return {
    /** Reads it if not held, and waits for that and any patch running; searches until then are left to the query. */
    load: (context: SearchContext) => start(context).loading,
    /** Null while it is read or patched: the query answers then. */
    loaded: (context: SearchContext): T | null => {
      const entry = start(context);
      return entry.busy || entry.waiting.size > 0 ? null : entry.value;
    },
    /** These products changed: each one held reads them again before it answers. */
    changed: (ids: readonly number[]) => {
      for (const [key, entry] of held) {
        for (const id of ids) entry.waiting.add(id);
        // Busy, the read or the patch running takes these in before it settles (and `loading` with it).
        if (!entry.busy && entry.value) entry.loading = patchWaiting(key, entry);
      }
    },
    /** How many times it was read whole and patched, and how many are held ready to answer now. */
    stats: () => ({
      reads,
      patches,
      ready: [...held.values()].filter((entry) => entry.value && !entry.busy && entry.waiting.size === 0)
        .length,
    }),
  };
}

export interface StoreViewsOptions {
  /** How long a store view's rows and index are kept before they are read whole again. */
  ttlMs: number;
  /** The most products replaced in one before it is read whole again instead. */
  maxReplaced: number;
  now?: () => number;
}

/**
 * Every store view's search rows (about 15 integers a product) and its documents as an inverted
 * index (term-index.ts), per day: a term's matches take their listing columns from the rows and,
 * for a term of one word, are matched and ranked in the index, so the database is asked only for
 * the term's parts. A products' change patches both (`changed`); the time to live is the backstop
 * for a notification missed while the listening connection reconnected, like the page cache's.
 */
export function createStoreViews(options: StoreViewsOptions) {
  const now = options.now ?? Date.now;
  const rows = keptCurrent<PatchedRows>({
    ttlMs: options.ttlMs,
    now,
    read: async (context) => {
      const readAt = now();
      const [row] = await queryRows<StoreColumns>(context.db, storeRowsSql(context));
      const base = storeRowsOf(row, readAt);
      return { base, replaced: new Set(), rows: base, readAt };
    },
    patch: async (context, held, ids) => {
      const replaced = new Set([...held.replaced, ...ids]);
      if (replaced.size > options.maxReplaced) return null;
      const changed = await queryRows<ChangedRow>(context.db, changedStoreRowsSql(context, [...replaced]));
      return { ...held, replaced, rows: withChangedRows(held.base, replaced, changed) };
    },
  });
  const index = keptCurrent<PatchedTermIndex>({
    ttlMs: options.ttlMs,
    now,
    read: async (context) => unpatched(await loadTermIndex(context, now())),
    patch: (context, held, ids) => patchTermIndex(context, held, ids, options.maxReplaced),
  });
  return {
    rows,
    index,
    /** Products whose rows changed (added, changed or removed), as the catalogue's NOTIFY names them. */
    changed: (ids: Iterable<number>) => {
      const list = [...ids];
      rows.changed(list);
      index.changed(list);
    },
    /** How often the rows and the index were read whole and patched, over every store view. */
    stats: () => ({ rows: rows.stats(), index: index.stats() }),
  };
}

export type StoreViews = ReturnType<typeof createStoreViews>;

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
