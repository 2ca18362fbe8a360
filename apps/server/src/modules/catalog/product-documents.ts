import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { StoreCode } from '@apteek/domain';
import { priceFields, type PriceFields } from './product-prices.ts';
import { loadRelations, type ProductRelations } from './product-relations.ts';
import type { TaxRates } from './tax-rates.ts';

const {
  product,
  productText,
  stockItem,
  productAttributeValue,
  attribute,
  attributeOption,
  categoryProduct,
  productMedia,
} = schema;

export type AttributeValue = string | string[] | number;

export interface ProductDocument extends PriceFields, Partial<ProductRelations> {
  id: number;
  sku: string;
  type_id: string;
  type_code: number;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  visibility: number;
  status: number;
  is_medicine: boolean;
  tax_class_id: number;
  short_description: string;
  description: string;
  image: string | null;
  thumbnail: string | null;
  small_image: string | null;
  media_gallery: { typ: 'image' | 'video'; image: string; pos: number; vid: string | null }[];
  stock: { product_id: number; qty: number; is_in_stock: boolean; stock_status: string };
  category_ids: number[];
  created_at: string;
  /** Attribute values by code: option codes for select attributes. */
  attributes: Record<string, AttributeValue>;
}

export interface DocumentContext {
  db: Db;
  storeCode: StoreCode;
  today: string;
  rates: TaxRates;
  /** Configurable, grouped, bundle and custom-option details; product pages need them, lists do not. */
  withRelations: boolean;
}

/** Product documents in the order of `ids`, for one store view. */
export async function loadProductDocuments(
  context: DocumentContext,
  ids: number[],
): Promise<ProductDocument[]> {
  if (ids.length === 0) return [];
  const { db, storeCode } = context;
  const [rows, values, categories, media] = await Promise.all([
    db
      .select({ p: product, t: productText, s: stockItem })
      .from(product)
      .innerJoin(
        productText,
        and(eq(productText.productId, product.id), eq(productText.storeCode, storeCode)),
      )
      .leftJoin(stockItem, eq(stockItem.productId, product.id))
      .where(inArray(product.id, ids)),
    loadAttributeValues(db, ids, storeCode),
    db.select().from(categoryProduct).where(inArray(categoryProduct.productId, ids)),
    db.select().from(productMedia).where(inArray(productMedia.productId, ids)).orderBy(productMedia.position),
  ]);
  const relations = context.withRelations
    ? await loadRelations(
        context,
        rows.map((r) => r.p),
        (childIds) => loadProductDocuments({ ...context, withRelations: false }, childIds),
      )
    : new Map<number, Partial<ProductRelations>>();
  const byId = new Map(
    rows.map(({ p, t, s }) => {
      const image = p.image ? `/media/${p.image}` : null;
      const document: ProductDocument = {
        id: p.id,
        sku: p.sku,
        type_id: p.typeId,
        type_code: p.typeCode,
        name: t.name,
        slug: t.urlKey,
        url_key: t.urlKey,
        url_path: `/p/${encodeURIComponent(p.sku)}/${t.urlKey}`,
        visibility: p.visibility,
        status: p.status,
        is_medicine: p.isMedicine,
        tax_class_id: p.taxClassId,
        short_description: t.shortDescription,
        description: t.description,
        ...priceFields(
          {
            price: p.priceCents,
            specialPrice: p.specialPriceCents,
            specialFromDate: p.specialFromDate,
            specialToDate: p.specialToDate,
            taxClassId: p.taxClassId,
          },
          storeCode,
          context.rates,
          context.today,
        ),
        image,
        thumbnail: image,
        small_image: image,
        media_gallery: media
          .filter((m) => m.productId === p.id && !m.disabled)
          .map((m) => ({ typ: m.mediaType, image: `/media/${m.file}`, pos: m.position, vid: m.videoId })),
        stock: {
          product_id: p.id,
          qty: Math.max(0, (s?.qty ?? 0) - (s?.reservedQty ?? 0)),
          is_in_stock: s?.isInStock ?? false,
          stock_status: s?.stockStatus ?? 'out_of_stock',
        },
        category_ids: categories.filter((c) => c.productId === p.id).map((c) => c.categoryId),
        created_at: p.createdAt.toISOString(),
        attributes: values.get(p.id) ?? {},
        ...relations.get(p.id),
      };
      return [p.id, document] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function loadAttributeValues(db: Db, ids: number[], storeCode: StoreCode) {
  const rows = await db
    .select({
      productId: productAttributeValue.productId,
      code: attribute.code,
      input: attribute.frontendInput,
      option: attributeOption.code,
      text: productAttributeValue.valueText,
      number: productAttributeValue.valueNumber,
      storeCode: productAttributeValue.storeCode,
    })
    .from(productAttributeValue)
    .innerJoin(attribute, eq(attribute.id, productAttributeValue.attributeId))
    .leftJoin(attributeOption, eq(attributeOption.id, productAttributeValue.optionId))
    .where(inArray(productAttributeValue.productId, ids));
  const values = new Map<number, Record<string, AttributeValue>>();
  for (const row of rows) {
    if (row.storeCode !== null && row.storeCode !== storeCode) continue;
    const own = values.get(row.productId) ?? {};
    if (row.input === 'multiselect')
      own[row.code] = [...((own[row.code] as string[] | undefined) ?? []), row.option!];
    else own[row.code] = row.option ?? (row.number !== null ? Number(row.number) : (row.text ?? ''));
    values.set(row.productId, own);
  }
  return values;
}
