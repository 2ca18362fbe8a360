import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

const { product, productTierPrice } = schema;

/** Gives the customer group a tier price `discountCents` below the product's own price, from one unit. */
export async function addTierPrice(
  db: Db,
  sku: string,
  groupId: number,
  discountCents: number,
): Promise<void> {
  const [found] = await db.select().from(product).where(eq(product.sku, sku));
  if (!found) throw new Error(`no product ${sku}`);
  await db.insert(productTierPrice).values({
    productId: found.id,
    customerGroupId: groupId,
    qty: 1,
    priceCents: found.priceCents - discountCents,
  });
}
