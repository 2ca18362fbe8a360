import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation, schema, type Db } from '@apteek/db';
import { GUEST_GROUP_ID, mergeCarts, type StoreCode } from '@apteek/domain';
import { adoptGuestChat } from '../chat/index.ts';
import type { ProductOption } from './cart-schemas.ts';

const { cart, cartItem, salesRule } = schema;

export type CartRow = typeof cart.$inferSelect;
export type CartItemRow = typeof cartItem.$inferSelect;
export type SalesRuleRow = typeof salesRule.$inferSelect;

/** 32 url-safe characters from 24 random bytes: a guest's cart id cannot be guessed. */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

export async function insertCart(db: Db, storeCode: StoreCode, customerId: number | null): Promise<CartRow> {
  const [row] = await db.insert(cart).values({ id: newCartId(), storeCode, customerId }).returning();
  return row!;
}

export async function findCart(db: Db, cartId: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(cart).where(eq(cart.id, cartId)).limit(1);
  return row;
}

export async function findActiveCustomerCart(db: Db, customerId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(cart)
    .where(and(eq(cart.customerId, customerId), eq(cart.status, 'active')))
    .orderBy(sql`${cart.updatedAt} desc`)
    .limit(1);
  return row;
}

/** The customer group a cart is priced for: its customer's group, the guest group for a guest cart. */
export async function cartGroupId(db: Db, row: CartRow): Promise<number> {
  if (row.customerId === null) return GUEST_GROUP_ID;
  const { customer } = schema;
  const [found] = await db
    .select({ groupId: customer.groupId })
    .from(customer)
    .where(eq(customer.id, row.customerId))
    .limit(1);
  return found?.groupId ?? GUEST_GROUP_ID;
}

export function listItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItem).where(eq(cartItem.cartId, cartId)).orderBy(cartItem.id);
}

export interface LineWrite {
  cartId: string;
  productId: number;
  sku: string;
  parentSku: string | null;
  lineKey: string;
  qty: number;
  productOption: ProductOption;
  /** Custom option 10100 of a prescription line (one medicine per prescription: a unique index). */
  prescriptionNumber?: string | null;
}

/**
 * Sets a line's quantity, creating it if needed, in one statement: concurrent updates of the same
 * product meet on the (cart_id, line_key) index instead of creating two lines.
 */
export async function upsertLine(db: Db, line: LineWrite): Promise<CartItemRow> {
  const [row] = await db
    .insert(cartItem)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItem.cartId, cartItem.lineKey],
      set: { qty: line.qty, productOption: line.productOption, updatedAt: sql`now()` },
    })
    .returning();
  await touchCart(db, line.cartId);
  return row!;
}

/**
 * Edit mode: the line whose options changed becomes the line of its new options. The row keeps its
 * id, so whichever of several quick edits arrives moves the same row; when the cart already holds
 * the new options, that line takes the quantity and the edited row goes. A plain add of the same
 * new options racing the edit can take the line key first: the edit then runs again and joins it.
 */
export async function replaceLine(db: Db, itemId: number, line: LineWrite): Promise<CartItemRow> {
  try {
    return await replaceLineOnce(db, itemId, line);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return replaceLineOnce(db, itemId, line);
  }
}

function replaceLineOnce(db: Db, itemId: number, line: LineWrite): Promise<CartItemRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: cartItem.id })
      .from(cartItem)
      .where(and(eq(cartItem.cartId, line.cartId), eq(cartItem.lineKey, line.lineKey)));
    if (existing) {
      await tx.delete(cartItem).where(and(eq(cartItem.id, itemId), eq(cartItem.cartId, line.cartId)));
      return upsertLine(tx, line);
    }
    const [row] = await tx
      .update(cartItem)
      .set({ ...line, updatedAt: sql`now()` })
      .where(and(eq(cartItem.id, itemId), eq(cartItem.cartId, line.cartId)))
      .returning();
    // The edited line was removed meanwhile: the edit adds its new options as a line of their own.
    if (!row) return upsertLine(tx, line);
    await touchCart(tx, line.cartId);
    return row;
  });
}

export async function deleteLine(db: Db, cartId: string, match: { itemId?: number; sku?: string }) {
  const where =
    match.itemId !== undefined
      ? and(eq(cartItem.cartId, cartId), eq(cartItem.id, match.itemId))
      : and(eq(cartItem.cartId, cartId), eq(cartItem.sku, match.sku!));
  await db.delete(cartItem).where(where);
  await touchCart(db, cartId);
}

export async function updateCart(
  db: Db,
  cartId: string,
  values: Partial<
    Pick<
      CartRow,
      | 'storeCode'
      | 'couponCode'
      | 'chatId'
      | 'shippingCarrierCode'
      | 'shippingMethodCode'
      | 'shippingAddress'
      | 'billingAddress'
      | 'paymentMethod'
    >
  >,
): Promise<void> {
  await db
    .update(cart)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cart.id, cartId));
}

export async function touchCart(db: Db, cartId: string): Promise<void> {
  await db
    .update(cart)
    .set({ updatedAt: sql`now()` })
    .where(eq(cart.id, cartId));
}

export async function findSalesRule(db: Db, code: string): Promise<SalesRuleRow | undefined> {
  const [row] = await db.select().from(salesRule).where(eq(salesRule.code, code)).limit(1);
  return row;
}

/**
 * Joins a guest cart into a customer's cart at login: the same product
 * sums its quantities, other lines move over, and the guest cart is closed. The guest cart's open
 * chat comes along (the chat module's adoptGuestChat: the one with the latest activity stays when
 * both carts have one), and the customer's cart keeps its id. The customer's cart row is locked
 * and remembers merged ids, so a repeated or concurrent merge adds nothing.
 */
export async function mergeGuestCart(
  db: Db,
  customerCartId: string,
  guestCartId: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(cart).where(eq(cart.id, customerCartId)).for('update');
    const [guest] = await tx
      .select()
      .from(cart)
      .where(and(eq(cart.id, guestCartId), isNull(cart.customerId), eq(cart.status, 'active')));
    if (!target || !guest || target.mergedCartIds.includes(guest.id)) return;
    const [own, theirs] = await Promise.all([listItems(tx, target.id), listItems(tx, guest.id)]);
    const merged = mergeCarts(
      {
        lines: own.map((row) => ({ key: row.lineKey, qty: row.qty, row })),
        mergedCartIds: target.mergedCartIds,
      },
      { cartId: guest.id, lines: theirs.map((row) => ({ key: row.lineKey, qty: row.qty, row })) },
    );
    for (const line of merged.lines) {
      const before = own.find((row) => row.lineKey === line.key);
      if (before?.qty === line.qty) continue;
      await upsertLine(tx, {
        cartId: target.id,
        productId: line.row.productId,
        sku: line.row.sku,
        parentSku: line.row.parentSku,
        lineKey: line.key,
        qty: line.qty,
        productOption: line.row.productOption as ProductOption,
      });
    }
    const chatId = await adoptGuestChat(tx, {
      guestCartId: guest.id,
      cartId: target.id,
      customerId: target.customerId,
      at,
    });
    await tx
      .update(cart)
      .set({ mergedCartIds: [...merged.mergedCartIds], ...(chatId ? { chatId } : {}), updatedAt: sql`now()` })
      .where(eq(cart.id, target.id));
    await tx
      .update(cart)
      .set({ status: 'merged', updatedAt: sql`now()` })
      .where(eq(cart.id, guest.id));
  });
}
