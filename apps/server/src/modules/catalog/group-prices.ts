import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { STORE_VIEWS, centsToAmount, type StoreCode } from '@apteek/domain';
import { GUEST_GROUP_ID, storeAmount, type TaxRates } from '../pricing/index.ts';
import type { ProductDocument } from './product-documents.ts';

/**
 * Price tiers per customer group (spec 000 §6): a single-unit tier price below the product's
 * final price becomes its final price for that group.
 */
export async function applyGroupPrices<T extends ProductDocument>(
  db: Db,
  documents: T[],
  context: { groupId: number; storeCode: StoreCode; rates: TaxRates },
): Promise<T[]> {
  if (context.groupId === GUEST_GROUP_ID || documents.length === 0) return documents;
  const { productTierPrice } = schema;
  const tiers = await db
    .select({ productId: productTierPrice.productId, priceCents: productTierPrice.priceCents })
    .from(productTierPrice)
    .where(
      and(
        inArray(
          productTierPrice.productId,
          documents.map((doc) => doc.id),
        ),
        eq(productTierPrice.customerGroupId, context.groupId),
        eq(productTierPrice.qty, 1),
      ),
    );
  const country = STORE_VIEWS[context.storeCode].tax.defaultCountry;
  return documents.map((doc) => {
    const tier = tiers.find((row) => row.productId === doc.id);
    if (!tier) return doc;
    const amount = storeAmount(tier.priceCents, doc.tax_class_id, country, context.rates);
    if (amount.gross >= Math.round(doc.final_price_incl_tax * 100)) return doc;
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
