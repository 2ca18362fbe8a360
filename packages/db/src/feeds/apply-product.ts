import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../database.ts';
import {
  STORE_CODES,
  feedReason,
  STORE_VIEWS,
  feedCents,
  feedTypeCode,
  slugify,
  type FeedProductRow,
  type StoreCode,
} from '@apteek/domain';
import { FEED_ATTRIBUTES, FeedRowError, specialPriceColumns, type FeedContext } from './feed-context.ts';

const {
  bundleOption,
  bundleOptionTitle,
  bundleSelection,
  categoryProduct,
  product,
  productAttributeValue,
  productConfigurableAttribute,
  productConfigurableChild,
  productLink,
  productMedia,
  productText,
  stockItem,
} = schema;

type Language = 'et' | 'fi' | 'en' | 'ru';
const languageOf = (storeCode: StoreCode): Language => STORE_VIEWS[storeCode].i18n.language;

/**
 * Writes one product row of a feed, in the caller's savepoint: the product, its texts in every
 * store (a missing language takes the Estonian text), its medicine facts, categories, pictures and
 * links. Stock and prices are other feeds': a new product starts out of stock; an update keeps
 * them unless the row names a price. Answers the product's id.
 */
export async function applyProductRow(tx: Db, row: FeedProductRow, context: FeedContext): Promise<number> {
  const { taxClassId, categoryIds } = catalogueIdsOf(row, context);
  const { productId, isNew } = await upsertProduct(tx, row, taxClassId);
  // A new product has nothing to replace: its rows are only inserted.
  await replaceTexts(tx, productId, row, isNew);
  await replaceAttributes(tx, productId, row, context, isNew);
  if (!isNew) await tx.delete(categoryProduct).where(eq(categoryProduct.productId, productId));
  if (categoryIds.length > 0) {
    await tx
      .insert(categoryProduct)
      .values([...new Set(categoryIds)].map((categoryId, position) => ({ categoryId, productId, position })));
  }
  await replaceImages(tx, productId, row.images);
  await replaceLinks(tx, productId, row, context);
  if (isNew)
    await tx
      .insert(stockItem)
      .values({
        productId,
        qty: 0,
        isInStock: false,
        stockStatus: 'out_of_stock',
        manageStock: row.type !== 'virtual' && row.type !== 'downloadable',
      })
      .onConflictDoNothing();
  return productId;
}

/** The row's VAT class and categories as the catalogue's ids; an unknown one is the row's fault. */
export function catalogueIdsOf(row: FeedProductRow, context: FeedContext) {
  const taxClassId = context.taxClassIds.get(row.vatClass);
  if (taxClassId === undefined) throw new FeedRowError('vatClass', feedReason('vat_class_unknown'));
  const categoryIds = row.categories.map((key) => {
    const id = context.categoryIds.get(key);
    if (id === undefined)
      throw new FeedRowError('categories', feedReason('category_unknown', { category: key }));
    return id;
  });
  return { taxClassId, categoryIds: [...new Set(categoryIds)] };
}

/** The option codes each medicine fact of a row names, by the attribute's code. */
export function optionCodesOf(row: FeedProductRow): [string, string[]][] {
  const facts = row.attributes;
  return [
    [FEED_ATTRIBUTES.atc, facts.atc ? [facts.atc] : []],
    [FEED_ATTRIBUTES.substances, [...new Set(facts.substances ?? [])]],
    [FEED_ATTRIBUTES.form, facts.form ? [facts.form] : []],
    [FEED_ATTRIBUTES.packageUnit, facts.packageUnit ? [facts.packageUnit] : []],
    [FEED_ATTRIBUTES.storage, facts.storage ? [facts.storage] : []],
    [FEED_ATTRIBUTES.brand, facts.brand ? [facts.brand] : []],
    [FEED_ATTRIBUTES.manufacturer, facts.manufacturer ? [facts.manufacturer] : []],
  ];
}

/** The product's columns a row sets, price and special price aside. */
export function productFields(row: FeedProductRow, taxClassId: number) {
  return {
    typeId: row.type,
    typeCode: feedTypeCode(row),
    visibility: row.visibility,
    status: row.status === 'enabled' ? 1 : 2,
    taxClassId,
    isMedicine: row.kind !== 'nonmed',
    isControlled: Boolean(row.controlled),
    strength: row.attributes.strength ?? null,
    updatedAt: sql`now()`,
  };
}

