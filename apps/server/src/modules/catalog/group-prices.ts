import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  STORE_VIEWS,
  centsToAmount,
  tierPriceAt,
  withTierPrice,
  type StoreCode,
  type TierPrice,
} from '@apteek/domain';
import { GUEST_GROUP_ID, storeAmount, type TaxRates } from '../pricing/index.ts';
import type { ProductDocument } from './product-documents.ts';

/** A customer group's tiers (source cents, from a quantity on) by product id; guests have none. */
export async function groupTierLists(
  db: Db,
  productIds: readonly number[],
  groupId: number,
): Promise<Map<number, TierPrice[]>> {
  if (groupId === GUEST_GROUP_ID || productIds.length === 0) return new Map();
  const { productTierPrice } = schema;
  const rows = await db
    .select({
      productId: productTierPrice.productId,
      qty: productTierPrice.qty,
      cents: productTierPrice.priceCents,
    })
    .from(productTierPrice)
    .where(
      and(
        inArray(productTierPrice.productId, [...productIds]),
        eq(productTierPrice.customerGroupId, groupId),
      ),
    );
  const lists = new Map<number, TierPrice[]>();
  for (const row of rows)
    lists.set(row.productId, [...(lists.get(row.productId) ?? []), { qty: row.qty, cents: row.cents }]);
  return lists;
}

/**
 * A customer group's single-unit tier prices (source cents) by product id, the lowest where there
 * are several, as render-list reads them; guests have none.
 */
export async function groupTierPrices(
  db: Db,
  productIds: readonly number[],
  groupId: number,
): Promise<Map<number, number>> {
  const single = new Map<number, number>();
  for (const [productId, tiers] of await groupTierLists(db, productIds, groupId)) {
    const cents = tierPriceAt(tiers, 1);
    if (cents !== null) single.set(productId, cents);
  }
  return single;
}

/**
 * Price tiers per customer group: a single-unit tier price below the product's
 * final price becomes its final price for that group.
 */
export async function applyGroupPrices<T extends ProductDocument>(
  db: Db,
  documents: T[],
  context: { groupId: number; storeCode: StoreCode; rates: TaxRates },
): Promise<T[]> {
  const tiers = await groupTierPrices(
    db,
    documents.map((doc) => doc.id),
    context.groupId,
  );
  if (tiers.size === 0) return documents;
  const country = STORE_VIEWS[context.storeCode].tax.defaultCountry;
  return documents.map((doc) => {
    const tier = tiers.get(doc.id);
    if (tier === undefined) return doc;
    const amount = storeAmount(tier, doc.tax_class_id, country, context.rates);
    const finalGross = Math.round(doc.final_price_incl_tax * 100);
    if (withTierPrice(finalGross, amount.gross) === finalGross) return doc;
    const gross = centsToAmount(amount.gross);
    const net = centsToAmount(amount.net);
    return {
      ...doc,
      final_price: net,
      final_price_incl_tax: gross,
      price: net,
      price_incl_tax: gross,
      price_tax: centsToAmount(amount.gross - amount.net),
    };
  });
}
