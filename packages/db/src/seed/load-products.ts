import { inArray, notInArray, sql } from 'drizzle-orm';
import { slugify, type StoreCode } from '@apteek/domain';
import {
  attribute,
  product,
  productAttributeValue,
  productMedia,
  productTierPrice,
} from '../schema/index.ts';
import type { Db } from '../database.ts';
import { insertChunked, toCents } from './bulk.ts';
import type { AttributeIds } from './load-attributes.ts';
import { loadCustomOptionsAndDownloads } from './load-product-relations.ts';
import type { ReferenceIds } from './load-reference.ts';
import { perStore } from './localized.ts';
import type { Localized, SeedProduct } from './source-types.ts';

export type ProductIds = Map<string, number>;

export interface ProductContext {
  reference: ReferenceIds;
  attributes: AttributeIds;
}

/** The attributes the demo's products feed wrote; the loader writes the others. */
const FEED_WRITTEN = [
  'Atc',
  'Substance',
  'MethodOfMedicine',
  'Amount',
  'Unit',
  'StorageRequirement',
  'Brand',
  'Manufacturer',
];

/** The SKUs' product ids. */
export async function productIdsOf(db: Db, skus: string[]): Promise<ProductIds> {
  const rows = await db
    .select({ id: product.id, sku: product.sku })
    .from(product)
    .where(inArray(product.sku, skus));
  const ids: ProductIds = new Map(rows.map((row) => [row.sku, row.id]));
  const missing = skus.filter((sku) => !ids.has(sku));
  if (missing.length > 0) throw new Error(`The demo feed did not load ${missing.join(', ')}`);
  return ids;
}

/**
 * What the feed formats cannot say, written to the products the demo feed loaded: their creation
 * dates and pack shots, the demo's other attributes (filters, reimbursement prices, its campaign
 * marks), group tiers from ten units, order limits, custom options and downloads.
 */
export async function loadProductExtras(
  db: Db,
  products: SeedProduct[],
  ids: ProductIds,
  context: ProductContext,
): Promise<void> {
  const productIds = [...ids.values()];
  const rows = products.map(
    (p) =>
      sql`(${ids.get(p.sku)!}::int, ${new Date(p.createdAt).toISOString()}::timestamptz, ${imageFile(p.sku)}::text, ${p.stock.maxSaleQty ?? null}::int)`,
  );
  await db.execute(sql`update product p set created_at = v.created_at, updated_at = v.created_at, image = v.image
    from (values ${sql.join(rows, sql`, `)}) as v(id, created_at, image, max_sale_qty) where p.id = v.id`);
  await db.execute(sql`update stock_item s set max_sale_qty = v.max_sale_qty
    from (values ${sql.join(rows, sql`, `)}) as v(id, created_at, image, max_sale_qty) where s.product_id = v.id`);
  const feedWritten = db
    .select({ id: attribute.id })
    .from(attribute)
    .where(inArray(attribute.code, FEED_WRITTEN));
  await db
    .delete(productAttributeValue)
    .where(
      sql`${inArray(productAttributeValue.productId, productIds)} and ${notInArray(productAttributeValue.attributeId, feedWritten)}`,
    );
  await db.delete(productTierPrice).where(inArray(productTierPrice.productId, productIds));
  await db.delete(productMedia).where(inArray(productMedia.productId, productIds));

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
  await loadCustomOptionsAndDownloads(db, products, ids);
}

export function imageFile(sku: string): string {
  return `product/${slugify(sku)}.svg`;
}

type AttributeValueRow = typeof productAttributeValue.$inferInsert;

function attributeRows(source: SeedProduct, ids: ProductIds, attributes: AttributeIds): AttributeValueRow[] {
  const productId = ids.get(source.sku)!;
  return Object.entries(source.attributes).flatMap(([code, value]): AttributeValueRow[] => {
    if (FEED_WRITTEN.includes(code)) return [];
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
