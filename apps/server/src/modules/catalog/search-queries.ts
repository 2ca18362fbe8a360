import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@apteek/db';
import {
  CATEGORY_LIST_VISIBILITY,
  LISTED_STATUSES,
  PRICE_BUCKETS,
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
  /** category id → itself and all descendants */
  categoryTree: (ids: number[]) => number[];
}

export interface MatchedPage {
  ids: number[];
  total: number;
}

/** SQL expression of the price a shopper pays in the store view, in cents incl. its VAT. */
function storePrice(context: SearchContext): SQL {
  const country = STORE_VIEWS[context.storeCode].tax.defaultCountry;
  const rows = [...context.rates.keys()].map(
    (classId) =>
      sql`(${classId}::int, ${rateFor(context.rates, classId, 'EE')}::numeric, ${rateFor(context.rates, classId, country)}::numeric)`,
  );
  const table = rows.length > 0 ? sql.join(rows, sql`, `) : sql`(0, 0::numeric, 0::numeric)`;
  return sql`(select round(
      (case when p.special_price_cents is not null and p.special_price_cents < p.price_cents
              and (p.special_from_date is null or p.special_from_date <= ${context.today}::date)
              and (p.special_to_date is null or p.special_to_date >= ${context.today}::date)
            then p.special_price_cents else p.price_cents end)
      * (100 + tr.store_rate) / (100 + tr.source_rate))::int
    from (values ${table}) as tr(class_id, source_rate, store_rate) where tr.class_id = p.tax_class_id)`;
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

function filterConditions(context: SearchContext, search: ProductSearch, fuzzy: boolean): SQL[] {
  const f = search.filters;
  const conditions: SQL[] = [
    sql`p.visibility in ${f.visibility ?? [...CATEGORY_LIST_VISIBILITY]}`,
    sql`p.status in ${f.status ?? [...LISTED_STATUSES]}`,
  ];
  for (const [code, values] of Object.entries(f.attributes ?? {})) {
    const attribute = context.attributes.get(code);
    const optionIds = (values ?? []).map((value) => attribute?.options.get(value) ?? -1);
    conditions.push(sql`exists (select 1 from product_attribute_value v
      where v.product_id = p.id and v.attribute_id = ${attribute?.id ?? -1} and v.option_id in ${optionIds})`);
  }
  if (f.categoryIds) {
    conditions.push(sql`exists (select 1 from category_product cp
      where cp.product_id = p.id and cp.category_id in ${context.categoryTree(f.categoryIds)})`);
  }
  if (f.skus) conditions.push(sql`p.sku in ${f.skus}`);
  if (f.price?.from !== undefined)
    conditions.push(sql`${storePrice(context)} >= ${Math.round(f.price.from * 100)}`);
  if (f.price?.to !== undefined)
    conditions.push(sql`${storePrice(context)} < ${Math.round(f.price.to * 100)}`);
  const text = termCondition(context, search.term, fuzzy);
  if (text) conditions.push(text);
  return conditions;
}

function termCondition(context: SearchContext, term: string | undefined, fuzzy: boolean): SQL | null {
  if (!term) return null;
  const query = prefixQuery(term);
  if (!query) return sql`false`;
  const lowered = term.toLowerCase();
  const match = fuzzy
    ? sql`lower(unaccent(${lowered})) <% ps.search_text`
    : sql`(ps.document @@ to_tsquery(${context.textConfig}::regconfig, ${query})
          or ps.document @@ to_tsquery('simple', unaccent(${query}))
          or ps.search_text like '%' || lower(unaccent(${lowered})) || '%')`;
  return sql`exists (select 1 from product_search ps
    where ps.product_id = p.id and ps.store_code = ${context.storeCode} and ${match})`;
}

function orderBy(context: SearchContext, search: ProductSearch): SQL {
  const sort = search.sort ?? (search.term ? 'relevance' : 'name:asc');
  switch (sort) {
    case 'relevance':
      return search.term ? relevance(context, search.term) : sql`t.name asc, p.id`;
    case 'name:asc':
      return sql`t.name asc, p.id`;
    case 'name:desc':
      return sql`t.name desc, p.id`;
    case 'price:asc':
      return sql`${storePrice(context)} asc, p.id`;
    case 'price:desc':
      return sql`${storePrice(context)} desc, p.id`;
    case 'created_at:desc':
      return sql`p.created_at desc, p.id`;
    case 'position:asc':
      return sql`(select min(cp.position) from category_product cp where cp.product_id = p.id) asc nulls last, p.id`;
    default: {
      const unknown: never = sort;
      throw new Error(`Unknown sort ${String(unknown)}`);
    }
  }
}

/** Exact SKU, ATC or name matches first, then full-text rank, then trigram closeness. */
function relevance(context: SearchContext, term: string): SQL {
  const lowered = term.toLowerCase().trim();
  const query = prefixQuery(term) ?? '';
  return sql`(case when lower(p.sku) = ${lowered} or lower(t.name) = ${lowered}
                or exists (select 1 from product_attribute_value v join attribute_option o on o.id = v.option_id
                           where v.product_id = p.id and lower(o.code) = ${lowered}) then 0 else 1 end),
    (select ts_rank_cd(ps.document, to_tsquery(${context.textConfig}::regconfig, ${query})
                                    || to_tsquery('simple', unaccent(${query})))
       from product_search ps where ps.product_id = p.id and ps.store_code = ${context.storeCode}) desc nulls last,
    (select word_similarity(lower(unaccent(${lowered})), ps.search_text)
       from product_search ps where ps.product_id = p.id and ps.store_code = ${context.storeCode}) desc nulls last,
    t.name asc, p.id`;
}

function matchedSql(context: SearchContext, search: ProductSearch, fuzzy: boolean): SQL {
  return sql`select p.id from product p
    join product_text t on t.product_id = p.id and t.store_code = ${context.storeCode}
    where ${sql.join(filterConditions(context, search, fuzzy), sql` and `)}`;
}

/**
 * One page of matching product ids with the total. A term that finds nothing by words or prefixes
 * is retried with trigram similarity, so 'ibuprfen' still finds ibuprofen.
 */
export async function findProductPage(
  context: SearchContext,
  search: ProductSearch,
): Promise<MatchedPage & { fuzzy: boolean }> {
  const page = await runPage(context, search, false);
  if (page.total > 0 || !search.term || !prefixQuery(search.term)) return { ...page, fuzzy: false };
  return { ...(await runPage(context, search, true)), fuzzy: true };
}

async function runPage(context: SearchContext, search: ProductSearch, fuzzy: boolean): Promise<MatchedPage> {
  const rows = await execute<{ id: number; total: number }>(
    context.db,
    sql`select p.id, count(*) over ()::int as total from product p
      join product_text t on t.product_id = p.id and t.store_code = ${context.storeCode}
      where ${sql.join(filterConditions(context, search, fuzzy), sql` and `)}
      order by ${orderBy(context, search)}
      limit ${search.size} offset ${search.from}`,
  );
  if (rows.length > 0 || search.from === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const [count] = await execute<{ total: number }>(
    context.db,
    sql`select count(*)::int as total from (${matchedSql(context, search, fuzzy)}) m`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

export async function facetCounts(
  context: SearchContext,
  search: ProductSearch,
  fuzzy: boolean,
): Promise<{ attributeId: number; optionId: number; count: number }[]> {
  const attributeIds = search.aggregations.map((code) => context.attributes.get(code)?.id ?? -1);
  if (attributeIds.length === 0) return [];
  return execute(
    context.db,
    sql`select v.attribute_id as "attributeId", v.option_id as "optionId", count(*)::int as count
      from product_attribute_value v
      where v.attribute_id in ${attributeIds} and v.option_id is not null
        and v.product_id in (${matchedSql(context, search, fuzzy)})
      group by v.attribute_id, v.option_id`,
  );
}

export async function priceBucketCounts(context: SearchContext, search: ProductSearch, fuzzy: boolean) {
  const cases = PRICE_BUCKETS.map(
    (b, i) =>
      sql`when price >= ${b.from} ${b.to === null ? sql`` : sql`and price < ${b.to}`} then ${PRICE_BUCKET_KEYS[i]}`,
  );
  const rows = await execute<{ key: string; count: number }>(
    context.db,
    sql`select case ${sql.join(cases, sql` `)} end as key, count(*)::int as count
      from (select ${storePrice(context)} as price from product p
            where p.id in (${matchedSql(context, search, fuzzy)})) priced
      group by 1`,
  );
  return PRICE_BUCKETS.map((bucket, i) => ({
    key: PRICE_BUCKET_KEYS[i]!,
    bucket,
    count: rows.find((r) => r.key === PRICE_BUCKET_KEYS[i])?.count ?? 0,
  }));
}

export async function execute<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