async function upsertProduct(
  tx: Db,
  row: FeedProductRow,
  taxClassId: number,
): Promise<{ productId: number; isNew: boolean }> {
  const fields = { ...productFields(row, taxClassId), ...specialPriceColumns(row.special) };
  if (row.price === undefined) {
    const [updated] = await tx
      .update(product)
      .set(fields)
      .where(eq(product.sku, row.sku))
      .returning({ id: product.id });
    if (!updated) throw new FeedRowError('price', feedReason('price_required'));
    return { productId: updated.id, isNew: false };
  }
  const priceCents = feedCents(row.price);
  const [saved] = await tx
    .insert(product)
    .values({ sku: row.sku, priceCents, ...fields })
    .onConflictDoUpdate({ target: product.sku, set: { priceCents, ...fields } })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: product.id, isNew: sql<boolean>`xmax = 0` });
  return { productId: saved!.id, isNew: saved!.isNew };
}

/** A row's texts in every store: a missing language takes the Estonian text, a URL key its name's slug. */
export function wantedTexts(row: FeedProductRow) {
  const skuSlug = slugify(row.sku);
  return STORE_CODES.map((storeCode) => {
    const language = languageOf(storeCode);
    const name = row.name[language] ?? row.name.et;
    const urlKey = row.urlKey?.[language] ?? (slugify(name) || skuSlug);
    return {
      storeCode,
      urlKey,
      skuSlug,
      columns: {
        storeCode,
        name,
        shortDescription: row.shortDescription?.[language] ?? row.shortDescription?.et ?? '',
        description: row.description?.[language] ?? row.description?.et ?? '',
      },
    };
  });
}

async function replaceTexts(tx: Db, productId: number, row: FeedProductRow, isNew: boolean): Promise<void> {
  const wanted = wantedTexts(row);
  // A URL key another product holds in that store gets the SKU appended, as the seed does.
  const pairs = wanted.map((text) => sql`(${text.storeCode}, ${text.urlKey})`);
  const taken = await tx
    .select({ storeCode: productText.storeCode, urlKey: productText.urlKey })
    .from(productText)
    .where(
      and(
        sql`(${productText.storeCode}, ${productText.urlKey}) in (${sql.join(pairs, sql`, `)})`,
        ne(productText.productId, productId),
      ),
    );
  const isTaken = (storeCode: string, urlKey: string) =>
    taken.some((text) => text.storeCode === storeCode && text.urlKey === urlKey);
  if (!isNew) await tx.delete(productText).where(eq(productText.productId, productId));
  await tx.insert(productText).values(
    wanted.map(({ storeCode, urlKey, skuSlug, columns }) => {
      const key = isTaken(storeCode, urlKey) ? `${urlKey}-${skuSlug}` : urlKey;
      return { ...columns, productId, urlKey: key, urlPath: key };
    }),
  );
}

async function replaceAttributes(
  tx: Db,
  productId: number,
  row: FeedProductRow,
  context: FeedContext,
  isNew: boolean,
): Promise<void> {
  const managed = Object.values(FEED_ATTRIBUTES).map((code) => context.attributeId(code));
  if (!isNew)
    await tx
      .delete(productAttributeValue)
      .where(
        and(
          eq(productAttributeValue.productId, productId),
          inArray(productAttributeValue.attributeId, managed),
        ),
      );
  const facts = row.attributes;
  const values: (typeof productAttributeValue.$inferInsert)[] = [];
  for (const [code, optionCodes] of optionCodesOf(row)) {
    const attributeId = context.attributeId(code);
    for (const optionCode of optionCodes) {
      values.push({ productId, attributeId, optionId: await context.optionId(tx, attributeId, optionCode) });
    }
  }
  if (facts.packageSize !== undefined) {
    const attributeId = context.attributeId(FEED_ATTRIBUTES.packageSize);
    values.push({ productId, attributeId, valueNumber: String(facts.packageSize) });
  }
  if (facts.leafletUrl !== undefined) {
    const attributeId = context.attributeId(FEED_ATTRIBUTES.leafletUrl);
    values.push({ productId, attributeId, valueText: facts.leafletUrl });
  }
  if (values.length > 0) await tx.insert(productAttributeValue).values(values);
}

/** A picture's file in the media store, as product.image holds it; an address is not one. */
export const isMediaFile = (image: string): boolean => image.startsWith('product/');

/**
 * The product's pictures as rows of product_media: files of the media store (the feed's addresses
 * once fetched), the first also the product's main image. An address not fetched (an importer
 * without a media store) is kept disabled: the image proxy serves only files of its own.
 */
