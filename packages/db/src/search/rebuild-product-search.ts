import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../database.ts';

/** Attributes whose option codes and labels (in every language) are searchable: 'N02BE01', 'ибупрофен'. */
const CODE_ATTRIBUTES = ['Atc', 'Brand', 'Substance', 'Manufacturer'];

/**
 * Full-text configuration per store view. PostgreSQL 15 has no `estonian`; there the
 * Estonian view falls back to `simple` and relies on unaccent and trigrams for word forms.
 */
export async function searchConfigs(db: Db): Promise<Record<'ee' | 'fi' | 'en' | 'ru', string>> {
  const [row] = await queryRows<{ has: boolean }>(
    db,
    sql`select exists (select 1 from pg_ts_config where cfgname = 'estonian') as has`,
  );
  return { ee: row?.has ? 'estonian' : 'simple', fi: 'finnish', en: 'english', ru: 'russian' };
}

/**
 * Rebuilds the search documents of the given products (all when omitted), in every store view,
 * with a copy of each product's product_listing row: rebuild the listing first.
 */
export async function rebuildProductSearch(db: Db, productIds?: number[]): Promise<void> {
  const configs = await searchConfigs(db);
  const only = productIds ? sql`and p.id in ${productIds.length > 0 ? productIds : [0]}` : sql``;
  await db.execute(sql`
    insert into product_search (product_id, store_code, document, search_text, visibility, status, name,
      created_at, position, tax_class_id, price_cents, special_price_cents, special_from_date,
      special_to_date, category_ids, option_ids)
    select p.id, t.store_code,
      setweight(to_tsvector(cfg.name, t.name), 'A')
        || setweight(to_tsvector('simple', unaccent(p.sku || ' ' || coalesce(codes.words, ''))), 'A')
        || setweight(to_tsvector(cfg.name, t.short_description || ' ' || t.description), 'C'),
      lower(unaccent(t.name || ' ' || p.sku || ' ' || coalesce(codes.words, ''))),
      l.visibility, l.status, t.name, l.created_at, l.position, l.tax_class_id, l.price_cents,
      l.special_price_cents, l.special_from_date, l.special_to_date, l.category_ids, l.option_ids
    from product p
    join product_listing l on l.product_id = p.id
    join product_text t on t.product_id = p.id
    join (values ('ee', ${configs.ee}::regconfig), ('fi', ${configs.fi}::regconfig),
                 ('en', ${configs.en}::regconfig), ('ru', ${configs.ru}::regconfig)) as cfg(store_code, name)
      on cfg.store_code = t.store_code
    left join lateral (
      select string_agg(distinct o.code || ' ' || l.label, ' ') as words
      from product_attribute_value v
      join attribute a on a.id = v.attribute_id and a.code in ${CODE_ATTRIBUTES}
      join attribute_option o on o.id = v.option_id
      join attribute_option_label l on l.option_id = o.id
      where v.product_id = p.id
    ) codes on true
    where true ${only}
    on conflict (store_code, product_id)
      do update set document = excluded.document, search_text = excluded.search_text,
        visibility = excluded.visibility, status = excluded.status, name = excluded.name,
        created_at = excluded.created_at, position = excluded.position, tax_class_id = excluded.tax_class_id,
        price_cents = excluded.price_cents, special_price_cents = excluded.special_price_cents,
        special_from_date = excluded.special_from_date, special_to_date = excluded.special_to_date,
        category_ids = excluded.category_ids, option_ids = excluded.option_ids`);
}
