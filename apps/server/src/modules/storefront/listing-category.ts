import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { queryRows, schema, type Db } from '@apteek/db';
import {
  CATEGORY_LIST_VISIBILITY,
  LISTED_STATUSES,
  ROOT_CATEGORY_ID,
  type CategoryLink,
  type StoreCode,
  type SubcategoryLink,
} from '@apteek/domain';

const { category, categoryText } = schema;

export interface CategoryRecord extends CategoryLink {
  description: string;
  /** Ids from the catalogue root, e.g. [1, 2, 5, 17]. */
  pathIds: number[];
}

export function categoryUrlPath(urlKey: string): string {
  return `/c/${urlKey}`;
}

/** An active category below the store root by its url key in the store view, or null. */
export async function findCategoryBySlug(
  db: Db,
  storeCode: StoreCode,
  slug: string,
): Promise<CategoryRecord | null> {
  const [row] = await db
    .select({
      id: category.id,
      path: category.path,
      name: categoryText.name,
      urlKey: categoryText.urlKey,
      description: categoryText.description,
    })
    .from(category)
    .innerJoin(categoryText, eq(categoryText.categoryId, category.id))
    .where(
      and(
        eq(categoryText.storeCode, storeCode),
        eq(categoryText.urlKey, slug),
        eq(category.isActive, true),
        gte(category.level, 2),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    urlPath: categoryUrlPath(row.urlKey),
    description: row.description,
    pathIds: row.path.split('/').map(Number),
  };
}

/** The category's ancestors below the store root, top level first. */
export async function categoryBreadcrumbs(
  db: Db,
  storeCode: StoreCode,
  record: CategoryRecord,
): Promise<CategoryLink[]> {
  const ancestorIds = record.pathIds.filter((id) => id > ROOT_CATEGORY_ID && id !== record.id);
  if (ancestorIds.length === 0) return [];
  const rows = await db
    .select({ id: categoryText.categoryId, name: categoryText.name, urlKey: categoryText.urlKey })
    .from(categoryText)
    .where(and(eq(categoryText.storeCode, storeCode), inArray(categoryText.categoryId, ancestorIds)));
  return ancestorIds.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ id, name: row.name, urlPath: categoryUrlPath(row.urlKey) }] : [];
  });
}

/** Active child categories by position, each with its listed product count. */
export async function subcategoriesOf(
  db: Db,
  storeCode: StoreCode,
  parentId: number,
): Promise<SubcategoryLink[]> {
  const rows = await db
    .select({ id: category.id, name: categoryText.name, urlKey: categoryText.urlKey })
    .from(category)
    .innerJoin(
      categoryText,
      and(eq(categoryText.categoryId, category.id), eq(categoryText.storeCode, storeCode)),
    )
    .where(and(eq(category.parentId, parentId), eq(category.isActive, true)))
    .orderBy(asc(category.position), asc(category.id));
  const counts = await listedProductCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    urlPath: categoryUrlPath(row.urlKey),
    productCount: counts.get(row.id) ?? 0,
  }));
}

/** Products a category lists (its subcategories' included), per category id. */
export async function listedProductCounts(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const ids = `{${categoryIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await queryRows<{ id: number; count: number }>(
    db,
    sql`select c as id, count(*)::int as count
        from product_listing l cross join unnest(l.category_ids) as c
        where l.category_ids && ${ids}::int[] and c = any(${ids}::int[])
          and l.visibility in ${[...CATEGORY_LIST_VISIBILITY]} and l.status in ${[...LISTED_STATUSES]}
        group by c`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}

/** The category's path in every store view that names it. */
export async function categoryAlternates(
  db: Db,
  categoryId: number,
): Promise<Partial<Record<StoreCode, string>>> {
  const rows = await db
    .select({ storeCode: categoryText.storeCode, urlKey: categoryText.urlKey })
    .from(categoryText)
    .where(eq(categoryText.categoryId, categoryId));
  return Object.fromEntries(rows.map((row) => [row.storeCode, categoryUrlPath(row.urlKey)]));
}
