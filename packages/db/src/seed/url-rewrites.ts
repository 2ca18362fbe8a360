import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';

/**
 * Rebuilds the served URL map (redirect_type 0) from the per-store texts. When two entities claim a
 * path, CMS pages win over categories, categories over campaigns and campaigns over products.
 */
export async function rebuildUrlRewrites(db: Db): Promise<void> {
  await db.execute(sql`delete from url_rewrite where redirect_type = 0`);
  const sources = [
    sql`select t.store_code, p.identifier, 'cms_page', p.id from cms_page p join cms_page_text t on t.page_id = p.id`,
    sql`select t.store_code, t.url_path, 'category', c.id from category c join category_text t on t.category_id = c.id where c.level >= 2`,
    sql`select t.store_code, 'kampaania/' || t.url_key, 'campaign', t.campaign_id from campaign_text t`,
    sql`select t.store_code, t.url_path, 'product', t.product_id from product_text t`,
  ];
  for (const source of sources) {
    await db.execute(sql`
      insert into url_rewrite (store_code, request_path, entity_type, entity_id)
      ${source}
      on conflict (store_code, request_path) do nothing`);
  }
}
