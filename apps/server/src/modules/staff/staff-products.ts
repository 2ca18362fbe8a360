import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, rebuildProductListing, rebuildProductSearch, schema, type Db } from '@apteek/db';
import {
  cents,
  PRODUCT_STATUS,
  STAFF_PRODUCT_PAGE_SIZE,
  STORE_CODES,
  type ProductTypeId,
  type StaffProduct,
  type StaffProductPage,
  type StaffSaleChange,
} from '@apteek/domain';

const {
  customerGroup,
  product,
  productText,
  productTierPrice,
  staffAuditLog,
  staffUser,
  stockItem,
  taxClass,
} = schema;

/** The audit log's target for a product: its SKU, which staff and the pharmacy's systems know it by. */
export const productTarget = (sku: string) => `product:${sku}`;

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of products whose SKU or name in any store view holds the term (all products for an
 * empty term), an exact SKU first, then by SKU.
 */
export async function searchStaffProducts(db: Db, term: string, page: number): Promise<StaffProductPage> {
  const pattern = containing(term);
  const matches =
    term === ''
      ? sql`true`
      : sql`(p.sku ilike ${pattern} or exists (select 1 from product_text t
             where t.product_id = p.id and t.name ilike ${pattern}))`;
  const rows = await queryRows<{
    sku: string;
    name: string | null;
    type_id: ProductTypeId;
    status: number;
    price_cents: number;
    qty: number | null;
    total: number;
  }>(
    db,
    sql`select p.sku, p.type_id, p.status, p.price_cents, s.qty, count(*) over ()::int as total,
          (select t.name from product_text t where t.product_id = p.id
            order by t.store_code <> 'ee', t.store_code limit 1) as name
        from product p left join stock_item s on s.product_id = p.id
        where ${matches}
        order by lower(p.sku) = lower(${term}) desc, p.sku
        limit ${STAFF_PRODUCT_PAGE_SIZE} offset ${(page - 1) * STAFF_PRODUCT_PAGE_SIZE}`,
  );
  let total = rows[0]?.total ?? 0;
  // A page past the last still says how many there are.
  if (rows.length === 0 && page > 1) total = (await searchStaffProducts(db, term, 1)).total;
  return {
    items: rows.map((row) => ({
      sku: row.sku,
      name: row.name ?? '',
      typeId: row.type_id,
      onSale: row.status === PRODUCT_STATUS.onSale,
      priceCents: cents(row.price_cents),
      qty: row.qty,
    })),
    total,
    page,
    pageSize: STAFF_PRODUCT_PAGE_SIZE,
  };
}

/** The latest changes of a product's sale state, from the audit log. */
async function saleChanges(db: Db, sku: string): Promise<StaffSaleChange[]> {
  const rows = await db
    .select({ at: staffAuditLog.at, details: staffAuditLog.details, staffName: staffUser.name })
    .from(staffAuditLog)
    .leftJoin(staffUser, eq(staffUser.id, staffAuditLog.staffId))
    .where(
      and(eq(staffAuditLog.action, 'product_sale_changed'), eq(staffAuditLog.target, productTarget(sku))),
    )
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(10);
  return rows.map((row) => {
    const details = (row.details ?? {}) as { onSale?: unknown; reason?: unknown };
    return {
      onSale: details.onSale === true,
      reason: typeof details.reason === 'string' ? details.reason : '',
      at: row.at.toISOString(),
      staffName: row.staffName,
    };
  });
}

/** One product as the catalogue holds it, or null for an unknown SKU. */
export async function staffProduct(db: Db, sku: string): Promise<StaffProduct | null> {
  const [row] = await db
    .select({ product, vatClass: taxClass.code, stock: stockItem })
    .from(product)
    .innerJoin(taxClass, eq(taxClass.id, product.taxClassId))
    .leftJoin(stockItem, eq(stockItem.productId, product.id))
    .where(eq(product.sku, sku));
  if (!row) return null;
  const p = row.product;
  const [texts, tiers, changes] = await Promise.all([
    db.select().from(productText).where(eq(productText.productId, p.id)),
    db
      .select({
        group: customerGroup.code,
        qty: productTierPrice.qty,
        priceCents: productTierPrice.priceCents,
      })
      .from(productTierPrice)
      .innerJoin(customerGroup, eq(customerGroup.id, productTierPrice.customerGroupId))
      .where(eq(productTierPrice.productId, p.id))
      .orderBy(asc(customerGroup.code), asc(productTierPrice.qty)),
    saleChanges(db, p.sku),
  ]);
  const byStore = new Map(texts.map((text) => [text.storeCode, text]));
  return {
    sku: p.sku,
    typeId: p.typeId,
    typeCode: p.typeCode,
    isMedicine: p.isMedicine,
    isControlled: p.isControlled,
    vatClass: row.vatClass,
    onSale: p.status === PRODUCT_STATUS.onSale,
    visibility: p.visibility,
    texts: STORE_CODES.flatMap((storeCode) => {
      const text = byStore.get(storeCode);
      return text
        ? [
            {
              storeCode,
              name: text.name,
              urlKey: text.urlKey,
              hasDescription: text.description.trim() !== '',
              hasShortDescription: text.shortDescription.trim() !== '',
            },
          ]
        : [];
    }),
    stock: row.stock
      ? {
          qty: row.stock.qty,
          reservedQty: row.stock.reservedQty,
          isInStock: row.stock.isInStock,
          status: row.stock.stockStatus,
        }
      : null,
    prices: {
      priceCents: cents(p.priceCents),
      special:
        p.specialPriceCents === null
          ? null
          : { priceCents: cents(p.specialPriceCents), from: p.specialFromDate, to: p.specialToDate },
      groups: tiers.map((tier) => ({ ...tier, priceCents: cents(tier.priceCents) })),
    },
    saleChanges: changes,
  };
}

/**
 * Takes a product off sale (status 2, as a feed's disabled row or a full batch leaving it out
 * does) or back on sale, and rebuilds its listing and search rows and the category listings in
 * the same transaction: at commit it has left (or joined) listings, search and the sitemap, its
 * page answers as a disabled product's and the cart refuses it. The tables' triggers drop its
 * pages and the lists on every instance. False when it was in that state already.
 */
export async function setProductSale(db: Db, productSku: string, onSale: boolean): Promise<boolean> {
  const status = onSale ? PRODUCT_STATUS.onSale : PRODUCT_STATUS.offSale;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(product)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(product.sku, productSku), ne(product.status, status)))
      .returning({ id: product.id });
    const ids = changed.map((row) => row.id);
    if (ids.length === 0) return false;
    await rebuildProductListing(tx, ids);
    await rebuildProductSearch(tx, ids);
    return true;
  });
}
