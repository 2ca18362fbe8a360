import { inArray } from 'drizzle-orm';
import { STORE_CODES, slugify, type StoreCode } from '@apteek/domain';
import {
  categoryProduct,
  product,
  productAttributeValue,
  productMedia,
  productText,
  productTierPrice,
  stockItem,
} from '../schema/index.ts';
import type { Db } from '../database.ts';
import { excludedColumns, insertChunked, toCents } from './bulk.ts';
import type { AttributeIds } from './load-attributes.ts';
import type { CategoryIds } from './load-categories.ts';
import { loadProductRelations } from './load-product-relations.ts';
import type { ReferenceIds } from './load-reference.ts';
import { perStore, textFor } from './localized.ts';
import type { Localized, SeedProduct } from './source-types.ts';

export type ProductIds = Map<string, number>;

export interface ProductContext {
  reference: ReferenceIds;
  attributes: AttributeIds;
  categories: CategoryIds;
}

export async function loadProducts(
  db: Db,
  products: SeedProduct[],
  context: ProductContext,
): Promise<ProductIds> {
  const ids = await upsertProducts(db, products, context.reference);
  const productIds = [...ids.values()];
  await db.delete(productText).where(inArray(productText.productId, productIds));
  await db.delete(productAttributeValue).where(inArray(productAttributeValue.productId, productIds));
  await db.delete(productTierPrice).where(inArray(productTierPrice.productId, productIds));
  await db.delete(productMedia).where(inArray(productMedia.productId, productIds));
  await db.delete(categoryProduct).where(inArray(categoryProduct.productId, productIds));

  await insertChunked(db, productText, textRows(products, ids));
  await insertChunked(
    db,
    productAttributeValue,
    products.flatMap((p) => attributeRows(p, ids, context.attributes)),
  );
  await insertChunked(
    db,
    productMedia,
    products.map((p) => ({ productId: ids.get(p.sku)!, file: imageFile(p.sku), position: 0 })),
  );
  await insertChunked(
    db,
    productTierPrice,
    products.flatMap((p) => tierRows(p, ids, context.reference)),
  );
  await insertChunked(
    db,
    categoryProduct,
    products.flatMap((p) => categoryRows(p, ids, context.categories)),
  );
  await upsertStock(db, products, ids);
  await loadProductRelations(db, products, ids, context.attributes);
  return ids;
}

export function imageFile(sku: string): string {
  return `product/${slugify(sku)}.svg`;
}

async function upsertProducts(db: Db, products: SeedProduct[], reference: ReferenceIds): Promise<ProductIds> {
  const ids: ProductIds = new Map();
  const rows = products.map((source) => ({
    sku: source.sku,
    typeId: source.type,
    typeCode: source.typeCode,
    visibility: source.visibility,
    status: source.status ?? 1,
    taxClassId: reference.taxClassIds[source.taxClass],
    isMedicine: source.isMedicine,
    isControlled: source.isControlled ?? false,
    strength: source.strength ?? null,
    priceCents: toCents(source.price),
    specialPriceCents: source.special ? toCents(source.special.price) : null,
    specialFromDate: source.special?.from ?? null,
    specialToDate: source.special?.to ?? null,
    image: imageFile(source.sku),
    createdAt: new Date(source.createdAt),
    updatedAt: new Date(source.createdAt),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    const saved = await db
      .insert(product)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({ target: product.sku, set: excludedColumns(product, ['id', 'sku']) })
      .returning({ id: product.id, sku: product.sku });
    for (const row of saved) ids.set(row.sku, row.id);
  }
  return ids;
}

function textRows(products: SeedProduct[], ids: ProductIds) {
  return STORE_CODES.flatMap((storeCode) => {
    const used = new Set<string>();
    return products.map((source) => {
      const base = slugify(textFor(source.name, storeCode));
      // Names repeat across pack sizes only by mistake; the SKU keeps the key unique anyway.
      const urlKey = used.has(base) ? `${base}-${slugify(source.sku)}` : base;
      used.add(urlKey);
      return {
        productId: ids.get(source.sku)!,
        storeCode,
        name: textFor(source.name, storeCode),
        urlKey,
        urlPath: urlKey,
        shortDescription: textFor(source.shortDescription, storeCode),
        description: textFor(source.description, storeCode),
      };
    });
  });
}

type AttributeValueRow = typeof productAttributeValue.$inferInsert;

function attributeRows(source: SeedProduct, ids: ProductIds, attributes: AttributeIds): AttributeValueRow[] {
  const productId = ids.get(source.sku)!;
  return Object.entries(source.attributes).flatMap(([code, value]): AttributeValueRow[] => {
    const attribute = attributes.get(code);
    if (!attribute) throw new Error(`Product ${source.sku} uses unknown attribute ${code}`);
    const base = { productId, attributeId: attribute.id };
    if (attribute.input === 'select' || attribute.input === 'multiselect') {
      if (typeof value === 'object' && !Array.isArray(value))
        throw new Error(`Product ${source.sku}: ${code} takes option codes, not translations`);
      const codes = Array.isArray(value) ? value : [String(value)];
      return codes.map((optionCode) => {
        const optionId = attribute.options.get(optionCode);
        if (optionId === undefined)
          throw new Error(`Product ${source.sku}: ${code} has no option '${optionCode}'`);
        return { ...base, optionId };
      });
    }
    if (typeof value === 'number') return [{ ...base, valueNumber: String(value) }];
    if (typeof value === 'string') return [{ ...base, valueText: value }];
    return perStore(value as Localized, (text, storeCode: StoreCode) => ({
      ...base,
      storeCode,
      valueText: text,
    }));
  });
}

function tierRows(source: SeedProduct, ids: ProductIds, reference: ReferenceIds) {
  return (source.tierPrices ?? []).map((tier) => ({
    productId: ids.get(source.sku)!,
    customerGroupId: reference.customerGroupIds[tier.group]!,
    qty: tier.qty,
    priceCents: toCents(tier.price),
  }));
}

function categoryRows(source: SeedProduct, ids: ProductIds, categories: CategoryIds) {
  return source.categories.map((key, position) => {
    const categoryId = categories.get(key);
    if (categoryId === undefined) throw new Error(`Product ${source.sku} is in unknown category ${key}`);
    return { categoryId, productId: ids.get(source.sku)!, position };
  });
}

async function upsertStock(db: Db, products: SeedProduct[], ids: ProductIds) {
  const rows = products.map((source) => ({
    productId: ids.get(source.sku)!,
    qty: source.stock.qty,
    isInStock: source.stock.status !== 'out_of_stock',
    stockStatus: source.stock.status,
    maxSaleQty: source.stock.maxSaleQty ?? null,
    manageStock: source.type !== 'virtual' && source.type !== 'downloadable',
  }));
  await db
    .insert(stockItem)
    .values(rows)
    .onConflictDoUpdate({
      target: stockItem.productId,
      set: excludedColumns(stockItem, ['productId', 'reservedQty']),
    });
}
