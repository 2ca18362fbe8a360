import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_LIST_VISIBILITY, LISTED_STATUSES, STORE_CODES, STORE_VIEWS } from '@apteek/domain';
import { rateFor } from '../pricing/index.ts';
import type { SearchContext } from './search-queries.ts';
import { finalPriceSql } from './special-price-sql.ts';
import type { ProductSearch } from './search-schemas.ts';

// Catalogue prices include the VAT of the tax origin (see pricing/tax-rates.ts).
const SOURCE_COUNTRY = 'EE';

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
  const base = finalPriceSql(
    {
      price: sql`l.price_cents`,
      special: sql`l.special_price_cents`,
      from: sql`l.special_from_date`,
      to: sql`l.special_to_date`,
    },
    context.today,
  );
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
export function intArray(ids: number[]): SQL {
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

export function orderBy(search: ProductSearch): SQL {
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
export function matchedSql(
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

/**
 * What a term alone decides about each product it matches in the store view: whether it is an
 * exact match, its text rank and (for typos) its closeness, as the relevance order reads them
 * (`orderBy`), unsorted and without the listing columns: the process sorts them (ties by the
 * name's place from storeRowsSql) and takes the rest from the store's rows. Ranks go out as
 * float8, so each float4 value arrives exactly. All lists null when there are more than `cap`
 * matches: then only `n` is counted, and nothing is sent.
 */
export function termRanksSql(context: SearchContext, term: string, fuzzy: boolean, cap: number): SQL {
  const search = { term, sort: 'relevance' } as ProductSearch;
  const text = termCondition(context, term, fuzzy)!;
  return sql`with m as materialized (
      select l.product_id as id ${relevanceColumns(context, search, term, fuzzy)}
      from ${rowsOf(context, search)} ${text}),
    counted as (select count(*)::int as n from m)
    select c.n, r.*
    from counted c
    left join lateral (
      select json_agg(m.id) as ids, json_agg(m.rank::float8) as ranks,
             ${fuzzy ? sql`json_agg(m.closeness::float8)` : sql`null::json`} as closeness,
             coalesce(json_agg(m.id) filter (where m.exact = 0), '[]'::json) as exact
      from m where c.n <= ${cap}) r on true`;
}

/**
 * Every search row of the store view with what filters, facets and price buckets read (the price
 * of the day), and each row's place in name order (`orderBy`'s tie-break: the name, then the id,
 * in the database's collation). Option and category ids as space-separated lists joined by
 * commas (far cheaper to build than JSON arrays); every list in the same row order.
 */
export function storeRowsSql(context: SearchContext): SQL {
  const search = { term: '-', sort: 'relevance' } as ProductSearch;
  return sql`select json_agg(m.id) as ids, json_agg(m.visibility) as visibility,
        json_agg(m.status) as status, json_agg(m.price) as price, json_agg(m.name_ord) as name_ord,
        string_agg(array_to_string(m.option_ids, ' '), ',') as options,
        string_agg(array_to_string(m.category_ids, ' '), ',') as categories
    from (select l.product_id as id, l.visibility, l.status, ${storePrice(context)} as price, l.option_ids,
                 l.category_ids, row_number() over (order by ${storeName(context, search)}, l.product_id)::int as name_ord
          from ${rowsOf(context, search)} true) m`;
}

/**
 * The search rows of these products in the store view as storeRowsSql reads them, in name order,
 * each with `before`: how many of the store view's other rows (those not named) come before it
 * in name order. Those rows' names have not changed since the store rows were read, so they are
 * in the same order there: a changed product's place in name order lies right after the
 * `before`-th of them (term-matches.ts). One sort of the store view's names, as storeRowsSql.
 */
export function changedStoreRowsSql(context: SearchContext, ids: readonly number[]): SQL {
  const search = { term: '-', sort: 'relevance' } as ProductSearch;
  const named = intArray([...ids]);
  // The places are counted over the store view's names alone; the named rows are then read by key.
  return sql`with places as materialized (
      select o.id, o.before, o.ord from (
        select l.product_id as id, c.id is not null as changed,
               (count(*) filter (where c.id is null) over w)::int as before,
               row_number() over w as ord
        from product_search l left join unnest(${named}) as c(id) on c.id = l.product_id
        where l.store_code = ${context.storeCode}
        window w as (order by ${storeName(context, search)}, l.product_id)) o
      where o.changed)
    select l.product_id as id, l.visibility, l.status, ${storePrice(context)} as price,
        array_to_string(l.option_ids, ' ') as options, array_to_string(l.category_ids, ' ') as categories,
        p.before
    from product_search l join places p on p.id = l.product_id
    where l.store_code = ${context.storeCode} and l.product_id = any(${named})
    order by p.ord`;
}
