import { and, inArray, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import { queryRows, type Db } from '../database.ts';
import {
  STORE_CODES,
  feedCents,
  feedReason,
  feedStockState,
  type FeedProductRow,
  type FeedReason,
  type FeedStockRow,
} from '@apteek/domain';
import {
  catalogueIdsOf,
  isMediaFile,
  optionCodesOf,
  pictureRows,
  productFields,
  wantedTexts,
} from './apply-product.ts';
import { FEED_ATTRIBUTES, FeedRowError, type FeedContext } from './feed-context.ts';

const {
  attributeOption,
  attributeOptionLabel,
  categoryProduct,
  product,
  productAttributeValue,
  productMedia,
  productText,
  stockItem,
} = schema;

/** A row of a chunk with its line, for reports. */
export interface ChunkRow<T> {
  line: number;
  row: T;
}

export type Report = (line: number, sku: string | null, field: string, reason: FeedReason) => void;

/** Options a chunk made, kept in the job's context once its transaction committed. */
export type MadeOptions = { attributeId: number; code: string; id: number }[];

/** The options the chunk names that the catalogue lacks, made in one statement, labelled with their code. */
async function makeOptions(tx: Db, rows: FeedProductRow[], context: FeedContext): Promise<MadeOptions> {
  const missing = new Map<string, { attributeId: number; code: string }>();
  for (const row of rows) {
    for (const [attributeCode, codes] of optionCodesOf(row)) {
      const attributeId = context.attributeId(attributeCode);
      for (const code of codes) {
        if (context.knownOption(attributeId, code) === undefined)
          missing.set(`${attributeId}\u0000${code}`, { attributeId, code });
      }
    }
  }
  if (missing.size === 0) return [];
  const made = await tx
    .insert(attributeOption)
    .values([...missing.values()])
    .onConflictDoUpdate({
      target: [attributeOption.attributeId, attributeOption.code],
      set: { code: sql`excluded.code` },
    })
    .returning({
      id: attributeOption.id,
      attributeId: attributeOption.attributeId,
      code: attributeOption.code,
    });
  await tx
    .insert(attributeOptionLabel)
    .values(
      made.flatMap((option) =>
        STORE_CODES.map((storeCode) => ({ optionId: option.id, storeCode, label: option.code })),
      ),
    )
    .onConflictDoNothing();
  return made;
}

interface Accepted {
  line: number;
  row: FeedProductRow;
  taxClassId: number;
  categoryIds: number[];
}

/** The rows whose VAT class and categories the catalogue knows; the others reported. */
function acceptedRows(rows: ChunkRow<FeedProductRow>[], context: FeedContext, report: Report): Accepted[] {
  const accepted: Accepted[] = [];
  for (const { line, row } of rows) {
    try {
      accepted.push({ line, row, ...catalogueIdsOf(row, context) });
    } catch (error) {
      if (!(error instanceof FeedRowError)) throw error;
      report(line, row.sku, error.field, error.reason);
    }
  }
  return accepted;
}

const UPSERTED_COLUMNS = [
  'price_cents',
  'type_id',
  'type_code',
  'visibility',
  'status',
  'tax_class_id',
  'is_medicine',
  'is_controlled',
  'strength',
  'updated_at',
];

/** The products inserted or updated in one statement; xmax is 0 on a row it inserted. */
function upsertProducts(tx: Db, accepted: Accepted[]) {
  return tx
    .insert(product)
    .values(
      accepted.map(({ row, taxClassId }) => ({
        sku: row.sku,
        priceCents: feedCents(row.price!),
        ...productFields(row, taxClassId),
      })),
    )
    .onConflictDoUpdate({
      target: product.sku,
      set: Object.fromEntries(UPSERTED_COLUMNS.map((column) => [column, sql.raw(`excluded.${column}`)])),
    })
    .returning({ id: product.id, sku: product.sku, isNew: sql<boolean>`xmax = 0` });
}

/**
 * Simple product rows of a chunk written with a few statements for the whole chunk instead of a
 * dozen a row: the same writes as `applyProductRow`, in the caller's transaction. A row the catalogue
 * refuses by a rule checked here (VAT class, category) is reported and left out; a constraint the
 * database enforces fails the whole statement, and the caller then writes the chunk a row at a time.
 * Answers the ids written and the options made.
 */
export async function applyProductChunk(
  tx: Db,
  rows: ChunkRow<FeedProductRow>[],
  context: FeedContext,
  report: Report,
): Promise<{ ids: number[]; made: MadeOptions }> {
  const accepted = acceptedRows(rows, context, report);
  if (accepted.length === 0) return { ids: [], made: [] };
  const saved = await upsertProducts(tx, accepted);
  const bySku = new Map(saved.map((row) => [row.sku, row]));
  const idOf = (sku: string) => bySku.get(sku)!.id;
  const updatedIds = saved.filter((row) => !row.isNew).map((row) => row.id);
  const feedRows = accepted.map(({ row }) => row);
  await writeSpecialPrices(tx, feedRows, idOf);
  await writeTexts(tx, feedRows, idOf, updatedIds);
  const made = await writeFacts(tx, feedRows, context, idOf, updatedIds);
  await writePlacements(tx, accepted, idOf, updatedIds);
  await writePictures(tx, feedRows, idOf);
  const fresh = feedRows.filter((row) => bySku.get(row.sku)!.isNew);
  if (fresh.length > 0)
    await tx
      .insert(stockItem)
      .values(
        fresh.map((row) => ({
          productId: idOf(row.sku),
          qty: 0,
          isInStock: false,
          stockStatus: 'out_of_stock' as const,
          manageStock: row.type !== 'virtual' && row.type !== 'downloadable',
        })),
      )
      .onConflictDoNothing();
  return { ids: feedRows.map((row) => idOf(row.sku)), made };
}

/** The medicine facts of the rows, replacing those the feed manages; answers the options it made. */
async function writeFacts(
  tx: Db,
  rows: FeedProductRow[],
  context: FeedContext,
  idOf: (sku: string) => number,
  updatedIds: number[],
): Promise<MadeOptions> {
  const made = await makeOptions(tx, rows, context);
  const madeIds = new Map(made.map((option) => [`${option.attributeId}\u0000${option.code}`, option.id]));
  const optionId = (attributeId: number, code: string) =>
    context.knownOption(attributeId, code) ?? madeIds.get(`${attributeId}\u0000${code}`)!;
  const managed = Object.values(FEED_ATTRIBUTES).map((code) => context.attributeId(code));
  if (updatedIds.length > 0)
    await tx
      .delete(productAttributeValue)
      .where(
        and(
          inArray(productAttributeValue.productId, updatedIds),
          inArray(productAttributeValue.attributeId, managed),
        ),
      );
  const values: (typeof productAttributeValue.$inferInsert)[] = [];
  for (const row of rows) {
    const productId = idOf(row.sku);
    for (const [attributeCode, codes] of optionCodesOf(row)) {
      const attributeId = context.attributeId(attributeCode);
      for (const code of codes)
        values.push({ productId, attributeId, optionId: optionId(attributeId, code) });
    }
    if (row.attributes.packageSize !== undefined)
      values.push({
        productId,
        attributeId: context.attributeId(FEED_ATTRIBUTES.packageSize),
        valueNumber: String(row.attributes.packageSize),
      });
    if (row.attributes.leafletUrl !== undefined)
      values.push({
        productId,
        attributeId: context.attributeId(FEED_ATTRIBUTES.leafletUrl),
        valueText: row.attributes.leafletUrl,
      });
  }
  if (values.length > 0) await tx.insert(productAttributeValue).values(values);
  return made;
}

/** The rows' categories, replaced whole. */
async function writePlacements(
  tx: Db,
  accepted: Accepted[],
  idOf: (sku: string) => number,
  updatedIds: number[],
) {
  if (updatedIds.length > 0)
    await tx.delete(categoryProduct).where(inArray(categoryProduct.productId, updatedIds));
  const placements = accepted.flatMap(({ row, categoryIds }) =>
    categoryIds.map((categoryId, position) => ({ categoryId, productId: idOf(row.sku), position })),
  );
  if (placements.length > 0) await tx.insert(categoryProduct).values(placements);
}

/** Pictures of the rows that name some, replaced whole; the first fetched one the product's image. */
async function writePictures(tx: Db, rows: FeedProductRow[], idOf: (sku: string) => number) {
  const pictured = rows.filter((row) => row.images.length > 0);
  if (pictured.length === 0) return;
  await tx.delete(productMedia).where(
    inArray(
      productMedia.productId,
      pictured.map((row) => idOf(row.sku)),
    ),
  );
  await tx.insert(productMedia).values(pictured.flatMap((row) => pictureRows(idOf(row.sku), row.images)));
  const main = pictured.filter((row) => isMediaFile(row.images[0]!));
  if (main.length === 0) return;
  const values = sql.join(
    main.map((row) => sql`(${idOf(row.sku)}::int, ${row.images[0]!}::varchar)`),
    sql`, `,
  );
  await tx.execute(
    sql`update product p set image = v.file from (values ${values}) as v(id, file) where p.id = v.id`,
  );
}

/** The special prices of the rows that name one (or clear it), in one statement. */
async function writeSpecialPrices(tx: Db, rows: FeedProductRow[], idOf: (sku: string) => number) {
  const special = rows.filter((row) => row.special !== undefined);
  if (special.length === 0) return;
  const values = sql.join(
    special.map(
      (row) =>
        sql`(${idOf(row.sku)}::int, ${row.special ? feedCents(row.special.price) : null}::int,
             ${row.special?.from ?? null}::date, ${row.special?.to ?? null}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update product p set special_price_cents = v.cents, special_from_date = v.from_date, special_to_date = v.to_date
    from (values ${values}) as v(id, cents, from_date, to_date) where p.id = v.id`);
}

/**
 * The rows' texts in every store, replaced whole. A URL key another product holds in that store,
 * or an earlier row of the chunk wants, gets the SKU appended, as a row alone would.
 */
async function writeTexts(
  tx: Db,
  rows: FeedProductRow[],
  idOf: (sku: string) => number,
  updatedIds: number[],
) {
  const wanted = rows.map((row) => ({ row, texts: wantedTexts(row) }));
  // The pairs as one JSON parameter: a list of row comparisons this long is too deep for PGlite.
  const pairs = wanted.flatMap(({ texts }) => texts.map(({ storeCode, urlKey }) => ({ storeCode, urlKey })));
  const held = await queryRows<{ storeCode: string; urlKey: string; productId: number }>(
    tx,
    sql`select t.store_code as "storeCode", t.url_key as "urlKey", t.product_id as "productId"
        from json_to_recordset(${JSON.stringify(pairs)}::json) as w("storeCode" varchar, "urlKey" varchar)
        join product_text t on t.store_code = w."storeCode" and t.url_key = w."urlKey"`,
  );
  const holder = new Map(held.map((text) => [`${text.storeCode}/${text.urlKey}`, text.productId]));
  if (updatedIds.length > 0) await tx.delete(productText).where(inArray(productText.productId, updatedIds));
  const values: (typeof productText.$inferInsert)[] = [];
  for (const { row, texts } of wanted) {
    const productId = idOf(row.sku);
    for (const text of texts) {
      const place = `${text.storeCode}/${text.urlKey}`;
      const owner = holder.get(place);
      const key = owner !== undefined && owner !== productId ? `${text.urlKey}-${text.skuSlug}` : text.urlKey;
      holder.set(`${text.storeCode}/${key}`, productId);
      values.push({ ...text.columns, productId, urlKey: key, urlPath: key });
    }
  }
  await tx.insert(productText).values(values);
}

/**
 * Stock rows of a chunk in two statements: the SKUs' products read at once (an unknown one
 * reported), then every level written by one upsert.
 */
export async function applyStockChunk(
  tx: Db,
  rows: ChunkRow<FeedStockRow>[],
  report: Report,
): Promise<number[]> {
  const known = await tx
    .select({ id: product.id, sku: product.sku })
    .from(product)
    .where(
      inArray(
        product.sku,
        rows.map(({ row }) => row.sku),
      ),
    );
  const idOf = new Map(known.map((row) => [row.sku, row.id]));
  const values: (typeof stockItem.$inferInsert)[] = [];
  for (const { line, row } of rows) {
    const productId = idOf.get(row.sku);
    if (productId === undefined) report(line, row.sku, 'sku', feedReason('sku_unknown'));
    else values.push({ productId, qty: row.qty, ...feedStockState(row) });
  }
  if (values.length === 0) return [];
  await tx
    .insert(stockItem)
    .values(values)
    .onConflictDoUpdate({
      target: stockItem.productId,
      set: {
        qty: sql`excluded.qty`,
        isInStock: sql`excluded.is_in_stock`,
        stockStatus: sql`excluded.stock_status`,
        updatedAt: sql`now()`,
      },
    });
  return values.map((value) => value.productId);
}
