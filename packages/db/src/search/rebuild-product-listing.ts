import { sql } from 'drizzle-orm';
import { STORE_CODES } from '@apteek/domain';
import type { Db } from '../database.ts';
import { rebuildCategoryListing } from './rebuild-category-listing.ts';

/**
 * Rebuilds the listing rows of the given products (all when omitted) from the catalogue tables,
 * then the per-category listings and counts derived from all of them, unless `categories` is
 * false (an import rebuilds those once at its end). Rebuild product_search after it: search rows
 * copy the listing rows.
 */
export async function rebuildProductListing(
  db: Db,
  productIds?: number[],
  { categories = true }: { categories?: boolean } = {},
): Promise<void> {
  const only = productIds ? sql`where p.id in ${productIds.length > 0 ? productIds : [0]}` : sql``;
  await db.execute(sql`
    insert into product_listing (product_id, visibility, status, created_at, tax_class_id, price_cents,
      special_price_cents, special_from_date, special_to_date, names, category_ids, option_ids, position)
    select p.id, p.visibility, p.status, p.created_at, p.tax_class_id, p.price_cents,
      p.special_price_cents, p.special_from_date, p.special_to_date,
      array[${sql.join(
        STORE_CODES.map(
          (code) =>
            sql`coalesce((select t.name from product_text t where t.product_id = p.id and t.store_code = ${code}), '')`,
        ),
        sql`, `,
      )}],
      coalesce((select array_agg(distinct ancestor::int)
                from category_product cp
                join category c on c.id = cp.category_id
                cross join unnest(string_to_array(c.path, '/')) as ancestor
                where cp.product_id = p.id), '{}'),
      coalesce((select array_agg(v.option_id order by v.option_id)
                from product_attribute_value v
                where v.product_id = p.id and v.option_id is not null), '{}'),
      (select min(cp.position) from category_product cp where cp.product_id = p.id)
    from product p
    ${only}
    on conflict (product_id) do update set
      visibility = excluded.visibility, status = excluded.status, created_at = excluded.created_at,
      tax_class_id = excluded.tax_class_id, price_cents = excluded.price_cents,
      special_price_cents = excluded.special_price_cents, special_from_date = excluded.special_from_date,
      special_to_date = excluded.special_to_date, names = excluded.names, category_ids = excluded.category_ids,
      option_ids = excluded.option_ids, position = excluded.position`);
  if (categories) await rebuildCategoryListing(db);
}
