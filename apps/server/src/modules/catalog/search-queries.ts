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
import type { ProductSearch } from './search-schemas.ts';
import { rateFor, type TaxRates } from './tax-rates.ts';

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

/** The product's name in the store view; `names` follows STORE_CODES (PostgreSQL arrays count from 1). */
function storeName(context: SearchContext): SQL {
  return sql.raw(`l.names[${STORE_CODES.indexOf(context.storeCode) + 1}]`);
}

/** The store's tax rates per product tax class, as a VALUES list joined as `tr`. */
function taxRateTable(context: SearchContext): SQL {
  const country = STORE_VIEWS[context.storeCode].tax.defaultCountry;
  const rows = [...context.rates.keys()].map(
    (classId) =>
      sql`(${classId}::int, ${rateFor(context.rates, classId, 'EE')}::numeric, ${rateFor(context.rates, classId, country)}::numeric)`,
  );
  const values = rows.length > 0 ? sql.join(rows, sql`, `) : sql`(0, 0::numeric, 0::numeric)`;
  return sql`(values ${values}) as tr(class_id, source_rate, store_rate)`;
}

/** The price a shopper pays in the store view, in cents incl. its VAT (rules of packages/domain pricing). */
function storePrice(context: SearchContext): SQL {
  return sql`round(
      (case when l.special_price_cents is not null and l.special_price_cents < l.price_cents
              and (l.special_from_date is null or l.special_from_date <= ${context.today}::date)
              and (l.special_to_date is null or l.special_to_date >= ${context.today}::date)
            then l.special_price_cents else l.price_cents end)
      * (100 + tr.store_rate) / (100 + tr.source_rate))::int`;
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

function termCondition(context: SearchContext, term: string | undefined, fuzzy: boolean): SQL | null {
  if (!term) return null;
  const query = prefixQuery(term);
  if (!query) return sql`false`;
  const lowered = term.toLowerCase();
  return fuzzy
    ? sql`lower(unaccent(${lowered})) <% ps.search_text`
    : sql`(ps.document @@ to_tsquery(${context.textConfig}::regconfig, ${query})
          or ps.document @@ to_tsquery('simple', unaccent(${query}))
          or ps.search_text like '%' || lower(unaccent(${lowered})) || '%')`;
}

/** Columns the relevance order needs: exact SKU, name or attribute-code match, text rank, and (for typos) closeness. */
function relevanceColumns(context: SearchContext, term: string, fuzzy: boolean): SQL {
  const lowered = term.toLowerCase().trim();
  const query = prefixQuery(term) ?? '';
  return sql`, (case when lower(${storeName(context)}) = ${lowered}
                 or l.product_id in (select id from product where lower(sku) = ${lowered})
                 or l.product_id in (select v.product_id from product_attribute_value v
                             join attribute_option o on o.id = v.option_id where lower(o.code) = ${lowered})
               then 0 else 1 end) as exact,
      ts_rank_cd(ps.document, to_tsquery(${context.textConfig}::regconfig, ${query})
                              || to_tsquery('simple', unaccent(${query}))) as rank,
      ${fuzzy ? sql`word_similarity(lower(unaccent(${lowered})), ps.search_text)` : sql`0`} as closeness`;
}

function orderBy(search: ProductSearch): SQL {
  const sort = search.sort ?? (search.term ? 'relevance' : 'name:asc');
  switch (sort) {
    case 'relevance':
      return search.term ? sql`m.exact, m.rank desc, m.closeness desc, m.name, m.id` : sql`m.name, m.id`;
    case 'name:asc':
      return sql`m.name asc, m.id`;
    case 'name:desc':
      return sql`m.name desc, m.id`;
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

/** The matching products once, with what sorting, facets and price buckets read from them. */
function matchedSql(context: SearchContext, search: ProductSearch, fuzzy: boolean): SQL {
  const conditions = filterConditions(context, search);
  const text = termCondition(context, search.term, fuzzy);
  const searchJoin = search.term
    ? sql`join product_search ps on ps.product_id = l.product_id and ps.store_code = ${context.storeCode}`
    : sql``;
  return sql`select l.product_id as id, l.created_at, l.position, l.option_ids, ${storeName(context)} as name,
      ${storePrice(context)} as price
      ${search.term ? relevanceColumns(context, search.term, fuzzy) : sql``}
    from product_listing l
    join ${taxRateTable(context)} on tr.class_id = l.tax_class_id
    ${searchJoin}
    where ${sql.join(text ? [...conditions, text] : conditions, sql` and `)}`;
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
 * similarity, so 'ibuprfen' still finds ibuprofen.
 */
export async function runProductSearch(context: SearchContext, search: ProductSearch): Promise<SearchRows> {
  const exact = await runOnce(context, search, false);
  if (exact.total > 0 || !search.term || !prefixQuery(search.term)) return exact;
  return runOnce(context, search, true);
}

async function runOnce(context: SearchContext, search: ProductSearch, fuzzy: boolean): Promise<SearchRows> {
  const facetOptions = search.aggregations.flatMap((code) => [
    ...(context.attributes.get(code)?.options.values() ?? []),
  ]);
  const facets = facetOptions.length
    ? sql`(select coalesce(json_agg(json_build_array(f.option_id, f.count)), '[]'::json)
         from (select o as option_id, count(*)::int as count
               from matched m cross join unnest(m.option_ids) as o
               where o = any(${intArray(facetOptions)})
               group by o) f)`
    : sql`'[]'::json`;
  const buckets = PRICE_BUCKETS.map(
    (b, i) =>
      sql`when m.price >= ${b.from} ${b.to === null ? sql`` : sql`and m.price < ${b.to}`} then ${PRICE_BUCKET_KEYS[i]}`,
  );
  const prices = search.aggregations.length
    ? sql`(select coalesce(json_agg(json_build_array(b.key, b.count)), '[]'::json)
         from (select case ${sql.join(buckets, sql` `)} end as key, count(*)::int as count from matched m group by 1) b)`
    : sql`'[]'::json`;
  const [row] = await queryRows<{
    ids: number[] | null;
    total: number;
    facets: [number, number][];
    prices: [string, number][];
  }>(
    context.db,
    sql`with matched as materialized (${matchedSql(context, search, fuzzy)}),
      page as (select m.id, row_number() over (order by ${orderBy(search)}) as ord from matched m
               order by ${orderBy(search)} limit ${search.size} offset ${search.from})
      select (select json_agg(id order by ord) from page) as ids,
             (select count(*)::int from matched) as total,
             ${facets} as facets,
             ${prices} as prices`,
  );
  return {
    ids: row?.ids ?? [],
    total: row?.total ?? 0,
    facets: (row?.facets ?? []).map(([optionId, count]) => ({ optionId, count })),
    prices: PRICE_BUCKET_KEYS.map((key) => ({ key, count: row?.prices.find(([k]) => k === key)?.[1] ?? 0 })),
    fuzzy,
  };
}
