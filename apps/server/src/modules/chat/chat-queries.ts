import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { isUniqueViolation, schema, type Db } from '@apteek/db';
import type { ChatAuthor, ChatMessageKind, ChatStatus } from '@apteek/domain';

const { chat, chatMessage, staffUser, customer, prescriptionOfferRequest, cart, cartItem } = schema;

export type ChatRow = typeof chat.$inferSelect;
export type ChatProduct = NonNullable<typeof chatMessage.$inferSelect.product>;

/** 16 random bytes in base64url: 22 characters that cannot be guessed. */
export function newChatId(): string {
  return randomBytes(16).toString('base64url');
}

export async function findChat(db: Db, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chat).where(eq(chat.id, chatId)).limit(1);
  return row;
}

/** The chat of this id if it is this cart's. */
export async function findCartChat(db: Db, cartId: string, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.id, chatId), eq(chat.cartId, cartId)))
    .limit(1);
  return row;
}

/** The cart's chat that is not closed (at most one: chat_open_cart_idx). */
export async function findOpenChat(db: Db, cartId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.cartId, cartId), ne(chat.status, 'closed')))
    .limit(1);
  return row;
}

/** A new chat for the cart, or undefined when another request created its open chat first. */
export async function insertChat(
  db: Db,
  values: { cartId: string; customerId: number | null; storeCode: string; at: Date },
): Promise<ChatRow | undefined> {
  const [row] = await db
    .insert(chat)
    .values({
      id: newChatId(),
      cartId: values.cartId,
      customerId: values.customerId,
      storeCode: values.storeCode,
      status: 'active',
      startedAt: values.at,
      lastActivityAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Sets a chat's status unless it is closed (closing sets closed_at); answers the row, or undefined
 * when it was closed already (or is gone).
 */
export async function setChatStatus(
  db: Db,
  chatId: string,
  status: ChatStatus,
  at: Date,
): Promise<ChatRow | undefined> {
  const [row] = await db
    .update(chat)
    .set({ status, lastActivityAt: at, ...(status === 'closed' ? { closedAt: at } : {}) })
    .where(and(eq(chat.id, chatId), ne(chat.status, 'closed')))
    .returning();
  return row;
}

export interface NewChatMessage {
  author: ChatAuthor;
  kind: ChatMessageKind;
  text: string;
  product?: ChatProduct | null;
  prescriptionNumber?: string | null;
  staffId?: number | null;
}

/**
 * Adds a message to a chat that is not closed and moves the chat to `status`, in one transaction:
 * the chat row is locked first, so a close racing the message either comes before (the message is
 * refused: undefined) or after it.
 */
export async function addMessage(
  db: Db,
  chatId: string,
  message: NewChatMessage,
  status: (current: ChatStatus) => ChatStatus | null,
  at: Date,
): Promise<{ id: number } | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: chat.status })
      .from(chat)
      .where(eq(chat.id, chatId))
      .for('update');
    const next = locked ? status(locked.status) : null;
    if (!next) return undefined;
    await tx.update(chat).set({ status: next, lastActivityAt: at }).where(eq(chat.id, chatId));
    const [row] = await tx
      .insert(chatMessage)
      .values({
        chatId,
        author: message.author,
        kind: message.kind,
        text: message.text,
        product: message.product ?? null,
        prescriptionNumber: message.prescriptionNumber ?? null,
        staffId: message.staffId ?? null,
        at,
      })
      .returning({ id: chatMessage.id });
    return row;
  });
}

/** A chat's messages after `after` (an id), oldest first, with the pharmacist's name. */
export function listMessages(db: Db, chatId: string, after = 0) {
  return db
    .select({
      id: chatMessage.id,
      author: chatMessage.author,
      kind: chatMessage.kind,
      text: chatMessage.text,
      product: chatMessage.product,
      prescriptionNumber: chatMessage.prescriptionNumber,
      pharmacistName: staffUser.name,
      at: chatMessage.at,
    })
    .from(chatMessage)
    .leftJoin(staffUser, eq(staffUser.id, chatMessage.staffId))
    .where(and(eq(chatMessage.chatId, chatId), gt(chatMessage.id, after)))
    .orderBy(asc(chatMessage.id));
}

export type ChatMessageRow = Awaited<ReturnType<typeof listMessages>>[number];

/** How many chats the staff list shows at most. */
const STAFF_LIST_LIMIT = 200;

/**
 * The chats the staff console lists: the active ones, and inactive ones with a message in the
 * last 24 hours; newest activity first, with the customer's name, the last message and the cart.
 */
