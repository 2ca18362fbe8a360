import { sql } from 'drizzle-orm';
import { STORE_CODES, slugify, type StoreCode } from '@apteek/domain';
import { category, categoryText } from '../schema/index.ts';
import type { Db } from '../database.ts';
import { excludedColumns, insertChunked } from './bulk.ts';
import { textFor } from './localized.ts';
import type { Localized, SeedCategory } from './source-types.ts';

const same = (text: string): Localized => ({ et: text, fi: text, en: text, ru: text });

/** The two fixed roots: 1 holds everything, 2 is the store root. */
const ROOTS: (SeedCategory & { id: number })[] = [
  { id: 1, key: 'root-catalog', name: same('Root Catalog'), urlKey: same('root-catalog'), position: 0 },
  {
    id: 2,
    key: 'default-category',
    parent: 'root-catalog',
    name: { et: 'Kõik tooted', fi: 'Kaikki tuotteet', en: 'All products', ru: 'Все товары' },
    urlKey: same('all-products'),
    position: 0,
  },
];

const isRoot = (key: string) => ROOTS.some((root) => root.key === key);

export type CategoryIds = Map<string, number>;

export async function loadCategories(db: Db, categories: SeedCategory[]): Promise<CategoryIds> {
  const ids: CategoryIds = new Map();
  const paths = new Map<string, string>();
  const levels = new Map<string, number>();
  const ordered = [
    ...ROOTS,
    ...orderParentsFirst(categories.map((c) => ({ ...c, parent: c.parent ?? 'default-category' }))),
  ];

  for (const source of ordered) {
    const parentId = source.parent ? ids.get(source.parent)! : null;
    const level = source.parent ? levels.get(source.parent)! + 1 : 0;
    const values = {
      ...('id' in source ? { id: source.id as number } : {}),
      key: source.key,
      parentId,
      path: '',
      level,
      position: source.position,
    };
    const [row] = await db
      .insert(category)
      .values(values)
      .onConflictDoUpdate({
        target: category.key,
        set: excludedColumns(category, ['id', 'key', 'createdAt']),
      })
      .returning({ id: category.id });
    const path = source.parent ? `${paths.get(source.parent)}/${row!.id}` : String(row!.id);
    await db
      .update(category)
      .set({ path })
      .where(sql`${category.id} = ${row!.id}`);
    // The fixed root ids must not be handed out again by the sequence.
    if ('id' in source) {
      await db.execute(
        sql`select setval(pg_get_serial_sequence('category', 'id'), (select max(id) from category))`,
      );
    }
    ids.set(source.key, row!.id);
    paths.set(source.key, path);
    levels.set(source.key, level);
  }
  await loadTexts(db, ordered, ids);
  return ids;
}

function orderParentsFirst(categories: SeedCategory[]): SeedCategory[] {
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const depth = (c: SeedCategory): number =>
    c.parent && byKey.has(c.parent) ? 1 + depth(byKey.get(c.parent)!) : 0;
  return [...categories].sort((a, b) => depth(a) - depth(b));
}

async function loadTexts(db: Db, ordered: SeedCategory[], ids: CategoryIds) {
  const rows: (typeof categoryText.$inferInsert)[] = [];
  for (const storeCode of STORE_CODES) rows.push(...storeTexts(ordered, ids, storeCode));
  await db.delete(categoryText).where(sql`${categoryText.categoryId} in ${[...ids.values()]}`);
  await insertChunked(db, categoryText, rows);
}

function storeTexts(ordered: SeedCategory[], ids: CategoryIds, storeCode: StoreCode) {
  const urlPaths = new Map<string, string>();
  const usedKeys = new Set<string>();
  return ordered.map((source) => {
    const own = slugify(textFor(source.urlKey, storeCode));
    // Slugs of /c/{slug} are unique per store: a clash takes the parent's key as prefix.
    const urlKey = usedKeys.has(own)
      ? `${slugify(textFor(parentUrlKey(ordered, source), storeCode))}-${own}`
      : own;
    usedKeys.add(urlKey);
    const parentPath = urlPaths.get(source.parent ?? '') ?? '';
    const urlPath = isRoot(source.key) ? source.key : parentPath ? `${parentPath}/${own}` : own;
    urlPaths.set(source.key, isRoot(source.key) ? '' : urlPath);
    return {
      categoryId: ids.get(source.key)!,
      storeCode,
      name: textFor(source.name, storeCode),
      urlKey,
      urlPath,
      description: source.description ? textFor(source.description, storeCode) : '',
    };
  });
}

function parentUrlKey(ordered: SeedCategory[], source: SeedCategory): Localized {
  return ordered.find((c) => c.key === source.parent)?.urlKey ?? source.urlKey;
}
