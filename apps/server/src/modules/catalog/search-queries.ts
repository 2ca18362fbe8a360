import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@apteek/db';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, PRICE_BUCKETS, type StoreCode } from '@apteek/domain';
import type { TaxRates } from '../pricing/index.ts';
import type { ProductSearch } from './search-schemas.ts';
import { intArray, matchedSql, orderBy, prefixQuery } from './search-sql.ts';
import { specialWindowHolds } from './special-price-sql.ts';

/** Bucket keys as the storefront's filters name them: '0-50', …, '150+'. */
export const PRICE_BUCKET_KEYS = PRICE_BUCKETS.map((b) =>
  b.to === null ? `${b.from / 100}+` : `${b.from / 100}-${b.to / 100}`,
);

export interface SearchContext {
  db: Db;
  storeCode: StoreCode;
  today: string;
  rates: TaxRates;
  textConfig: string;
  /** attribute code → { id, option code → option id } */
  attributes: Map<string, { id: number; options: Map<string, number> }>;
}

export interface SearchRows {
  ids: number[];
  total: number;
  facets: { optionId: number; count: number }[];
  prices: { key: string; count: number }[];
  fuzzy: boolean;
}

/**
 * One round trip: the page of ids in order, the total, facet counts and price buckets over the
 * same matched set. A term that finds nothing by words or prefixes is retried with trigram
 * similarity, so 'ibuprfen' still finds ibuprofen. A category page without filters of its own
 * reads the precomputed category listing instead.
 */
export async function runProductSearch(context: SearchContext, search: ProductSearch): Promise<SearchRows> {
  const categoryId = plainCategoryOf(search);
  if (categoryId !== null) return runPlainCategory(context, search, categoryId);
  const { all: _all, ...rows } = await runMatched(context, search, {
    from: search.from,
    size: search.size,
    allUpTo: null,
  });
  return rows;
}

export interface RankedRows extends SearchRows {
  /** Every matching id in the final order, or null when there are more than asked for. */
  all: number[] | null;
  /**
   * Instead of `all`, when the page was chosen without ordering every match (term-matches.ts):
   * every matching id in the final order, computed when called.
   */
  allWhenAsked?: (() => number[]) | null;
}

/**
 * The page and the counts as runProductSearch answers them, plus every matching id in order when
 * there are at most `allUpTo` (the same round trip; a larger result only sorts for its page):
 * what the result cache keeps, so that any page of the same search is a slice. The order ends on
 * the product id, so it is total and a slice equals the page the paged query answers.
 */
export function runRankedSearch(
  context: SearchContext,
  search: ProductSearch,
  allUpTo: number,
): Promise<RankedRows> {
  return runMatched(context, search, { from: search.from, size: search.size, allUpTo });
}

/** Only the ids of a page, at a fuzziness already known: the counts came with an earlier page. */
export async function runPageIds(
  context: SearchContext,
  search: ProductSearch,
  fuzzy: boolean,
): Promise<number[]> {
  const page = { from: search.from, size: search.size, allUpTo: null };
  return (await runOnce(context, { ...search, aggregations: [] }, fuzzy, page)).ids;
}

async function runMatched(
  context: SearchContext,
  search: ProductSearch,
  wanted: Wanted,
): Promise<RankedRows> {
  const exact = await runOnce(context, search, false, wanted);
  if (exact.total > 0 || !search.term || !prefixQuery(search.term)) return exact;
  return runOnce(context, search, true, wanted);
}

function facetOptionsOf(context: SearchContext, search: ProductSearch): number[] {
  return search.aggregations.flatMap((code) => [...(context.attributes.get(code)?.options.values() ?? [])]);
}

/** Facet counts as [option id, count]; price counts by bucket key (live) or PRICE_BUCKETS index (precomputed). */
type AggregateRow = { facets: [number, number][]; prices: [string | number, number][] };

function aggregatesOf(row: AggregateRow | undefined): Pick<SearchRows, 'facets' | 'prices'> {
  return {
    // In option id order, whatever order the database aggregated them in, so that counts from the
    // database and from term-matches.ts compare equal.
    facets: (row?.facets ?? [])
      .map(([optionId, count]) => ({ optionId, count }))
      .sort((a, b) => a.optionId - b.optionId),
    prices: PRICE_BUCKET_KEYS.map((key, i) => ({
      key,
      count: row?.prices.find(([k]) => k === key || k === i)?.[1] ?? 0,
    })),
  };
}

/** The page of ids a query answers, and whether it also answers every id (up to how many). */
interface Wanted {
  from: number;
  size: number;
  allUpTo: number | null;
}

