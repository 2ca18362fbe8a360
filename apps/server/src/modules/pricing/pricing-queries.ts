import { and, eq, inArray, lt, lte, min } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { PriceSource } from '@apteek/domain';

const { product, productTierPrice } = schema;

export interface PriceRow extends PriceSource {
  id: number;
  sku: string;
  taxClassId: number;
  /** The customer group's price for a single unit, if it has one. */
  tierPrice: number | null;
}

/** Source prices (cents incl. Estonian VAT) of enabled products (status below 2). */
export async function findPriceRows(db: Db, skus: readonly string[], groupId: number): Promise<PriceRow[]> {
  if (skus.length === 0) return [];
  const tier = db
    .select({ productId: productTierPrice.productId, price: min(productTierPrice.priceCents).as('price') })
    .from(productTierPrice)
    .where(and(eq(productTierPrice.customerGroupId, groupId), lte(productTierPrice.qty, 1)))
    .groupBy(productTierPrice.productId)
    .as('tier');
  return db
    .select({
      id: product.id,
      sku: product.sku,
      taxClassId: product.taxClassId,
      price: product.priceCents,
      specialPrice: product.specialPriceCents,
      specialFromDate: product.specialFromDate,
      specialToDate: product.specialToDate,
      tierPrice: tier.price,
    })
    .from(product)
    .leftJoin(tier, eq(tier.productId, product.id))
    .where(and(inArray(product.sku, [...skus]), lt(product.status, 2)));
}