export async function listStaffChats(db: Db, at: Date) {
  const dayAgo = new Date(at.getTime() - 24 * 3600 * 1000);
  const lastMessage = db
    .select({
      text: chatMessage.text,
      author: chatMessage.author,
      at: chatMessage.at,
    })
    .from(chatMessage)
    .where(eq(chatMessage.chatId, chat.id))
    .orderBy(desc(chatMessage.id))
    .limit(1)
    .as('last_message');
  return db
    .select({
      chat,
      cart,
      firstname: customer.firstname,
      lastname: customer.lastname,
      lastText: lastMessage.text,
      lastAuthor: lastMessage.author,
      lastAt: lastMessage.at,
    })
    .from(chat)
    .innerJoin(cart, eq(cart.id, chat.cartId))
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoin(customer, eq(customer.id, chat.customerId))
    .where(
      or(
        eq(chat.status, 'active'),
        and(eq(chat.status, 'inactive'), gt(chat.lastActivityAt, dayAgo), gt(lastMessage.at, dayAgo)),
      ),
    )
    .orderBy(desc(chat.lastActivityAt))
    .limit(STAFF_LIST_LIMIT);
}

/** The item ids of the cart's prescription lines. */
export async function prescriptionItemIds(db: Db, cartIds: string[]): Promise<Set<number>> {
  if (cartIds.length === 0) return new Set();
  const rows = await db
    .select({ id: cartItem.id })
    .from(cartItem)
    .where(and(inArray(cartItem.cartId, cartIds), sql`${cartItem.prescriptionNumber} is not null`));
  return new Set(rows.map((row) => row.id));
}

/** The prescription offer requests of a cart, by its code (the service's OrderCode). */
export async function offerRequestsOf(db: Db, cartCode: string) {
  // A prescription opened again asks again: the pharmacist sees each prescription once, as its
  // latest request stands.
  const latest = await db
    .selectDistinctOn([prescriptionOfferRequest.prescriptionNumber], {
      id: prescriptionOfferRequest.id,
      prescriptionNumber: prescriptionOfferRequest.prescriptionNumber,
      title: prescriptionOfferRequest.title,
      answeredAt: prescriptionOfferRequest.answeredAt,
    })
    .from(prescriptionOfferRequest)
    .where(eq(prescriptionOfferRequest.orderCode, cartCode))
    .orderBy(prescriptionOfferRequest.prescriptionNumber, desc(prescriptionOfferRequest.id));
  return latest.sort((a, b) => a.id - b.id);
}

/** Deletes chats (their messages with them) whose last activity is before `before`; answers how many. */
export async function deleteChatsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(chat).where(lt(chat.lastActivityAt, before)).returning({ id: chat.id });
  return rows.length;
}

/** Whether the chat of this id is the cart's (save-chatId keeps only the cart's own chat). */
export async function chatBelongsToCart(db: Db, chatId: string, cartId: string): Promise<boolean> {
  return (await findCartChat(db, cartId, chatId)) !== undefined;
}

/** The cart's open chat, locked until the transaction ends. */
async function lockOpenChat(db: Db, cartId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.cartId, cartId), ne(chat.status, 'closed')))
    .for('update');
  return row;
}

/**
 * At login the guest's cart joins the customer's (the cart module's mergeGuestCart), and in that
 * transaction the guest cart's open chat goes with it, so the customer keeps the transcript: it
 * moves to the customer's cart (and becomes that customer's) unless that cart has an open chat of
 * its own. With two open chats the one with the latest activity stays open on the customer's cart
 * (the customer's on a tie) and the other is closed where it is: a cart has one open chat.
 * Answers the id of the customer's cart's open chat, or null when the guest cart had none.
 */
export async function adoptGuestChat(
  db: Db,
  move: { guestCartId: string; cartId: string; customerId: number | null; at: Date },
): Promise<string | null> {
  const guests = await lockOpenChat(db, move.guestCartId);
  if (!guests) return null;
  const decide = () =>
    db.transaction(async (tx) => {
      const own = await lockOpenChat(tx, move.cartId);
      if (own && own.lastActivityAt.getTime() >= guests.lastActivityAt.getTime()) {
        await setChatStatus(tx, guests.id, 'closed', move.at);
        return own.id;
      }
      if (own) await setChatStatus(tx, own.id, 'closed', move.at);
      await tx
        .update(chat)
        .set({ cartId: move.cartId, customerId: move.customerId })
        .where(eq(chat.id, guests.id));
      return guests.id;
    });
  // A start on the customer's cart may insert its chat meanwhile: the move is then a unique
  // violation (chat_open_cart_idx), its savepoint is undone, and the choice is made again with it.
  try {
    return await decide();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return decide();
  }
}
