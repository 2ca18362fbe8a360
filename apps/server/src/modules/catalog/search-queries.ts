import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@apteek/db';
import {
  CATEGORY_LIST_VISIBILITY,
  LISTED_STATUSES,
  PRICE_BUCKETS,
  STORE_CODES,
  STORE_VIEWS,
  type StoreCode,
} from '@apteek/domain';
import { rateFor, type TaxRates } from '../pricing/index.ts';
import type { ProductSearch } from './search-schemas.ts';

/** Bucket keys as the storefront's filters name them: '0-50', …, '150+'. */
export const PRICE_BUCKET_KEYS = PRICE_BUCKETS.map((b) =>
  b.to === null ? `${b.from / 100}+` : `${b.from / 100}-${b.to / 100}`,
);

// Catalogue prices include the VAT of the tax origin (see pricing/tax-rates.ts).
const SOURCE_COUNTRY = 'EE';

export interface SearchContext {
  db: Db;
  storeCode: StoreCode;
  today: string;
  rates: TaxRates;
  textConfig: string;
  /** attribute code → { id, option code → option id } */
  attributes: Map<string, { id: number; options: Map<string, number> }>;
}

/**
 * The products' rows as `l`: product_listing, or for a term the store's product_search rows,
 * which carry the same columns (with the store's name) next to the text.
 */
function rowsOf(context: SearchContext, search: ProductSearch): SQL {
  return search.term
    ? sql`product_search l where l.store_code = ${context.storeCode} and`
    : sql`product_listing l where`;
}

/** The product's name in the store view. */
function storeName(context: SearchContext, search: ProductSearch): SQL {
  return search.term ? sql`l.name` : sql.raw(`l.names[${STORE_CODES.indexOf(context.storeCode) + 1}]`);
}

/**
 * The price a shopper pays in the store view today, in cents incl. its VAT: the special price when
 * it is below the price and today is in its window, moved to the store country's VAT the way
 * regrossPrice of packages/domain does it (double precision; Math.round is floor(x + 0.5)).
 */
function storePrice(context: SearchContext): SQL {
  const base = sql`(case when l.special_price_cents < l.price_cents
              and (l.special_from_date is null or l.special_from_date <= ${context.today}::date)
              and (l.special_to_date is null or l.special_to_date >= ${context.today}::date)
            then l.special_price_cents else l.price_cents end)`;
  const country = STORE_VIEWS[context.storeCode].tax.defaultCountry;
  const regrossed = [...context.rates.keys()].flatMap((classId) => {
    const from = rateFor(context.rates, classId, SOURCE_COUNTRY);
    const to = rateFor(context.rates, classId, country);
    return from === to
      ? []
      : [
          sql`when ${classId}::int then floor(${base}::float8 * ${100 + to}::float8 / ${100 + from}::float8 + 0.5)::int`,
        ];
  });
  return regrossed.length > 0
    ? sql`(case l.tax_class_id ${sql.join(regrossed, sql` `)} else ${base} end)`
    : base;
}

/** Words of a term as a prefix tsquery text ('ibup' → 'ibup:*'); only letters and digits survive. */
export function prefixQuery(term: string): string | null {
  const words = term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0
    ? null
    : words
        .slice(0, 8)
        .map((word) => `${word}:*`)
        .join(' & ');
}

