import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  STORE_VIEWS,
  activeSpecialPrice,
  discountPercent,
  type IsoDate,
  type ProductCard,
  type StoreCode,
  productImageUrl,
} from '@apteek/domain';
import { storeAmount, type TaxRates } from '../pricing/index.ts';

const {
  product,
  productText,
  stockItem,
  productAttributeValue,
  attribute,
  attributeOption,
  campaignProduct,
} = schema;

export interface CardQuery {
  storeCode: StoreCode;
  today: IsoDate;
  rates: TaxRates;
  /** Only products carrying this Tag option, e.g. 'new' or 'bestseller'. */
  tag?: string;
  /** Only products of this campaign. */
  campaignId?: number;
  limit: number;
}

/** Visible, enabled products as list cards, newest first by created_at, as the home lists sort. */
export async function listProductCards(db: Db, query: CardQuery): Promise<ProductCard[]> {
  const tagged = query.tag
    ? inArray(
        product.id,
        db
          .select({ id: productAttributeValue.productId })
          .from(productAttributeValue)
          .innerJoin(attribute, eq(attribute.id, productAttributeValue.attributeId))
          .innerJoin(attributeOption, eq(attributeOption.id, productAttributeValue.optionId))
          .where(and(eq(attribute.code, 'Tag'), eq(attributeOption.code, query.tag))),
      )
    : undefined;
  const inCampaign =
    query.campaignId === undefined
      ? undefined
      : inArray(
          product.id,
          db
            .select({ id: campaignProduct.productId })
            .from(campaignProduct)
            .where(eq(campaignProduct.campaignId, query.campaignId)),
        );
  const rows = await db
    .select({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      typeCode: product.typeCode,
      taxClassId: product.taxClassId,
      price: product.priceCents,
      specialPrice: product.specialPriceCents,
      specialFromDate: product.specialFromDate,
      specialToDate: product.specialToDate,
      image: product.image,
      name: productText.name,
      urlKey: productText.urlKey,
      stockStatus: sql<ProductCard['stockStatus']>`coalesce(${stockItem.stockStatus}, 'ok')`,
    })
    .from(product)
    .innerJoin(
      productText,
      and(eq(productText.productId, product.id), eq(productText.storeCode, query.storeCode)),
    )
    .leftJoin(stockItem, eq(stockItem.productId, product.id))
    .where(and(eq(product.status, 1), inArray(product.visibility, [2, 3, 4]), tagged, inCampaign))
    .orderBy(desc(product.createdAt), product.id)
    .limit(query.limit);
  const country = STORE_VIEWS[query.storeCode].tax.defaultCountry;
  return rows.map((row) => {
    const toStore = (cents: number) => storeAmount(cents, row.taxClassId, country, query.rates).gross;
    const special = activeSpecialPrice(row, query.today);
    const regular = toStore(row.price);
    const final = special === null ? regular : toStore(special);
    return {
      id: row.id,
      sku: row.sku,
      typeId: row.typeId,
      typeCode: row.typeCode,
      name: row.name,
      urlPath: `/p/${encodeURIComponent(row.sku)}/${row.urlKey}`,
      imageUrl: productImageUrl(row.image, '310x300'),
      price: { final, regular, special: special === null ? null : final, currency: 'EUR' },
      discountPercent: special === null ? null : discountPercent(final, regular),
      stockStatus: row.stockStatus,
    };
  });
}
