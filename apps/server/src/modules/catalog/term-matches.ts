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

type MatchRow = [number, number, number, number, number[], number[]];

function columnsOf(rows: MatchRow[], readAt: number): TermMatches {
  const n = rows.length;
  const matches: TermMatches = {
    ids: new Int32Array(n),
    visibility: new Int16Array(n),
    status: new Int16Array(n),
    price: new Int32Array(n),
    optionStart: new Int32Array(n + 1),
    options: new Int32Array(rows.reduce((sum, row) => sum + row[4].length, 0)),
    categoryStart: new Int32Array(n + 1),
    categories: new Int32Array(rows.reduce((sum, row) => sum + row[5].length, 0)),
    readAt,
  };
  let o = 0;
  let c = 0;
  rows.forEach(([id, visibility, status, price, options, categories], i) => {
    matches.ids[i] = id;
    matches.visibility[i] = visibility;
    matches.status[i] = status;
    matches.price[i] = price;
    matches.optionStart[i] = o;
    matches.options.set(options, o);
    o += options.length;
    matches.categoryStart[i] = c;
    matches.categories.set(categories, c);
    c += categories.length;
  });
  matches.optionStart[n] = o;
  matches.categoryStart[n] = c;
  return matches;
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
      const [row] = await queryRows<{ n: number; rows: MatchRow[] | null }>(
        context.db,
        termMatchesSql(context, term, fuzzy, options.maxMatches),
      );
      if (!row || row.n > options.maxMatches) return null;
      return columnsOf(row.rows ?? [], readAt);
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