/** An integer array parameter ('{1,2,3}'::int[]); the values are numbers we looked up ourselves. */
function intArray(ids: number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

function filterConditions(context: SearchContext, search: ProductSearch): SQL[] {
  const f = search.filters;
  const conditions: SQL[] = [
    sql`l.visibility in ${f.visibility ?? [...CATEGORY_LIST_VISIBILITY]}`,
    sql`l.status in ${f.status ?? [...LISTED_STATUSES]}`,
  ];
  for (const [code, values] of Object.entries(f.attributes ?? {})) {
    const attribute = context.attributes.get(code);
    conditions.push(
      sql`l.option_ids && ${intArray((values ?? []).map((value) => attribute?.options.get(value) ?? -1))}`,
    );
  }
  // category_ids holds every ancestor too, so a category matches the products of its subcategories.
  if (f.categoryIds) conditions.push(sql`l.category_ids && ${intArray(f.categoryIds)}`);
  if (f.skus) conditions.push(sql`l.product_id in (select id from product where sku in ${f.skus})`);
  if (f.price?.from !== undefined)
    conditions.push(sql`${storePrice(context)} >= ${Math.round(f.price.from * 100)}`);
  if (f.price?.to !== undefined)
    conditions.push(sql`${storePrice(context)} < ${Math.round(f.price.to * 100)}`);
  return conditions;
}

const ASCII = /^\p{ASCII}*$/u;

/**
 * A shopper's term as SQL: the prefix tsquery in the store's language (folded by the planner) and
 * the unaccented forms, each computed once per query rather than once per row (unaccent is stable).
 * `simple` is null when it equals `own` (a store searching with the simple configuration and a
 * term without accents): matching and ranking the same query twice doubles their cost, and
 * ts_rank_cd gives `q || q` the rank of `q`. unaccent leaves ASCII alone, so for an ASCII query
 * in the simple configuration that is known here and the SQL leaves the second form out.
 */
function termParts(context: SearchContext, term: string) {
  const query = prefixQuery(term) ?? '';
  const lowered = term.toLowerCase();
  const own = sql`to_tsquery(${context.textConfig}::regconfig, ${query})`;
  const simple =
    context.textConfig === 'simple' && ASCII.test(query)
      ? null
      : sql`(select nullif(to_tsquery('simple', unaccent(${query})), ${own}))`;
  return {
    own,
    simple,
    both: simple ? sql`(select coalesce(${own} || ${simple}, ${own}))` : own,
    needle: sql`(select lower(unaccent(${lowered})))`,
    pattern: sql`(select '%' || lower(unaccent(${lowered})) || '%')`,
  };
}

function termCondition(context: SearchContext, term: string | undefined, fuzzy: boolean): SQL | null {
  if (!term) return null;
  if (!prefixQuery(term)) return sql`false`;
  const t = termParts(context, term);
  return fuzzy
    ? sql`${t.needle} <% l.search_text`
    : sql`(l.document @@ ${t.own} ${t.simple ? sql`or l.document @@ ${t.simple}` : sql``}
        or l.search_text like ${t.pattern})`;
}

/** Columns the relevance order needs: exact SKU, name or attribute-code match, text rank, and (for typos) closeness. */
function relevanceColumns(context: SearchContext, search: ProductSearch, term: string, fuzzy: boolean): SQL {
  const lowered = term.toLowerCase().trim();
  const t = termParts(context, term);
  // option_ids are the product's attribute options, so an exact option code is an array overlap.
  // lower() never shortens a text, so a name longer than the term cannot equal it: the length
  // test spares lowering every matched name.
  return sql`, (case when (char_length(${storeName(context, search)}) <= ${[...lowered].length}
                       and lower(${storeName(context, search)}) = ${lowered})
                 or l.product_id in (select id from product where lower(sku) = ${lowered})
                 or l.option_ids && (select coalesce(array_agg(o.id), '{}') from attribute_option o
                                     where lower(o.code) = ${lowered})
               then 0 else 1 end) as exact,
      ts_rank_cd(l.document, ${t.both}) as rank,
      ${fuzzy ? sql`word_similarity(${t.needle}, l.search_text)` : sql`0`} as closeness`;
}

/** The order a search is answered in: relevance for a term, otherwise by name, unless asked. */
export function sortOf(search: ProductSearch): NonNullable<ProductSearch['sort']> {
  return search.sort ?? (search.term ? 'relevance' : 'name:asc');
}

function orderBy(search: ProductSearch): SQL {
  const sort = sortOf(search);
  switch (sort) {
    case 'relevance':
      return search.term ? sql`m.exact, m.rank desc, m.closeness desc, m.name, m.id` : sql`m.name, m.id`;
    case 'name:asc':
      return sql`m.name asc, m.id`;
    case 'name:desc':
      // The exact reverse of name:asc, so both read one precomputed order.
      return sql`m.name desc, m.id desc`;
    case 'price:asc':
      return sql`m.price asc, m.id`;
    case 'price:desc':
      return sql`m.price desc, m.id`;
    case 'created_at:desc':
      return sql`m.created_at desc, m.id`;
    case 'position:asc':
      return sql`m.position asc nulls last, m.id`;
    default: {
      const unknown: never = sort;
      throw new Error(`Unknown sort ${String(unknown)}`);
    }
  }
}

/**
 * The matching products once, with only the columns the sort, the facets (`options`) and the
 * price buckets (`price`) read: a materialised row is computed and stored whole.
 */
function matchedSql(
  context: SearchContext,
  search: ProductSearch,
  fuzzy: boolean,
  needs: { options: boolean; price: boolean },
): SQL {
  const conditions = filterConditions(context, search);
  const text = termCondition(context, search.term, fuzzy);
  const sort = sortOf(search);
  const columns = [
    sql`l.product_id as id`,
    ...(sort === 'created_at:desc' ? [sql`l.created_at`] : []),
    ...(sort === 'position:asc' ? [sql`l.position`] : []),
    ...(sort === 'relevance' || sort.startsWith('name') ? [sql`${storeName(context, search)} as name`] : []),
    ...(needs.price || sort.startsWith('price') ? [sql`${storePrice(context)} as price`] : []),
    ...(needs.options ? [sql`l.option_ids`] : []),
  ];
  return sql`select ${sql.join(columns, sql`, `)}
      ${search.term && sort === 'relevance' ? relevanceColumns(context, search, search.term, fuzzy) : sql``}
    from ${rowsOf(context, search)} ${sql.join(text ? [...conditions, text] : conditions, sql` and `)}`;
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
    facets: (row?.facets ?? []).map(([optionId, count]) => ({ optionId, count })),
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
  const prices = search.aggregations.length
    ? sql`(select coalesce(json_agg(json_build_array(b.bucket, b.count)), '[]'::json)
         from (select case when special_bucket is not null
                            and (special_from_date is null or special_from_date <= ${context.today}::date)
                            and (special_to_date is null or special_to_date >= ${context.today}::date)
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
