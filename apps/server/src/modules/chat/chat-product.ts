import { and, eq } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { DomainError, GUEST_GROUP_ID, cartLineRefusal, centsToAmount, type StoreCode } from '@apteek/domain';
import { invalidField } from '../../plugins/validation.ts';
import { loadCartProducts, type CatalogContext } from '../catalog/index.ts';
import type { ChatProduct } from './chat-queries.ts';

/**
 * The product a pharmacist recommends in a chat, as the customer's store shows it now (guest
 * price): it must exist and be saleable there, as a cart line would be without a prescription.
 */
export async function chatProductSnapshot(
  catalog: CatalogContext,
  storeCode: StoreCode,
  sku: string,
): Promise<ChatProduct> {
  const { db } = catalog;
  const scope = {
    storeCode,
    today: catalog.today(),
    rates: (await catalog.metadata()).rates,
    groupId: GUEST_GROUP_ID,
  };
  const product = (await loadCartProducts(db, scope, [sku])).get(sku);
  if (!product) throw new DomainError('product_not_found', { sku });
  const refusal = cartLineRefusal(product, 1, { viaPrescriptionCentre: false, heldQty: 0 });
  if (refusal) throw invalidField('sku', refusal.message);
  const { productText } = schema;
  const [text] = await db
    .select({ urlPath: productText.urlPath })
    .from(productText)
    .where(and(eq(productText.productId, product.id), eq(productText.storeCode, storeCode)))
    .limit(1);
  return {
    sku: product.sku,
    name: product.name,
    priceInclTax: centsToAmount(product.unitGross ?? 0),
    urlPath: text?.urlPath ?? null,
  };
}
