import { eq, sql } from 'drizzle-orm';
import { queryRows, schema, type Db } from '@apteek/db';
import {
  ROOT_CATEGORY_KEYS,
  STORE_CODES,
  feedReason,
  STORE_VIEWS,
  slugify,
  type FeedCategoryRow,
  type StoreCode,
} from '@apteek/domain';
import { FeedRowError } from './feed-context.ts';

const { category, categoryText } = schema;

/** Where a category stands: its id, the ids from the root, its depth. */
interface Placed {
  id: number;
  path: string;
  level: number;
}

const STORE_ROOT = ROOT_CATEGORY_KEYS[1];

async function placedOf(tx: Db, key: string): Promise<Placed | undefined> {
  const [row] = await tx
    .select({ id: category.id, path: category.path, level: category.level })
    .from(category)
    .where(eq(category.key, key));
  return row;
}

/** The category's URL paths by store ('' for the store root, below which paths start). */
async function urlPathsOf(tx: Db, categoryId: number, key: string): Promise<Map<string, string>> {
  if (key === STORE_ROOT) return new Map(STORE_CODES.map((storeCode) => [storeCode, '']));
  const rows = await tx
    .select({ storeCode: categoryText.storeCode, urlPath: categoryText.urlPath })
    .from(categoryText)
    .where(eq(categoryText.categoryId, categoryId));
  return new Map(rows.map((row) => [row.storeCode, row.urlPath]));
}

/**
 * Writes one category row of a feed, in the caller's savepoint: the category under its parent
 * (the store root when none is named; a parent must exist, so a feed names parents first), its
 * names, URL keys and descriptions in every store (a missing language takes the Estonian text, a
 * URL key its name's slug). Moving a category or changing its URL key moves its subtree's paths
 * along. Answers the category's id.
 */
export async function applyCategoryRow(tx: Db, row: FeedCategoryRow): Promise<number> {
  const parentKey = row.parent ?? STORE_ROOT;
  const parent = await placedOf(tx, parentKey);
  if (!parent) throw new FeedRowError('parent', feedReason('category_unknown', { category: parentKey }));
  const before = await placedOf(tx, row.key);
  if (before && `/${parent.path}/`.includes(`/${before.id}/`))
    throw new FeedRowError('parent', feedReason('category_below_itself'));
  const level = parent.level + 1;
  const columns = {
    parentId: parent.id,
    level,
    position: row.position,
    isActive: row.active,
    includeInMenu: row.inMenu,
  };
  const [saved] = await tx
    .insert(category)
    .values({ key: row.key, path: '', ...columns })
    .onConflictDoUpdate({ target: category.key, set: columns })
    .returning({ id: category.id });
  const id = saved!.id;
  const path = `${parent.path}/${id}`;
  await tx.update(category).set({ path }).where(eq(category.id, id));
  const oldUrlPaths = before ? await urlPathsOf(tx, id, row.key) : new Map<string, string>();
  const urlPaths = await writeTexts(tx, id, row, await urlPathsOf(tx, parent.id, parentKey));
  if (before) await moveSubtree(tx, before, { id, path, level }, oldUrlPaths, urlPaths);
  return id;
}

const languageOf = (storeCode: StoreCode) => STORE_VIEWS[storeCode].i18n.language;

/** The row's texts in every store, replacing the category's; answers its URL path per store. */
async function writeTexts(
  tx: Db,
  id: number,
  row: FeedCategoryRow,
  parentPaths: Map<string, string>,
): Promise<Map<string, string>> {
  const wanted = STORE_CODES.map((storeCode) => {
    const language = languageOf(storeCode);
    const name = row.name[language] ?? row.name.et;
    return { storeCode, language, name, own: row.urlKey?.[language] ?? (slugify(name) || slugify(row.key)) };
  });
  const pairs = wanted.map(({ storeCode, own }) => sql`(${storeCode}, ${own})`);
  const held = await queryRows<{ storeCode: string }>(
    tx,
    sql`select store_code as "storeCode" from category_text
        where (store_code, url_key) in (${sql.join(pairs, sql`, `)}) and category_id <> ${id}`,
  );
  const urlPaths = new Map<string, string>();
  const values: (typeof categoryText.$inferInsert)[] = [];
  for (const { storeCode, language, name, own } of wanted) {
    const parentPath = parentPaths.get(storeCode) ?? '';
    const urlPath = parentPath ? `${parentPath}/${own}` : own;
    // A slug of /c/{slug} another category holds takes its parent's last key as a prefix, as the seed does.
    const parentKey = parentPath.split('/').at(-1);
    const isHeld = held.some((text) => text.storeCode === storeCode);
    const urlKey = isHeld && parentKey ? `${parentKey}-${own}` : own;
    urlPaths.set(storeCode, urlPath);
    values.push({
      categoryId: id,
      storeCode,
      name,
      urlKey,
      urlPath,
      description: row.description?.[language] ?? row.description?.et ?? '',
    });
  }
  await tx.delete(categoryText).where(eq(categoryText.categoryId, id));
  await tx.insert(categoryText).values(values);
  return urlPaths;
}

/** A moved or renamed category's descendants: their ids' path, depth and URL paths follow it. */
async function moveSubtree(
  tx: Db,
  before: Placed,
  after: Placed,
  oldUrlPaths: Map<string, string>,
  urlPaths: Map<string, string>,
): Promise<void> {
  if (before.path !== after.path) {
    await tx.execute(sql`
      update category set path = ${after.path} || substr(path, ${before.path.length + 1}),
        level = level + ${after.level - before.level}
      where path like ${`${before.path}/%`}`);
  }
  for (const [storeCode, urlPath] of urlPaths) {
    const old = oldUrlPaths.get(storeCode);
    if (old === undefined || old === urlPath) continue;
    await tx.execute(
      sql`update category_text t set url_path = ${urlPath} || substr(t.url_path, ${old.length + 1})
          from category c
          where c.id = t.category_id and c.path like ${`${after.path}/%`}
            and t.store_code = ${storeCode} and t.url_path like ${`${old}/%`}`,
    );
  }
}
