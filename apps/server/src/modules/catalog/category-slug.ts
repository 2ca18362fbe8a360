import { and, eq, gte, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { STORE_CODES, type StoreCode } from '@apteek/domain';

const { category, categoryText } = schema;

/**
 * A category route carries the slug of one store view, but a shopper may ask for it in
 * another ('/fi/c/ravimid'). The url key in `storeCode` of the active category whose url key is
 * `slug` in any store view, the asked store's own match first; null when no active category has it.
 */
export async function categoryKeyInStore(db: Db, slug: string, storeCode: StoreCode): Promise<string | null> {
  const matches = await db
    .select({ categoryId: categoryText.categoryId, storeCode: categoryText.storeCode })
    .from(categoryText)
    .innerJoin(category, eq(category.id, categoryText.categoryId))
    .where(and(eq(categoryText.urlKey, slug), eq(category.isActive, true), gte(category.level, 2)));
  const rank = (row: { storeCode: string }) =>
    row.storeCode === storeCode ? -1 : STORE_CODES.indexOf(row.storeCode as StoreCode);
  const [best] = matches.sort((a, b) => rank(a) - rank(b) || a.categoryId - b.categoryId);
  if (!best) return null;
  const [own] = await db
    .select({ urlKey: categoryText.urlKey })
    .from(categoryText)
    .where(and(eq(categoryText.storeCode, storeCode), inArray(categoryText.categoryId, [best.categoryId])));
  return own?.urlKey ?? null;
}
