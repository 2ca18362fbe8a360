import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@apteek/db';

/** The payload of a products' change (packages/db/migrations/0039_product_notify.sql): 'products:1,2,3'. */
const PRODUCTS_PAYLOAD = /^products:(\d+(?:,\d+)*)$/;

/** Tables whose change alters lists only (what a category page shows), not any product's page. */
const LIST_TABLES = new Set(['category_listing', 'category_facet_count', 'category_price_count']);

/** Products whose pages are looked up one by one; more at once (a large import) drop everything. */
const MAX_LOOKED_UP = 5000;

/** What an instance keeps that a catalogue change may make stale. */
export interface CatalogueCaches {
  clear(): void;
  /** Drops these products' entries (SKUs in lower case) and every list. */
  dropProducts(skus: ReadonlySet<string>): void;
  dropLists(): void;
  /**
   * These products' rows changed (ids as the NOTIFY names them): told at once, before dropLists,
   * to a cache kept per product rather than per page (the search's store views).
   */
  productsChanged?(ids: ReadonlySet<number>): void;
}

/**
 * The SKUs, in lower case, whose pages show any of these products: the products themselves, the
 * configurable products and bundles they are part of, and the products that link them (grouped,
 * related, up-sell, cross-sell). Null when one of them is gone (deleted): its SKU is unknown.
 */
export async function pagesShowing(db: Db, ids: number[]): Promise<Set<string> | null> {
  // One parameter, however many ids.
  const list = sql`select unnest(${`{${ids.join(',')}}`}::int[])`;
  const rows = await queryRows<{ sku: string; own: boolean }>(
    db,
    sql`select sku, true as own from product where id in (${list})
        union all
        select p.sku, false from product_configurable_child c join product p on p.id = c.parent_id
          where c.child_id in (${list})
        union all
        select p.sku, false from product_link l join product p on p.id = l.product_id
          where l.linked_product_id in (${list})
        union all
        select p.sku, false from bundle_selection s join bundle_option o on o.id = s.option_id
          join product p on p.id = o.product_id where s.product_id in (${list})`,
  );
  if (rows.filter((row) => row.own).length < ids.length) return null;
  return new Set(rows.map((row) => row.sku.toLowerCase()));
}

/**
 * The handler of the catalogue's NOTIFY on every instance: a change of some products drops their
 * pages (and of the products showing them) and every list at once, and keeps other products'
 * pages; a change of the category listings drops the lists; anything else drops everything.
 * Products' changes arriving while the SKUs of earlier ones are looked up are looked up together
 * after them; a failed look-up drops everything.
 */
export function catalogueChangeHandler(
  db: Db,
  caches: CatalogueCaches[],
  onError: (error: unknown) => void,
): (payload: string) => void {
  let waiting = new Set<number>();
  let looking = false;
  const each = (drop: (cache: CatalogueCaches) => void) => caches.forEach(drop);

  async function lookUp(): Promise<void> {
    looking = true;
    try {
      while (waiting.size > 0) {
        const ids = [...waiting];
        waiting = new Set();
        try {
          const skus = ids.length > MAX_LOOKED_UP ? null : await pagesShowing(db, ids);
          each((cache) => (skus === null ? cache.clear() : cache.dropProducts(skus)));
        } catch (error) {
          each((cache) => cache.clear());
          onError(error);
        }
      }
    } finally {
      looking = false;
    }
  }

  return (payload) => {
    const products = PRODUCTS_PAYLOAD.exec(payload);
    if (products) {
      // The lists at once; the products' pages once their SKUs are known.
      const ids = new Set(products[1]!.split(',').map(Number));
      each((cache) => {
        cache.productsChanged?.(ids);
        cache.dropLists();
      });
      for (const id of ids) waiting.add(id);
      if (!looking) void lookUp();
    } else if (LIST_TABLES.has(payload)) {
      each((cache) => cache.dropLists());
    } else {
      each((cache) => cache.clear());
    }
  };
}