export function pictureRows(productId: number, images: string[]) {
  return images.map((file, position) => ({ productId, file, position, disabled: !isMediaFile(file) }));
}

async function replaceImages(tx: Db, productId: number, images: string[]): Promise<void> {
  if (images.length === 0) return;
  await tx.delete(productMedia).where(eq(productMedia.productId, productId));
  await tx.insert(productMedia).values(pictureRows(productId, images));
  if (isMediaFile(images[0]!))
    await tx.update(product).set({ image: images[0]! }).where(eq(product.id, productId));
}

async function productIdsOf(tx: Db, skus: string[], field: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: product.id, sku: product.sku })
    .from(product)
    .where(inArray(product.sku, skus));
  const ids = new Map(rows.map((r) => [r.sku, r.id]));
  const missing = skus.filter((sku) => !ids.has(sku));
  if (missing.length > 0)
    throw new FeedRowError(field, feedReason('skus_unknown', { skus: missing.join(', ') }));
  return ids;
}

/**
 * A bundle's options, replaced by the row's: each option's title in every store (a missing language
 * takes the Estonian), how it is chosen, and its choices, whose SKUs must exist.
 */
async function replaceBundle(tx: Db, productId: number, options: BundleOptions): Promise<void> {
  const skus = [...new Set(options.flatMap((option) => option.selections.map((choice) => choice.sku)))];
  const ids = await productIdsOf(tx, skus, 'links.bundle');
  await tx.delete(bundleOption).where(eq(bundleOption.productId, productId));
  const made = await tx
    .insert(bundleOption)
    .values(
      options.map((option, position) => ({
        productId,
        type: option.type,
        required: option.required,
        position,
      })),
    )
    .returning({ id: bundleOption.id, position: bundleOption.position });
  const optionIds = made.sort((a, b) => a.position - b.position).map((option) => option.id);
  await tx.insert(bundleOptionTitle).values(
    options.flatMap((option, i) =>
      STORE_CODES.map((storeCode) => ({
        optionId: optionIds[i]!,
        storeCode,
        title: option.title[languageOf(storeCode)] ?? option.title.et,
      })),
    ),
  );
  await tx.insert(bundleSelection).values(
    options.flatMap((option, i) =>
      option.selections.map((choice, position) => ({
        optionId: optionIds[i]!,
        productId: ids.get(choice.sku)!,
        qty: choice.qty,
        isDefault: choice.default,
        canChangeQty: choice.canChangeQty,
        position,
      })),
    ),
  );
}

type BundleOptions = NonNullable<NonNullable<FeedProductRow['links']>['bundle']>;

/** A configurable product's children and axes, a grouped product's members: replaced by the row's. */
async function replaceLinks(
  tx: Db,
  productId: number,
  row: FeedProductRow,
  context: FeedContext,
): Promise<void> {
  const links = row.links;
  if (row.type === 'configurable' && links?.children && links.axes) {
    const ids = await productIdsOf(tx, links.children, 'links.children');
    await tx.delete(productConfigurableChild).where(eq(productConfigurableChild.parentId, productId));
    await tx
      .delete(productConfigurableAttribute)
      .where(eq(productConfigurableAttribute.productId, productId));
    await tx
      .insert(productConfigurableChild)
      .values(
        links.children.map((sku, position) => ({ parentId: productId, childId: ids.get(sku)!, position })),
      );
    const axes = links.axes.map((code) => {
      try {
        return context.attributeId(code);
      } catch {
        throw new FeedRowError('links.axes', feedReason('attribute_unknown', { attribute: code }));
      }
    });
    await tx
      .insert(productConfigurableAttribute)
      .values(axes.map((attributeId, position) => ({ productId, attributeId, position })));
  }
  if (row.type === 'bundle' && links?.bundle) await replaceBundle(tx, productId, links.bundle);
  if (row.type === 'grouped' && links?.grouped) {
    const ids = await productIdsOf(
      tx,
      links.grouped.map((member) => member.sku),
      'links.grouped',
    );
    await tx
      .delete(productLink)
      .where(and(eq(productLink.productId, productId), eq(productLink.linkType, 'associated')));
    await tx.insert(productLink).values(
      links.grouped.map((member, position) => ({
        productId,
        linkedProductId: ids.get(member.sku)!,
        linkType: 'associated' as const,
        qty: member.qty,
        position,
      })),
    );
  }
}
