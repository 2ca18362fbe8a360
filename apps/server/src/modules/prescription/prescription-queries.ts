import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

const { customer, cart, cartItem, product, productText, prescriptionOffer, prescriptionAccessLog } = schema;

/** How long an offer may be put in the cart after the service made it. */
const OFFER_VALIDITY = '1 day';

export async function findCustomerIdentity(db: Db, customerId: number) {
  const [row] = await db
    .select({ personalCode: customer.personalCode, identityMethod: customer.identityMethod })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row;
}

export async function findCart(db: Db, cartId: string) {
  const [row] = await db
    .select({ id: cart.id, customerId: cart.customerId, status: cart.status, storeCode: cart.storeCode })
    .from(cart)
    .where(eq(cart.id, cartId));
  return row;
}

/** The products' names in a store view's language, by sku. */
export async function productNamesIn(
  db: Db,
  storeCode: string,
  skus: string[],
): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: product.sku, name: productText.name })
    .from(product)
    .innerJoin(productText, and(eq(productText.productId, product.id), eq(productText.storeCode, storeCode)))
    .where(inArray(product.sku, skus));
  return new Map(rows.map((row) => [row.sku, row.name]));
}

/** The active cart the service knows by `code`, if the code was ever given to it. */
export async function findCartByServiceCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: cart.id, customerId: cart.customerId, storeCode: cart.storeCode })
    .from(cart)
    .where(and(eq(cart.serviceCode, code), eq(cart.status, 'active')));
  return row;
}

/** Keeps the code the service is given for a cart, so that its callbacks find the cart. */
export async function keepServiceCode(db: Db, cartId: string, code: string): Promise<void> {
  await db
    .update(cart)
    .set({ serviceCode: code })
    .where(and(eq(cart.id, cartId), or(isNull(cart.serviceCode), ne(cart.serviceCode, code))));
}

export interface OfferWrite {
  customerId: number;
  prescriptionNumber: string;
  patientHash: string;
  productId: number;
  maxQty: number;
  isSuitableForAge: boolean;
}

/** The offers of one prescription replace what the customer was offered for it before. */
export async function saveOffers(
  db: Db,
  customerId: number,
  prescriptionNumber: string,
  offers: OfferWrite[],
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(prescriptionOffer)
      .where(
        and(
          eq(prescriptionOffer.customerId, customerId),
          eq(prescriptionOffer.prescriptionNumber, prescriptionNumber),
        ),
      );
    await tx.delete(prescriptionOffer).where(lt(prescriptionOffer.expiresAt, sql`now()`));
    if (offers.length === 0) return;
    await tx
      .insert(prescriptionOffer)
      .values(offers.map((offer) => ({ ...offer, expiresAt: sql`now() + ${OFFER_VALIDITY}::interval` })));
  });
}

export async function findOffer(
  db: Db,
  match: { customerId: number; prescriptionNumber: string; productId: number },
) {
  const [row] = await db
    .select()
    .from(prescriptionOffer)
    .where(
      and(
        eq(prescriptionOffer.customerId, match.customerId),
        eq(prescriptionOffer.prescriptionNumber, match.prescriptionNumber),
        eq(prescriptionOffer.productId, match.productId),
        gt(prescriptionOffer.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function isControlledProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ isControlled: product.isControlled })
    .from(product)
    .where(eq(product.id, productId));
  return row?.isControlled ?? false;
}

/** Records one read or lookup; the retention job (modules/data-rights) drops records past their period. */
export async function recordAccess(
  db: Db,
  entry: Omit<typeof prescriptionAccessLog.$inferInsert, 'id' | 'readAt'>,
): Promise<void> {
  await db.insert(prescriptionAccessLog).values(entry);
}

/** Deletes the access log's records read before `before`; answers how many. */
export async function deleteAccessLogBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(prescriptionAccessLog)
    .where(lt(prescriptionAccessLog.readAt, before))
    .returning({ id: prescriptionAccessLog.id });
  return rows.length;
}

/** Removes a cart's prescription lines; answers how many went. */
export async function deletePrescriptionLines(db: Db, cartId: string): Promise<number> {
  const removed = await db
    .delete(cartItem)
    .where(and(eq(cartItem.cartId, cartId), isNotNull(cartItem.prescriptionNumber)))
    .returning({ id: cartItem.id });
  return removed.length;
}
