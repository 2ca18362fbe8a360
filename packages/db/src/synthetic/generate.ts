import { eq, like, sql } from 'drizzle-orm';
import { STORE_CODES, STORE_VIEWS, slugify } from '@apteek/domain';
import { queryRows, type Db } from '../database.ts';
import {
  attribute,
  attributeOption,
  categoryProduct,
  product,
  productAttributeValue,
  productText,
  stockItem,
  taxClass,
} from '../schema/index.ts';
import { rebuildProductListing } from '../search/rebuild-product-listing.ts';
import { rebuildProductSearch } from '../search/rebuild-product-search.ts';
import { rebuildUrlRewrites } from '../seed/url-rewrites.ts';
import { DESCRIPTION, PRODUCT_NOUNS, PRODUCT_QUALIFIERS, PRODUCT_STEMS } from './vocabulary.ts';

const BATCH = 1000;
const FACET_ATTRIBUTES = [
  'Brand',
  'Manufacturer',
  'MethodOfMedicine',
  'Atc',
  'Tag',
  'Usage',
  'ProductTypeFilter',
];
export const SYNTHETIC_PREFIX = 'SYN-';

export interface GenerateOptions {
  products: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Adds a deterministic synthetic catalogue on top of the seed for benchmarks: SKUs SYN-000001…,
 * texts in every store language, facet attributes, categories, stock and prices. Replaces an
 * earlier synthetic set, never the seed.
 */
export async function generateSyntheticCatalogue(db: Db, options: GenerateOptions): Promise<void> {
  const context = await loadContext(db);
  await db.delete(product).where(like(product.sku, `${SYNTHETIC_PREFIX}%`));
  const random = seededRandom(42);
  for (let start = 0; start < options.products; start += BATCH) {
    const count = Math.min(BATCH, options.products - start);
    await insertBatch(db, context, start, count, random);
    options.onProgress?.(start + count, options.products);
  }
  // Fresh statistics first: without them the planner treats the grown tables as tiny.
  await db.execute(sql`analyze`);
  await rebuildProductListing(db);
  await rebuildProductSearch(db);
  await rebuildUrlRewrites(db);
  await db.execute(sql`analyze`);
}

type Context = Awaited<ReturnType<typeof loadContext>>;

async function loadContext(db: Db) {
  const options = await db
    .select({ attributeId: attribute.id, code: attribute.code, optionId: attributeOption.id })
    .from(attributeOption)
    .innerJoin(attribute, eq(attribute.id, attributeOption.attributeId));
  const byAttribute = new Map<string, { attributeId: number; optionIds: number[] }>();
  for (const row of options.filter((o) => FACET_ATTRIBUTES.includes(o.code))) {
    const entry = byAttribute.get(row.code) ?? { attributeId: row.attributeId, optionIds: [] };
    entry.optionIds.push(row.optionId);
    byAttribute.set(row.code, entry);
  }
  const leaves = await queryRows<{ id: number }>(
    db,
    sql`select c.id from category c where c.level >= 3 and not exists (select 1 from category k where k.parent_id = c.id)`,
  );
  const categoryIds = leaves.map((row) => row.id);
  const classes = await db.select().from(taxClass).where(eq(taxClass.kind, 'product'));
  const images = await db.selectDistinct({ image: product.image }).from(product).limit(200);
  if (byAttribute.size === 0 || categoryIds.length === 0 || classes.length === 0) {
    throw new Error('Load the seed catalogue first (start the server once, or run the seed)');
  }
  return {
    byAttribute,
    categoryIds,
    taxClassIds: classes.map((c) => c.id),
    images: images.map((i) => i.image),
  };
}

async function insertBatch(
  db: Db,
  context: Context,
  start: number,
  count: number,
  random: () => number,
): Promise<void> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const rows = Array.from({ length: count }, (_, i) => {
    const n = start + i + 1;
    const price = 150 + Math.floor(random() * 6000);
    return {
      sku: `${SYNTHETIC_PREFIX}${String(n).padStart(6, '0')}`,
      typeId: 'simple' as const,
      typeCode: pick([100, 200] as const),
      visibility: 4 as const,
      status: 1,
      taxClassId: pick(context.taxClassIds),
      priceCents: price,
      specialPriceCents: random() < 0.1 ? Math.floor(price * 0.8) : null,
      image: pick(context.images),
      createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600) * 86_400_000),
      words: [pick(PRODUCT_STEMS), pick(PRODUCT_QUALIFIERS), pick(PRODUCT_NOUNS)] as const,
      strength: 5 * (1 + Math.floor(random() * 200)),
    };
  });
  const saved = await db
    .insert(product)
    .values(rows.map(({ words: _words, strength: _strength, ...row }) => row))
    .returning({ id: product.id, sku: product.sku });
  const ids = saved.map((row) => row.id);

  await db.insert(productText).values(
    rows.flatMap((row, i) =>
      STORE_CODES.map((storeCode) => {
        const lang = STORE_VIEWS[storeCode].i18n.language;
        const name = `${row.words[0][lang]} ${row.words[1][lang]} ${row.strength} mg ${row.words[2][lang]}`;
        const urlKey = `${slugify(name)}-${slugify(row.sku)}`;
        return {
          productId: ids[i]!,
          storeCode,
          name,
          urlKey,
          urlPath: urlKey,
          description: DESCRIPTION[lang],
        };
      }),
    ),
  );
  await db.insert(productAttributeValue).values(
    ids.flatMap((productId) =>
      [...context.byAttribute.values()].map(({ attributeId, optionIds }) => ({
        productId,
        attributeId,
        optionId: pick(optionIds),
      })),
    ),
  );
  await db
    .insert(categoryProduct)
    .values(ids.map((productId) => ({ productId, categoryId: pick(context.categoryIds) })));
  await db.insert(stockItem).values(
    ids.map((productId) => {
      const roll = random();
      const stockStatus = roll < 0.05 ? 'out_of_stock' : roll < 0.1 ? 'volatile' : 'ok';
      const qty =
        stockStatus === 'out_of_stock' ? 0 : stockStatus === 'volatile' ? 2 : 20 + Math.floor(random() * 200);
      return { productId, qty, stockStatus, isInStock: stockStatus !== 'out_of_stock' } as const;
    }),
  );
}

/** mulberry32: the same catalogue on every run, so benchmark figures compare. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
