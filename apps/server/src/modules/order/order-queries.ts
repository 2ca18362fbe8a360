import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { queryRows, schema, type Db } from '@apteek/db';
import { CANCELLABLE_FROM } from '@apteek/domain';

const { salesOrder, salesOrderLine, salesOrderAddress, salesOrderPayment, paymentNotification, stockItem } =
  schema;

export type OrderRow = typeof salesOrder.$inferSelect;
export type OrderLineRow = typeof salesOrderLine.$inferSelect;
export type NewOrder = Omit<typeof salesOrder.$inferInsert, 'orderNumber'>;
export type NewOrderLine = Omit<typeof salesOrderLine.$inferInsert, 'orderId'>;
export type NewOrderAddress = Omit<typeof salesOrderAddress.$inferInsert, 'orderId'>;

/** The order a cart placed under an idempotency key; a key is the cart's own, never another's. */
export async function findOrderByKey(
  db: Db,
  cartId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(salesOrder)
    .where(and(eq(salesOrder.cartId, cartId), eq(salesOrder.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.id, orderId));
  return row;
}

/** The order a provider reference names: its order number, or the token of the cart it came from. */
export async function findOrderByReference(db: Db, reference: string): Promise<OrderRow | undefined> {
  const [byNumber] = await db.select().from(salesOrder).where(eq(salesOrder.orderNumber, reference));
  if (byNumber) return byNumber;
  const [byCart] = await db
    .select()
    .from(salesOrder)
    .where(eq(salesOrder.cartId, reference))
    .orderBy(desc(salesOrder.createdAt))
    .limit(1);
  return byCart;
}

/**
 * Holds `qty` units of a product for an order in one statement: the row lock makes concurrent
 * orders queue on the product, and the condition is checked again on the locked row, so stock can
 * never be promised twice. A product without a stock row is not sold.
 */
export async function reserveStock(db: Db, productId: number, qty: number): Promise<boolean> {
  const rows = await db
    .update(stockItem)
    .set({ reservedQty: sql`${stockItem.reservedQty} + ${qty}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(stockItem.productId, productId),
        sql`(not ${stockItem.manageStock} or ${stockItem.qty} - ${stockItem.reservedQty} >= ${qty})`,
      ),
    )
    .returning({ productId: stockItem.productId });
  return rows.length === 1;
}

/** Gives back `qty` reserved units of a product (never below zero, which the table forbids). */
export async function releaseStock(db: Db, productId: number, qty: number): Promise<void> {
  await db
    .update(stockItem)
    .set({ reservedQty: sql`greatest(${stockItem.reservedQty} - ${qty}, 0)`, updatedAt: sql`now()` })
    .where(eq(stockItem.productId, productId));
}

/** A unit count held on one product's stock row. */
export interface Reservation {
  productId: number;
  qty: number;
}

/** What an order holds: as recorded at placement, or (older orders) its lines' products. */
export async function reservationsOf(db: Db, order: OrderRow): Promise<Reservation[]> {
  if (order.reservedStock) return order.reservedStock;
  const lines = await listLines(db, [order.id]);
  return sumReservations(
    lines.flatMap((line) => (line.productId === null ? [] : [{ productId: line.productId, qty: line.qty }])),
  );
}

/** One entry per product, in product id order (the order rows are always locked in). */
export function sumReservations(reservations: Reservation[]): Reservation[] {
  const sums = new Map<number, number>();
  for (const { productId, qty } of reservations) sums.set(productId, (sums.get(productId) ?? 0) + qty);
  return [...sums].sort(([a], [b]) => a - b).map(([productId, qty]) => ({ productId, qty }));
}

/** Products by id with their type and whether their stock row says they can be sold. */
export async function productStock(
  db: Db,
  productIds: number[],
): Promise<Map<number, { typeId: string; isInStock: boolean }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.product.id, typeId: schema.product.typeId, isInStock: stockItem.isInStock })
    .from(schema.product)
    .leftJoin(stockItem, eq(stockItem.productId, schema.product.id))
    .where(inArray(schema.product.id, productIds));
  return new Map(rows.map((row) => [row.id, { typeId: row.typeId, isInStock: row.isInStock ?? false }]));
}

/**
 * The holds that end: a provider order waiting for its payment (`unpaid`), and a cash-on-delivery
 * order the pharmacy has not confirmed (`cashOnDelivery`), each placed before `cutoff`. Both read a
 * partial index (sales_order_pending_idx, sales_order_cod_unconfirmed_idx).
 */
export type HoldKind = 'unpaid' | 'cashOnDelivery';

function heldBefore(kind: HoldKind, cutoff: Date) {
  const placedBefore = lt(salesOrder.createdAt, cutoff);
  if (kind === 'unpaid') return and(eq(salesOrder.status, 'PendingPayment'), placedBefore);
  return and(
    eq(salesOrder.status, 'Processing'),
    eq(salesOrder.paymentMethod, 'cashondelivery'),
    isNull(salesOrder.confirmedAt),
    placedBefore,
  );
}

/** Orders of a kind of hold placed before `cutoff`, oldest first. */
export async function dueOrders(db: Db, kind: HoldKind, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(heldBefore(kind, cutoff))
    .orderBy(asc(salesOrder.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Cancels an order whose hold ended, in one conditional statement: the row lock queues it behind a
 * payment being applied, and the condition is checked again on the locked row, so an order that
 * was paid or confirmed meanwhile (or already expired) is left alone. Null then.
 */
export async function expireOrder(
  db: Db,
  orderId: string,
  hold: { kind: HoldKind; cutoff: Date; now: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(salesOrder)
    .set({
      status: 'Cancelled',
      paymentStatus: sql`case when ${salesOrder.paymentStatus} = 'pending' then 'cancelled' else ${salesOrder.paymentStatus} end`,
      expiredAt: hold.now,
      lifeStage: 'cancelled',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(salesOrder.id, orderId),
        heldBefore(hold.kind, hold.cutoff),
        ne(salesOrder.paymentStatus, 'paid'),
        // Once the pharmacy has started on it, the order is no longer the expiry's to cancel.
        inArray(salesOrder.lifeStage, [...CANCELLABLE_FROM.expiry]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function nextOrderNumber(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: string }>(db, sql`select nextval('order_number_seq')::text as n`);
  return row!.n;
}

/** Writes the order; null when another request already placed an order under the same key. */
export async function insertOrder(
  db: Db,
  order: NewOrder & { orderNumber: string },
  lines: NewOrderLine[],
  addresses: NewOrderAddress[],
): Promise<OrderRow | null> {
  const [row] = await db
    .insert(salesOrder)
    .values(order)
    .onConflictDoNothing({ target: [salesOrder.cartId, salesOrder.idempotencyKey] })
    .returning();
  if (!row) return null;
  await db.insert(salesOrderLine).values(lines.map((line) => ({ ...line, orderId: row.id })));
  if (addresses.length > 0) {
    await db.insert(salesOrderAddress).values(addresses.map((address) => ({ ...address, orderId: row.id })));
  }
  return row;
}

/**
 * Counts a coupon's use for an order, in one conditional statement inside the order's transaction:
 * the row lock queues concurrent orders on the coupon and the limit is checked again on the locked
 * row, so a coupon is never used more often than its limit. False when no use is left.
 */
export async function countCouponUse(db: Db, code: string): Promise<boolean> {
  const { salesRule } = schema;
  const rows = await db
    .update(salesRule)
    .set({ timesUsed: sql`${salesRule.timesUsed} + 1` })
    .where(
      and(
        eq(salesRule.code, code),
        eq(salesRule.isActive, true),
        sql`(${salesRule.usageLimit} is null or ${salesRule.timesUsed} < ${salesRule.usageLimit})`,
      ),
    )
    .returning({ id: salesRule.id });
  return rows.length === 1;
}

/**
 * What the unconfirmed cash-on-delivery orders placed from `clientAddress` hold of these products,
 * per product (from each order's `reserved_stock`).
 */
export async function cashOnDeliveryHolds(
  db: Db,
  clientAddress: string,
  productIds: number[],
): Promise<{ productId: number; qty: number }[]> {
  if (productIds.length === 0) return [];
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<{ productId: number; qty: number }>(
    db,
    sql`select (held->>'productId')::int as "productId", sum((held->>'qty')::int)::int as qty
          from ${salesOrder}, jsonb_array_elements(${salesOrder.reservedStock}) as held
         where ${salesOrder.clientAddress} = ${clientAddress}
           and ${salesOrder.status} = 'Processing' and ${salesOrder.paymentMethod} = 'cashondelivery'
           and ${salesOrder.confirmedAt} is null
           and (held->>'productId')::int in (${ids})
         group by 1`,
  );
}

/** Products by id with their SKU and own sale limit (null: the store default applies). */
export async function saleLimits(
  db: Db,
  productIds: number[],
): Promise<Map<number, { sku: string; maxSaleQty: number | null }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.product.id, sku: schema.product.sku, maxSaleQty: stockItem.maxSaleQty })
    .from(schema.product)
    .leftJoin(stockItem, eq(stockItem.productId, schema.product.id))
    .where(inArray(schema.product.id, productIds));
  return new Map(rows.map((row) => [row.id, { sku: row.sku, maxSaleQty: row.maxSaleQty }]));
}

/** The cart becomes the order: it is closed and its lines go. False when it was no longer open. */
export async function closeCart(db: Db, cartId: string): Promise<boolean> {
  const closed = await db
    .update(schema.cart)
    .set({ status: 'ordered', updatedAt: sql`now()` })
    .where(and(eq(schema.cart.id, cartId), eq(schema.cart.status, 'active')))
    .returning({ id: schema.cart.id });
  if (closed.length === 0) return false;
  await db.delete(schema.cartItem).where(eq(schema.cartItem.cartId, cartId));
  return true;
}

export function listLines(db: Db, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(salesOrderLine)
    .where(inArray(salesOrderLine.orderId, orderIds))
    .orderBy(asc(salesOrderLine.id));
}

export async function customerOrders(
  db: Db,
  customerId: number,
  page: { size: number; current: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(salesOrder)
      .where(eq(salesOrder.customerId, customerId))
      .orderBy(desc(salesOrder.createdAt), desc(salesOrder.orderNumber))
      .limit(page.size)
      .offset(page.size * (page.current - 1)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(salesOrder)
      .where(eq(salesOrder.customerId, customerId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The order row, locked until the transaction ends, so two messages about it apply one after the other. */
export async function lockOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.id, orderId)).for('update');
  return row;
}

export async function updateOrder(
  db: Db,
  orderId: string,
  values: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'note' | 'expiredAt'>>,
): Promise<void> {
  await db
    .update(salesOrder)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(salesOrder.id, orderId));
}

/** Records a provider transaction once; false when it was already recorded. */
export async function insertPayment(
  db: Db,
  payment: typeof salesOrderPayment.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(salesOrderPayment)
    .values(payment)
    .onConflictDoNothing()
    .returning({ id: salesOrderPayment.id });
  return rows.length === 1;
}

/** Remembers a provider message by its digest; false when the same message came before. */
export async function rememberNotification(
  db: Db,
  provider: string,
  digest: string,
  orderId: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(paymentNotification)
    .values({ provider, digest, orderId })
    .onConflictDoNothing()
    .returning({ digest: paymentNotification.digest });
  return rows.length === 1;
}

/** Who receives the parcel: the recipient the checkout named, or the buyer. */
export function receiverOf(order: OrderRow): { firstname: string; lastname: string; phoneNumber: string } {
  return order.recipientFirstname !== null && order.recipientLastname !== null
    ? {
        firstname: order.recipientFirstname,
        lastname: order.recipientLastname,
        phoneNumber: order.recipientPhoneNumber ?? order.phoneNumber,
      }
    : { firstname: order.firstname, lastname: order.lastname, phoneNumber: order.phoneNumber };
}
