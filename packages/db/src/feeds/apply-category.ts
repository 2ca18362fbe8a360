import { eq, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import { queryRows, type Db } from '../database.ts';
import {
  ROOT_CATEGORY_KEYS,
  STORE_CODES,
  feedReason,
  STORE_VIEWS,
  slugify,
  type FeedCategoryRow,
  type StoreCode,
} from '@apteek/domain';
import { rebuildProductListing } from '../search/rebuild-product-listing.ts';
import { rebuildProductSearch } from '../search/rebuild-product-search.ts';
import { FeedRowError } from './feed-context.ts';

const { category, categoryText } = schema;

/** Where a category stands: its id, the ids from the root, its depth. */
interface Placed {
  id: number;
  path: string;
  level: number;
}

const STORE_ROOT = ROOT_CATEGORY_KEYS[1];

/** A category as placed, with its URL paths by store ('' for the store root, below which paths start). */
interface PlacedWithPaths extends Placed {
  urlPaths: Map<string, string>;
}

/** The categories of these keys, each with its URL paths, in one statement. */
async function placedWithPaths(tx: Db, keys: string[]): Promise<Map<string, PlacedWithPaths>> {
  const rows = await queryRows<Placed & { key: string; urlPaths: Record<string, string> | null }>(
    tx,
    sql`select c.id, c.key, c.path, c.level,
          (select json_object_agg(t.store_code, t.url_path) from category_text t where t.category_id = c.id)
            as "urlPaths"
        from category c where c.key in ${keys}`,
  );
  return new Map(
    rows.map(({ key, urlPaths, ...placed }) => [
      key,
      {
        ...placed,
        urlPaths:
          key === STORE_ROOT
            ? new Map(STORE_CODES.map((storeCode) => [storeCode, '']))
            : new Map(Object.entries(urlPaths ?? {})),
      },
    ]),
  );
}

/**
 * Writes one category row of a feed, in the caller's savepoint: the category under its parent
 * (the store root when none is named; a parent must exist, so a feed names parents first), its
 * names, URL keys and descriptions in every store (a missing language takes the Estonian text, a
 * URL key its name's slug). Moving a category or changing its URL key moves its subtree's paths
 * along, and the listing and search rows of the products in that subtree take its new ancestors
 * (they list a product under every ancestor of its categories). Answers the category's id.
 */
export async function applyCategoryRow(tx: Db, row: FeedCategoryRow): Promise<number> {
  const parentKey = row.parent ?? STORE_ROOT;
  const placed = await placedWithPaths(tx, [parentKey, row.key]);
  const parent = placed.get(parentKey);
  if (!parent) throw new FeedRowError('parent', feedReason('category_unknown', { category: parentKey }));
  const before = placed.get(row.key);
  if (before && `/${parent.path}/`.includes(`/${before.id}/`))
    throw new FeedRowError('parent', feedReason('category_below_itself'));
  const level = parent.level + 1;
  // Its path ends with its own id: a new category's is taken from the sequence in the same statement.
  const [saved] = await queryRows<{ id: number }>(
    tx,
    sql`insert into category (id, key, parent_id, path, level, position, is_active, include_in_menu)
        select n.id, ${row.key}, ${parent.id}, ${parent.path} || '/' || n.id, ${level}, ${row.position},
          ${row.active}, ${row.inMenu}
        from (select nextval(pg_get_serial_sequence('category', 'id'))::int as id) n
        on conflict (key) do update set parent_id = excluded.parent_id,
          path = ${parent.path} || '/' || category.id, level = excluded.level, position = excluded.position,
          is_active = excluded.is_active, include_in_menu = excluded.include_in_menu
        returning id`,
  );
  const id = saved!.id;
  const path = `${parent.path}/${id}`;
  const urlPaths = await writeTexts(tx, id, row, parent.urlPaths, before !== undefined);
  if (before) await moveSubtree(tx, before, { id, path, level }, before.urlPaths, urlPaths);
  if (before && before.path !== path) await relistSubtreeProducts(tx, path);
  return id;
}

const languageOf = (storeCode: StoreCode) => STORE_VIEWS[storeCode].i18n.language;

/** The URL key a row wants in each store: its own, or its name's slug. */
function wantedKeys(row: FeedCategoryRow) {
  return STORE_CODES.map((storeCode) => {
    const language = languageOf(storeCode);
    const name = row.name[language] ?? row.name.et;
    return { storeCode, language, name, own: row.urlKey?.[language] ?? (slugify(name) || slugify(row.key)) };
  });
}

/**
 * The row's texts in every store below a parent with these URL paths, `isHeld` telling whether
 * another category holds the URL key it wants there; and its URL path per store.
 */
function categoryTexts(
  id: number,
  row: FeedCategoryRow,
  parentPaths: Map<string, string>,
  isHeld: (storeCode: string, urlKey: string) => boolean,
) {
  const urlPaths = new Map<string, string>();
  const values: (typeof categoryText.$inferInsert)[] = [];
  for (const { storeCode, language, name, own } of wantedKeys(row)) {
    const parentPath = parentPaths.get(storeCode) ?? '';
    const urlPath = parentPath ? `${parentPath}/${own}` : own;
    // A slug of /c/{slug} another category holds takes its parent's last key as a prefix, as the seed does.
    const parentKey = parentPath.split('/').at(-1);
    const urlKey = isHeld(storeCode, own) && parentKey ? `${parentKey}-${own}` : own;
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
  return { values, urlPaths };
}

/** The row's texts in every store, replacing the category's; answers its URL path per store. */
async function writeTexts(
  tx: Db,
  id: number,
  row: FeedCategoryRow,
  parentPaths: Map<string, string>,
  hadTexts: boolean,
): Promise<Map<string, string>> {
  const pairs = wantedKeys(row).map(({ storeCode, own }) => sql`(${storeCode}, ${own})`);
  const held = await queryRows<{ storeCode: string }>(
    tx,
    sql`select store_code as "storeCode" from category_text
        where (store_code, url_key) in (${sql.join(pairs, sql`, `)}) and category_id <> ${id}`,
  );
  const { values, urlPaths } = categoryTexts(id, row, parentPaths, (storeCode) =>
    held.some((text) => text.storeCode === storeCode),
  );
  if (hadTexts) await tx.delete(categoryText).where(eq(categoryText.categoryId, id));
  await tx.insert(categoryText).values(values);
  return urlPaths;
}

/**
 * A chunk of categories the catalogue lacks, each under a parent it has or an earlier row of the
 * chunk, written with four statements instead of a handful a row: what a row at a time would
 * write, ids taken from the sequence in the rows' order. Null for any other chunk (a category
 * moved or renamed, a parent unknown), which the caller writes a row at a time.
 */
export async function applyNewCategories(tx: Db, rows: FeedCategoryRow[]): Promise<number[] | null> {
  if (rows.length === 0) return [];
  const parentOf = (row: FeedCategoryRow) => row.parent ?? STORE_ROOT;
  const placed = await placedWithPaths(tx, [...new Set(rows.flatMap((row) => [row.key, parentOf(row)]))]);
  const keys = new Set<string>();
  for (const row of rows) {
    if (placed.has(row.key) || !(placed.has(parentOf(row)) || keys.has(parentOf(row)))) return null;
    keys.add(row.key);
  }
  const ids = (
    await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('category', 'id'))::int as id from generate_series(1, ${rows.length})`,
    )
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);
  const pairs = rows.flatMap((row) =>
    wantedKeys(row).map(({ storeCode, own }) => ({ storeCode, urlKey: own })),
  );
  const held = new Set(
    (
      await queryRows<{ key: string }>(
        tx,
        sql`select t.store_code || '/' || t.url_key as key
            from json_to_recordset(${JSON.stringify(pairs)}::json) as w("storeCode" varchar, "urlKey" varchar)
            join category_text t on t.store_code = w."storeCode" and t.url_key = w."urlKey"`,
      )
    ).map((row) => row.key),
  );
  const categories: (typeof category.$inferInsert)[] = [];
  const texts: (typeof categoryText.$inferInsert)[] = [];
  for (const [i, row] of rows.entries()) {
    const parent = placed.get(parentOf(row))!;
    const id = ids[i]!;
    const path = `${parent.path}/${id}`;
    categories.push({
      id,
      key: row.key,
      parentId: parent.id,
      path,
      level: parent.level + 1,
      position: row.position,
      isActive: row.active,
      includeInMenu: row.inMenu,
    });
    const { values, urlPaths } = categoryTexts(id, row, parent.urlPaths, (storeCode, urlKey) =>
      held.has(`${storeCode}/${urlKey}`),
    );
    // Later rows find these keys held, as they would find an earlier row's written ones.
    for (const text of values) held.add(`${text.storeCode}/${text.urlKey}`);
    texts.push(...values);
    placed.set(row.key, { id, path, level: parent.level + 1, urlPaths });
  }
  await tx.insert(category).values(categories);
  await tx.insert(categoryText).values(texts);
  return ids;
}

/**
 * The listing and search rows of the products in a moved category or below it, rebuilt in the
 * row's savepoint: their category_ids hold the ancestors the category left and lack its new ones.
 * The job rebuilds the category listings from them at its end.
 */
async function relistSubtreeProducts(tx: Db, path: string): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select distinct cp.product_id as id from category_product cp
        join category c on c.id = cp.category_id
        where c.path = ${path} or c.path like ${`${path}/%`}`,
  );
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await rebuildProductListing(tx, ids, { categories: false });
  await rebuildProductSearch(tx, ids);
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
