import { queryRows } from '@apteek/db';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, PRICE_BUCKETS } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { PRICE_BUCKET_KEYS, type RankedRows, type SearchContext } from './search-queries.ts';
import type { ProductSearch } from './search-schemas.ts';
import { prefixQuery, sortOf, termMatchesSql } from './search-sql.ts';

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

/** termMatchesSql's row: each column in the database's order, `ord` giving each row's place (1-based). */
interface MatchColumns {
  n: number;
  ord: number[] | null;
  ids: number[] | null;
  visibility: number[] | null;
  status: number[] | null;
  price: number[] | null;
  options: string | null;
  categories: string | null;
}

/** 'a b,,c' → [[a, b], [], [c]] as one flat array with offsets, placed by `ord`. */
function listsInOrder(text: string | null, ord: number[]): { start: Int32Array; values: Int32Array } {
  const n = ord.length;
  const lists = n === 0 ? [] : (text ?? '').split(',');
  const placed = new Array<string[]>(n);
  let total = 0;
  lists.forEach((list, i) => {
    const values = list === '' ? [] : list.split(' ');
    placed[ord[i]! - 1] = values;
    total += values.length;
  });
  const start = new Int32Array(n + 1);
  const values = new Int32Array(total);
  let at = 0;
  for (let k = 0; k < n; k++) {
    start[k] = at;
    for (const value of placed[k]!) values[at++] = Number(value);
  }
  start[n] = at;
  return { start, values };
}

function columnsOf(row: MatchColumns, readAt: number): TermMatches {
  const ord = row.ord ?? [];
  const n = ord.length;
  const inOrder = <T extends Int32Array | Int16Array>(target: T, source: number[] | null): T => {
    ord.forEach((place, i) => (target[place - 1] = source![i]!));
    return target;
  };
  const options = listsInOrder(row.options, ord);
  const categories = listsInOrder(row.categories, ord);
  return {
    ids: inOrder(new Int32Array(n), row.ids),
    visibility: inOrder(new Int16Array(n), row.visibility),
    status: inOrder(new Int16Array(n), row.status),
    price: inOrder(new Int32Array(n), row.price),
    optionStart: options.start,
    options: options.values,
    categoryStart: categories.start,
    categories: categories.values,
    readAt,
  };
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

export interface TermMatchesOptions {
  maxEntries: number;
  /** The most integers (ids, option and category ids) held over all terms. */
  maxWeight: number;
  /** A term matching more products than this is left to the database's top-N sort. */
  maxMatches: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * A term's matches, kept for a minute per store view, day, term and fuzziness: a search asked for
 * the first time with a term asked in the last minute (another filter, facet set or page size)
 * filters, counts and pages them in the process instead of matching and ranking every match again
 * in the database. The terms of the storefront's search field and its filter clicks are that case.
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
  const matchesOf = (context: SearchContext, term: string, fuzzy: boolean) =>
    cache(JSON.stringify([context.today, context.storeCode, term, fuzzy]), async () => {
      const readAt = now();
      const [row] = await queryRows<MatchColumns>(
        context.db,
        termMatchesSql(context, term, fuzzy, options.maxMatches),
      );
      if (!row || row.n > options.maxMatches) return null;
      return columnsOf(row, readAt);
    });
  // Terms asked in the last `ttlMs`, by store view and day. A term's first search is answered by
  // the database's own query, which sorts only its page (top-N) and counts in place: most terms are
  // asked once, and reading every match out would cost their one search more. Its next search
  // with other filters or facets reads the matches once and keeps them.
  const asked = new Map<string, number>();
  const askedBefore = (context: SearchContext, term: string): boolean => {
    const key = JSON.stringify([context.today, context.storeCode, term]);
    const at = asked.get(key);
    const fresh = at !== undefined && now() - at <= options.ttlMs;
    if (!fresh) {
      asked.delete(key);
      asked.set(key, now());
      // Bounded like the matches: the oldest first (a Map keeps insertion order).
      while (asked.size > options.maxEntries * 16) asked.delete(asked.keys().next().value!);
    }
    return fresh;
  };
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
    if (!askedBefore(context, term)) return null;
    for (const fuzzy of [false, true]) {
      const matches = await matchesOf(context, term, fuzzy);
      if (!matches) return null;
      const rows = rankedFromMatches(matches, context, search, fuzzy, allUpTo);
      if (!rows) return null;
      if (rows.total > 0 || fuzzy) return { rows, readAt: matches.readAt };
    }
    return null;
  };
  return Object.assign(ranked, { stats: cache.stats });
}
