import { memoize } from '../../lib/memoize.ts';
import {
  plainCategoryOf,
  runPageIds,
  runProductSearch,
  runRankedSearch,
  type RankedRows,
  type SearchContext,
  type SearchRows,
} from './search-queries.ts';
import { sortOf } from './search-sql.ts';
import type { ProductSearch } from './search-schemas.ts';

/** A search's result without its page: every matching id in the final order, the total and the counts. */
export interface CachedResult extends Omit<SearchRows, 'ids'> {
  /** Null when the result has more ids than one entry may hold; its pages are then queried. */
  ids: Int32Array | null;
  /**
   * Computes `ids` the first time a page other than `first` is asked, for a result whose first
   * page was chosen without ordering every match (term-matches.ts); null once computed, or when
   * `ids` came with the result.
   */
  idsWhenAsked: (() => number[]) | null;
  /** The page of the request that computed the result, which came with it. */
  first: { from: number; size: number; ids: number[] };
  /** When the database was asked (ms since the epoch): answers built from it expire with it. */
  readAt: number;
}

/** The ids of one page of a cached result, or null when the database has to be asked for them. */
export function pageIdsOf(result: CachedResult, from: number, size: number): number[] | null {
  const isFirst = result.first.from === from && result.first.size === size;
  if (!result.ids && result.idsWhenAsked && !isFirst) {
    result.ids = Int32Array.from(result.idsWhenAsked());
    result.idsWhenAsked = null;
  }
  if (result.ids) return Array.from(result.ids.subarray(from, from + size));
  return isFirst ? result.first.ids : null;
}

const sorted = <T extends string | number>(values: readonly T[] | undefined) =>
  values === undefined ? null : [...new Set(values)].sort();

/**
 * What a search's matches, order and counts depend on: everything but the page (from, size) and
 * the fields picked from the documents. Sets the SQL only tests for overlap or membership are
 * sorted, prices are keyed in the cents the SQL compares, and the sort is the one applied, so
 * requests that differ only in how they spell the same search share one entry.
 */
export function resultKey(day: string, groupId: number, search: ProductSearch): string {
  const f = search.filters;
  const attributes = Object.entries(f.attributes ?? {})
    .map(([code, values]) => [code, sorted(values ?? [])] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const cents = (amount: number | undefined) => (amount === undefined ? null : Math.round(amount * 100));
  return JSON.stringify([
    day,
    groupId,
    search.storeCode,
    search.term || null,
    sortOf(search),
    attributes,
    sorted(f.categoryIds),
    sorted(f.skus),
    cents(f.price?.from),
    cents(f.price?.to),
    sorted(f.visibility),
    sorted(f.status),
    sorted(search.aggregations),
  ]);
}

export interface SearchResultsOptions {
  maxEntries: number;
  /** The most product ids held over all cached results. */
  maxIds: number;
  /**
   * The most ids one result keeps. Sorting and sending every id of a larger result (a listing of
   * the whole catalogue) would cost its first page more than it saves later ones; such a result
   * keeps only its counts, and each of its pages sorts for itself.
   */
  maxIdsPerResult: number;
  ttlMs: number;
  now?: () => number;
  /** A term's matches kept across searches (term-matches.ts), tried before the database. */
  termMatches?: (
    context: SearchContext,
    search: ProductSearch,
    allUpTo: number,
  ) => Promise<{ rows: RankedRows; readAt: number } | null>;
}

/**
 * The rows of a search page through the result cache: the first request of a search computes its
 * whole result once (ids in order, total, facet and price counts), later pages and concurrent
 * requests slice it and load only their own documents. Plain category pages keep their
 * precomputed path, where a page is already a slice.
 */
export function createSearchResults(options: SearchResultsOptions) {
  const now = options.now ?? Date.now;
  const cache = memoize<CachedResult>({
    maxEntries: options.maxEntries,
    maxWeight: options.maxIds,
    ttlMs: options.ttlMs,
    // A result whose ids are computed when asked weighs what they will.
    weigh: (result) => result.ids?.length ?? (result.idsWhenAsked ? result.total : 0),
    now: options.now,
  });
  /** The page's rows, and when what they were sliced from was read (null: just now). */
  const rows = async (
    context: SearchContext,
    search: ProductSearch,
    groupId: number,
  ): Promise<{ rows: SearchRows; readAt: number | null }> => {
    if (plainCategoryOf(search) !== null)
      return { rows: await runProductSearch(context, search), readAt: null };
    const result = await cache(resultKey(context.today, groupId, search), async () => {
      const fromTerm = await options.termMatches?.(context, search, options.maxIdsPerResult);
      const readAt = fromTerm?.readAt ?? now();
      const ranked = fromTerm?.rows ?? (await runRankedSearch(context, search, options.maxIdsPerResult));
      return {
        ids: ranked.all ? Int32Array.from(ranked.all) : null,
        idsWhenAsked: ranked.all ? null : (ranked.allWhenAsked ?? null),
        total: ranked.total,
        facets: ranked.facets,
        prices: ranked.prices,
        fuzzy: ranked.fuzzy,
        first: { from: search.from, size: search.size, ids: ranked.ids },
        readAt,
      };
    });
    const { ids: _ids, idsWhenAsked: _idsWhenAsked, first: _first, readAt, ...counts } = result;
    const ids =
      pageIdsOf(result, search.from, search.size) ?? (await runPageIds(context, search, result.fuzzy));
    return { rows: { ids, ...counts }, readAt };
  };
  return Object.assign(rows, { stats: cache.stats });
}