/** The matched set once: the wanted page (or every id), the total and the counts. */
async function runOnce(
  context: SearchContext,
  search: ProductSearch,
  fuzzy: boolean,
  wanted: Wanted,
): Promise<RankedRows> {
  const facetOptions = facetOptionsOf(context, search);
  // Counted over every option of the matched set, then narrowed (cheaper than testing each
  // unnested option against the requested list); unnest in the select list avoids a function
  // scan per matched row.
  const facets = facetOptions.length
    ? sql`(select coalesce(json_agg(json_build_array(f.option_id, f.count)), '[]'::json)
         from (select o as option_id, count(*)::int as count
               from (select unnest(m.option_ids) as o from matched m) u
               group by o offset 0) f
         where f.option_id = any(${intArray(facetOptions)}))`
    : sql`'[]'::json`;
  // The total and, when facets are asked for, the price buckets in one pass over the matched set.
  const withPrices = search.aggregations.length > 0;
  const buckets = PRICE_BUCKETS.map(
    (b, i) =>
      sql`${PRICE_BUCKET_KEYS[i]}::text, count(*) filter (where m.price >= ${b.from}${
        b.to === null ? sql`` : sql` and m.price < ${b.to}`
      })::int`,
  );
  const counts = sql`select json_build_object('total', count(*)::int,
        'prices', ${withPrices ? sql`json_build_object(${sql.join(buckets, sql`, `)})` : sql`null`}) as counts
      from matched m`;
  const page = sql`(select json_agg(m.id order by ${orderBy(search)})
      from (select * from matched m order by ${orderBy(search)} limit ${wanted.size} offset ${wanted.from}) m)`;
  const everyId = sql`(select json_agg(m.id order by ${orderBy(search)}) from matched m)`;
  // With every id asked for, only one of the two sorts runs: a subquery in the branch not taken
  // is never executed. Up to the limit the page is a slice of all ids.
  const counted = sql`((select c.counts from counted c)->>'total')::int`;
  const idColumns =
    wanted.allUpTo === null
      ? sql`${page} as ids, null::json as all_ids`
      : sql`case when ${counted} > ${wanted.allUpTo} then ${page} end as ids,
            case when ${counted} <= ${wanted.allUpTo} then ${everyId} end as all_ids`;
  const matched = matchedSql(context, search, fuzzy, { options: facetOptions.length > 0, price: withPrices });
  const [row] = await queryRows<{
    ids: number[] | null;
    all_ids: number[] | null;
    counts: { total: number; prices: Record<string, number> | null };
    facets: AggregateRow['facets'];
  }>(
    context.db,
    sql`with matched as materialized (${matched}), counted as (${counts})
      select ${idColumns}, (select c.counts from counted c) as counts, ${facets} as facets`,
  );
  const prices = Object.entries(row?.counts.prices ?? {});
  const total = row?.counts.total ?? 0;
  // json_agg of no rows is null: an empty result is an empty list.
  const all = wanted.allUpTo !== null && total <= wanted.allUpTo ? (row?.all_ids ?? []) : null;
  return {
    ids: all ? all.slice(wanted.from, wanted.from + wanted.size) : (row?.ids ?? []),
    all,
    total,
    ...aggregatesOf({ facets: row?.facets ?? [], prices }),
    fuzzy,
  };
}

/**
 * The category of a search that is a plain category page: one category, no term, no filters
 * beyond the default list visibility and status. Those are answered from category_listing.
 */
export function plainCategoryOf(search: ProductSearch): number | null {
  const f = search.filters;
  const sameSet = (given: readonly number[] | undefined, fallback: readonly number[]) =>
    given === undefined ||
    (given.every((value) => fallback.includes(value)) && fallback.every((value) => given.includes(value)));
  const plain =
    !search.term &&
    f.categoryIds?.length === 1 &&
    Object.keys(f.attributes ?? {}).length === 0 &&
    f.skus === undefined &&
    f.price?.from === undefined &&
    f.price?.to === undefined &&
    sameSet(f.visibility, CATEGORY_LIST_VISIBILITY) &&
    sameSet(f.status, LISTED_STATUSES);
  return plain ? f.categoryIds![0]! : null;
}

async function runPlainCategory(
  context: SearchContext,
  search: ProductSearch,
  categoryId: number,
): Promise<SearchRows> {
  const listing = sql`from category_listing
    where category_id = ${categoryId} and store_code = ${context.storeCode}`;
  const facetOptions = facetOptionsOf(context, search);
  const facets = facetOptions.length
    ? sql`(select coalesce(json_agg(json_build_array(option_id, product_count)), '[]'::json)
         from category_facet_count
         where category_id = ${categoryId} and option_id = any(${intArray(facetOptions)}))`
    : sql`'[]'::json`;
  const specialWindow = specialWindowHolds(
    { from: sql`special_from_date`, to: sql`special_to_date` },
    context.today,
  );
  const prices = search.aggregations.length
    ? sql`(select coalesce(json_agg(json_build_array(b.bucket, b.count)), '[]'::json)
         from (select case when special_bucket is not null and ${specialWindow}
                           then special_bucket else regular_bucket end as bucket,
                      sum(product_count)::int as count
               from category_price_count
               where category_id = ${categoryId} and store_code = ${context.storeCode}
               group by 1) b)`
    : sql`'[]'::json`;
  const sort = search.sort ?? 'name:asc';
  const byName = sort === 'name:asc' || sort === 'name:desc' || sort === 'relevance';
  const descending = sort === 'name:desc';
  // product_ids is in name order: a page is a slice, counted from the end for name:desc.
  const first = descending
    ? sql`greatest(cardinality(product_ids) - ${search.from} - ${search.size} + 1, 1)`
    : sql`${search.from + 1}::int`;
  const last = descending
    ? sql`cardinality(product_ids) - ${search.from}`
    : sql`${search.from + search.size}::int`;
  const ids = byName ? sql`(select product_ids[${first}:${last}] ${listing})` : sql`null::int[]`;
  const [[row], live] = await Promise.all([
    queryRows<{ ids: number[] | null; total: number } & AggregateRow>(
      context.db,
      sql`select ${ids} as ids,
             coalesce((select cardinality(product_ids) ${listing}), 0) as total,
             ${facets} as facets,
             ${prices} as prices`,
    ),
    // Other orders (price, date, position) sort the category's rows; the counts stay precomputed.
    byName
      ? null
      : runOnce(context, { ...search, aggregations: [] }, false, {
          from: search.from,
          size: search.size,
          allUpTo: null,
        }),
  ]);
  const pageIds = live?.ids ?? row?.ids ?? [];
  return {
    ids: descending ? [...pageIds].reverse() : pageIds,
    total: live?.total ?? row?.total ?? 0,
    ...aggregatesOf(row),
    fuzzy: false,
  };
}
