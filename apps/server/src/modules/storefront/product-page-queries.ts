import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { STORE_CODES, type Breadcrumb, type StoreCode } from '@apteek/domain';

const s = schema;

/** The product's URL key in every store view; slugs differ per language. */
export async function slugsByStore(db: Db, productId: number): Promise<Record<StoreCode, string>> {
  const rows = await db
    .select({ storeCode: s.productText.storeCode, urlKey: s.productText.urlKey })
    .from(s.productText)
    .where(eq(s.productText.productId, productId));
  const own = new Map(rows.map((row) => [row.storeCode, row.urlKey]));
  const fallback = rows[0]?.urlKey ?? '';
  return Object.fromEntries(STORE_CODES.map((code) => [code, own.get(code) ?? fallback])) as Record<
    StoreCode,
    string
  >;
}

/** Enabled children of a configurable product in their link order, in stock or not. */
export async function enabledChildIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: s.productConfigurableChild.childId })
    .from(s.productConfigurableChild)
    .innerJoin(s.product, eq(s.product.id, s.productConfigurableChild.childId))
    .where(and(eq(s.productConfigurableChild.parentId, parentId), lt(s.product.status, 2)))
    .orderBy(asc(s.productConfigurableChild.position));
  return rows.map((row) => row.id);
}

export async function productIdsBySku(db: Db, skus: string[]): Promise<number[]> {
  if (skus.length === 0) return [];
  const rows = await db.select({ id: s.product.id }).from(s.product).where(inArray(s.product.sku, skus));
  return rows.map((row) => row.id);
}

/** File titles of a downloadable product in the store language. */
export async function downloadTitles(db: Db, productId: number, storeCode: StoreCode): Promise<string[]> {
  const rows = await db
    .select({ title: s.productDownloadTitle.title })
    .from(s.productDownload)
    .innerJoin(
      s.productDownloadTitle,
      and(
        eq(s.productDownloadTitle.downloadId, s.productDownload.id),
        eq(s.productDownloadTitle.storeCode, storeCode),
      ),
    )
    .where(eq(s.productDownload.productId, productId))
    .orderBy(asc(s.productDownload.position));
  return rows.map((row) => row.title);
}

/** The product's first active category, by its position in the product's category list. */
export async function primaryCategory(
  db: Db,
  productId: number,
): Promise<{ id: number; path: string } | null> {
  const [row] = await db
    .select({ id: s.category.id, path: s.category.path })
    .from(s.categoryProduct)
    .innerJoin(s.category, eq(s.category.id, s.categoryProduct.categoryId))
    .where(and(eq(s.categoryProduct.productId, productId), eq(s.category.isActive, true)))
    .orderBy(asc(s.categoryProduct.position), asc(s.category.id))
    .limit(1);
  return row ?? null;
}

/** Category path '1/2/5/17' as breadcrumbs below the store root (ids 1 and 2 are the roots). */
export async function categoryTrail(db: Db, path: string, storeCode: StoreCode): Promise<Breadcrumb[]> {
  const ids = path
    .split('/')
    .map(Number)
    .filter((id) => id > 2);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: s.categoryText.categoryId, name: s.categoryText.name, urlKey: s.categoryText.urlKey })
    .from(s.categoryText)
    .where(and(inArray(s.categoryText.categoryId, ids), eq(s.categoryText.storeCode, storeCode)));
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ name: row.name, path: `/c/${encodeURIComponent(row.urlKey)}` }] : [];
  });
}
