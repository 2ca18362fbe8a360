import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError, PHARMACY_TYPE_CODES, WISHLIST_LIMIT, mergeSkuLists } from '@apteek/domain';

const s = schema;

export const PRESCRIPTION_REFUSAL = 'Prescription medicines cannot be kept on a wishlist.';

export interface WishlistService {
  /** The customer's skus, oldest first. */
  list(customerId: number): Promise<string[]>;
  /** Adds an enabled product; one already there is left as it is (duplicates ignored by sku). */
  add(customerId: number, sku: string): Promise<string[]>;
  remove(customerId: number, sku: string): Promise<string[]>;
  /**
   * The guest's list merged in at login, like the cart: products the account has stay where they
   * are, new ones follow in the guest's order, unknown skus and prescription medicines are skipped, and past the limit the
   * rest is left out. Merging the same list again changes nothing.
   */
  merge(customerId: number, skus: readonly string[]): Promise<string[]>;
}

/** Each customer's own list: every call is keyed by the caller's customer id, so only the owner reaches it. */
export function wishlistService({ db, now }: { db: Db; now: () => Date }): WishlistService {
  async function list(customerId: number): Promise<string[]> {
    const rows = await db
      .select({ sku: s.wishlistItem.sku })
      .from(s.wishlistItem)
      .where(eq(s.wishlistItem.customerId, customerId))
      .orderBy(asc(s.wishlistItem.addedAt), asc(s.wishlistItem.sku));
    return rows.map((row) => row.sku);
  }

  /** Each sku that names an enabled product, with whether it is a prescription medicine. */
  async function knownSkus(skus: readonly string[]): Promise<Map<string, { isPrescription: boolean }>> {
    if (skus.length === 0) return new Map();
    const rows = await db
      .select({ sku: s.product.sku, typeCode: s.product.typeCode })
      .from(s.product)
      .where(and(inArray(s.product.sku, [...skus]), eq(s.product.status, 1)));
    return new Map(
      rows.map((row) => [row.sku, { isPrescription: row.typeCode === PHARMACY_TYPE_CODES.prescription }]),
    );
  }

  async function insert(customerId: number, skus: readonly string[]): Promise<void> {
    if (skus.length === 0) return;
    const start = now().getTime();
    await db
      .insert(s.wishlistItem)
      .values(skus.map((sku, i) => ({ customerId, sku, addedAt: new Date(start + i) })))
      .onConflictDoNothing();
  }

  return {
    list,

    async add(customerId, sku) {
      const known = (await knownSkus([sku])).get(sku);
      if (!known) throw new DomainError('product_not_found', { sku });
      // Which prescription medicines a customer keeps is health data: never stored on the account.
      if (known.isPrescription)
        throw new DomainError('invalid_request', {
          errors: [{ field: 'path.sku', message: PRESCRIPTION_REFUSAL }],
        });
      const current = await list(customerId);
      if (current.includes(sku)) return current;
      const [row] = await db
        .select({ n: count() })
        .from(s.wishlistItem)
        .where(eq(s.wishlistItem.customerId, customerId));
      if ((row?.n ?? 0) >= WISHLIST_LIMIT) throw new DomainError('wishlist_full');
      await insert(customerId, [sku]);
      return list(customerId);
    },

    async remove(customerId, sku) {
      await db
        .delete(s.wishlistItem)
        .where(and(eq(s.wishlistItem.customerId, customerId), eq(s.wishlistItem.sku, sku)));
      return list(customerId);
    },

    async merge(customerId, skus) {
      const current = await list(customerId);
      const known = await knownSkus(skus);
      const merged = mergeSkuLists(
        current,
        skus.filter((sku) => known.get(sku)?.isPrescription === false),
        WISHLIST_LIMIT,
      );
      await insert(customerId, merged.slice(current.length));
      return list(customerId);
    },
  };
}
