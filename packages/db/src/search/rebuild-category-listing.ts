import { sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_LIST_VISIBILITY,
  LISTED_STATUSES,
  PRICE_BUCKETS,
  STORE_CODES,
  STORE_VIEWS,
} from '@apteek/domain';
import type { Db } from '../database.ts';

/**
 * Rebuilds category_listing, category_facet_count and category_price_count from product_listing:
 * what a category page without filters shows, so it needs no scan of the category's products.
 * Always whole: a product moving between categories changes the counts of both.
 */
export async function rebuildCategoryListing(db: Db): Promise<void> {
  const listed = sql`l.visibility in ${[...CATEGORY_LIST_VISIBILITY]} and l.status in ${[...LISTED_STATUSES]}`;
  const stores = sql.join(
    STORE_CODES.map(
      (code, i) => sql`(${code}::varchar, ${i + 1}::int, ${STORE_VIEWS[code].tax.defaultCountry}::varchar)`,
    ),
    sql`, `,
  );
  // One transaction, so a page never reads a half-rebuilt category.
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from category_listing`);
    await tx.execute(sql`delete from category_facet_count`);
    await tx.execute(sql`delete from category_price_count`);
    await tx.execute(sql`
      insert into category_listing (category_id, store_code, product_ids)
      select c, s.code, array_agg(l.product_id order by l.names[s.i], l.product_id)
      from product_listing l
      cross join unnest(l.category_ids) as c
      cross join (values ${stores}) as s(code, i, country)
      where ${listed}
      group by c, s.code`);
    await tx.execute(sql`
      insert into category_facet_count (category_id, option_id, product_count)
      select c, o, count(*)::int
      from product_listing l
      cross join unnest(l.category_ids) as c
      cross join unnest(l.option_ids) as o
      where ${listed}
      group by c, o`);
    const regular = bucketOf(storeGross(sql`l.price_cents`));
    const special = bucketOf(storeGross(sql`l.special_price_cents`));
    await tx.execute(sql`
      with rate as (
        select class_id, r.tax_country_id as country, max(r.rate)::float8 as rate
        from tax_rule tr
        cross join unnest(tr.product_tax_class_ids) as class_id
        join tax_rule_rate rr on rr.tax_rule_id = tr.id
        join tax_rate r on r.id = rr.tax_rate_id
        group by class_id, r.tax_country_id
      )
      insert into category_price_count (category_id, store_code, regular_bucket, special_bucket,
        special_from_date, special_to_date, product_count)
      select c, code, regular_bucket, special_bucket,
        case when special_bucket is not null then special_from_date end,
        case when special_bucket is not null then special_to_date end,
        count(*)::int
      from (
        select c, s.code, ${regular} as regular_bucket,
          case when l.special_price_cents < l.price_cents then nullif(${special}, ${regular}) end
            as special_bucket,
          l.special_from_date, l.special_to_date
        from product_listing l
        cross join unnest(l.category_ids) as c
        cross join (values ${stores}) as s(code, i, country)
        left join rate source on source.class_id = l.tax_class_id and source.country = ${SOURCE_COUNTRY}
        left join rate own on own.class_id = l.tax_class_id and own.country = s.country
        where ${listed}
      ) p
      group by 1, 2, 3, 4, 5, 6`);
  });
}

// Catalogue prices include the VAT of the tax origin (tax-rates.ts on the server).
const SOURCE_COUNTRY = 'EE';

/**
 * A catalogue amount with the VAT of the store's country instead of the origin's: regrossPrice of
 * packages/domain in double precision, as the server prices documents (Math.round is floor(x + 0.5));
 * a class without a rate for a country has 0 %. Reads the `source` and `own` rates joined above.
 */
function storeGross(cents: SQL): SQL {
  const from = sql`coalesce(source.rate, 0)`;
  const to = sql`coalesce(own.rate, 0)`;
  return sql`(case when ${from} = ${to} then ${cents}
      else floor(${cents}::float8 * (100 + ${to}) / (100 + ${from}) + 0.5)::int end)`;
}

/** The index into PRICE_BUCKETS of a price in cents (null stays null). */
function bucketOf(price: SQL): SQL {
  const cases = PRICE_BUCKETS.map(
    (bucket, i) =>
      sql`when ${price} >= ${sql.raw(String(bucket.from))} ${
        bucket.to === null ? sql`` : sql`and ${price} < ${sql.raw(String(bucket.to))}`
      } then ${sql.raw(String(i))}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} end)::smallint`;
}
