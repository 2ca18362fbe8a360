import { and, asc, eq, inArray, isNotNull, max, min, or } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError, KEPT_AFTER_DELETION, maskPersonalCode, type DataExport } from '@apteek/domain';
import { loyaltyCardsOf } from '../loyalty/index.ts';

const {
  customer,
  customerAddress,
  salesOrder,
  salesOrderLine,
  salesOrderAddress,
  productReview,
  productText,
  product,
  wishlistItem,
  newsletterSubscription,
  refreshToken,
  prescriptionAccessLog,
  chat,
  chatMessage,
  cart,
  cartItem,
} = schema;

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);
const masked = (code: string | null) => (code ? maskPersonalCode(code) : null);

type CustomerRow = typeof customer.$inferSelect;

/** What the export needs from the prescription module: the keyed hash the access log names patients by. */
export type PatientHashOf = (personalCode: string) => Promise<string>;

/**
 * Everything the shop holds tied to one account, read in one repeatable-read transaction so the
 * parts agree. Only rows whose customer is this account, or (the access log) whose patient is its
 * personal code; nothing of another customer.
 */
export async function exportCustomerData(
  db: Db,
  customerId: number,
  now: Date,
  patientHashOf: PatientHashOf,
): Promise<DataExport> {
  const [owner] = await db.select().from(customer).where(eq(customer.id, customerId));
  if (!owner) throw new DomainError('login_required');
  const patient = owner.personalCode ? await patientHashOf(owner.personalCode) : null;
  return db.transaction(
    async (tx) => {
      const [
        addresses,
        orders,
        reviews,
        wishlist,
        newsletter,
        identityMethods,
        accessLog,
        chats,
        carts,
        loyaltyCards,
      ] = await Promise.all([
        addressesOf(tx, customerId),
        ordersOf(tx, customerId),
        reviewsOf(tx, customerId),
        tx
          .select({ sku: wishlistItem.sku, addedAt: wishlistItem.addedAt })
          .from(wishlistItem)
          .where(eq(wishlistItem.customerId, customerId))
          .orderBy(asc(wishlistItem.addedAt)),
        newsletterOf(tx, owner.email),
        identityMethodsOf(tx, customerId),
        accessLogOf(tx, customerId, patient),
        chatsOf(tx, customerId),
        cartsOf(tx, customerId),
        loyaltyCardsOf(tx, customerId),
      ]);
      return {
        exportedAt: iso(now),
        profile: profileOf(owner),
        addresses,
        orders,
        reviews,
        wishlist: wishlist.map((row) => ({ sku: row.sku, addedAt: iso(row.addedAt) })),
        newsletter,
        claims: claimsOf(owner, newsletter),
        identityMethods,
        prescriptionAccessLog: accessLog,
        chats,
        carts,
        loyaltyCards,
        keptAfterDeletion: [...KEPT_AFTER_DELETION],
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function profileOf(row: CustomerRow): DataExport['profile'] {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    countryId: row.countryId,
    language: row.language,
    groupId: row.groupId,
    personalCode: masked(row.personalCode),
    identityMethod: row.identityMethod,
    identifiedAt: isoOrNull(row.identifiedAt),
    hasPassword: row.passwordHash !== null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The consents and choices the server knows of; the browser adds its own (the cookie choice). */
function claimsOf(row: CustomerRow, newsletter: DataExport['newsletter']): DataExport['claims'] {
  return [
    {
      code: 'termsAccepted',
      value: row.consentTermsAccepted,
      createdAt: isoOrNull(row.termsAcceptedAt),
      description: 'Terms and conditions and the privacy policy accepted',
    },
    {
      code: 'newsletter',
      value: row.isSubscribedToNewsletter,
      createdAt: newsletter?.confirmedAt ?? null,
      description: 'Newsletter by e-mail (double opt-in)',
    },
  ];
}

async function addressesOf(tx: Db, customerId: number): Promise<DataExport['addresses']> {
  const rows = await tx
    .select()
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId))
    .orderBy(asc(customerAddress.id));
  return rows.map(({ id: _id, customerId: _owner, createdAt: _c, updatedAt: _u, ...address }) => address);
}

async function ordersOf(tx: Db, customerId: number): Promise<DataExport['orders']> {
  const orders = await tx
    .select()
    .from(salesOrder)
    .where(eq(salesOrder.customerId, customerId))
    .orderBy(asc(salesOrder.createdAt));
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, addresses] = await Promise.all([
    tx
      .select()
      .from(salesOrderLine)
      .where(inArray(salesOrderLine.orderId, ids))
      .orderBy(asc(salesOrderLine.id)),
    tx.select().from(salesOrderAddress).where(inArray(salesOrderAddress.orderId, ids)),
  ]);
  return orders.map((order) => ({
    orderNumber: order.orderNumber,
    createdAt: iso(order.createdAt),
    storeCode: order.storeCode,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    shippingType: order.shippingType,
    firstname: order.firstname,
    lastname: order.lastname,
    email: order.email,
    phoneNumber: order.phoneNumber,
    recipientFirstname: order.recipientFirstname,
    recipientLastname: order.recipientLastname,
    recipientPhoneNumber: order.recipientPhoneNumber,
    company: order.company,
    taxId: order.taxId,
    couponCode: order.couponCode,
    grandTotal: order.grandTotal,
    taxTotal: order.taxTotal,
    shippingInclTax: order.shippingInclTax,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        sku: line.sku,
        name: line.name,
        qty: line.qty,
        prescriptionNumber: line.prescriptionNumber,
        patientCode: masked(line.patientCode),
        rowTotalInclTax: line.rowTotalInclTax,
        discount: line.discount,
        fundAmount: line.fundAmount,
      })),
    addresses: addresses
      .filter((address) => address.orderId === order.id)
      .map(({ id: _id, orderId: _order, ...address }) => address),
  }));
}

async function reviewsOf(tx: Db, customerId: number): Promise<DataExport['reviews']> {
  const rows = await tx
    .select({ review: productReview, sku: product.sku, name: productText.name })
    .from(productReview)
    .innerJoin(product, eq(product.id, productReview.productId))
    .leftJoin(
      productText,
      and(
        eq(productText.productId, productReview.productId),
        eq(productText.storeCode, productReview.storeCode),
      ),
    )
    .where(eq(productReview.customerId, customerId))
    .orderBy(asc(productReview.createdAt));
  return rows.map(({ review, sku, name }) => ({
    sku,
    productName: name ?? sku,
    nickname: review.nickname,
    title: review.title,
    text: review.text,
    rating: review.rating,
    status: review.status,
    createdAt: iso(review.createdAt),
  }));
}

async function newsletterOf(tx: Db, email: string | null): Promise<DataExport['newsletter']> {
  if (!email) return null;
  const [row] = await tx
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.email, email.trim().toLowerCase()));
  return row
    ? {
        email: row.email,
        state: row.state,
        createdAt: iso(row.createdAt),
        confirmedAt: isoOrNull(row.confirmedAt),
        unsubscribedAt: isoOrNull(row.unsubscribedAt),
      }
    : null;
}

/** Each way the account's sessions were started, with its first and last use; a password login has no method. */
async function identityMethodsOf(tx: Db, customerId: number): Promise<DataExport['identityMethods']> {
  const rows = await tx
    .select({
      method: refreshToken.identityMethod,
      first: min(refreshToken.createdAt),
      last: max(refreshToken.createdAt),
    })
    .from(refreshToken)
    .where(eq(refreshToken.customerId, customerId))
    .groupBy(refreshToken.identityMethod);
  return rows
    .filter((row) => row.first && row.last)
    .map((row) => ({
      method: row.method ?? 'password',
      firstUsedAt: iso(row.first!),
      lastUsedAt: iso(row.last!),
    }))
    .sort((a, b) => a.firstUsedAt.localeCompare(b.firstUsedAt));
}

/**
 * The reads the account made, and the reads of its holder's prescriptions by anyone (who read them
 * is not named when it was another account).
 */
async function accessLogOf(
  tx: Db,
  customerId: number,
  patient: string | null,
): Promise<DataExport['prescriptionAccessLog']> {
  const mine = eq(prescriptionAccessLog.customerId, customerId);
  const rows = await tx
    .select()
    .from(prescriptionAccessLog)
    .where(patient ? or(mine, eq(prescriptionAccessLog.patientHash, patient)) : mine)
    .orderBy(asc(prescriptionAccessLog.readAt));
  return rows.map((row) => ({
    readAt: iso(row.readAt),
    action: row.action,
    prescriptionNumber: row.customerId === customerId ? row.prescriptionNumber : null,
    outcome: row.outcome,
    byAccount: row.customerId === customerId,
    aboutAccountHolder: patient !== null && row.patientHash === patient,
  }));
}

async function chatsOf(tx: Db, customerId: number): Promise<DataExport['chats']> {
  const chats = await tx
    .select()
    .from(chat)
    .where(eq(chat.customerId, customerId))
    .orderBy(asc(chat.startedAt));
  if (chats.length === 0) return [];
  const messages = await tx
    .select()
    .from(chatMessage)
    .where(
      inArray(
        chatMessage.chatId,
        chats.map((row) => row.id),
      ),
    )
    .orderBy(asc(chatMessage.id));
  return chats.map((row) => ({
    startedAt: iso(row.startedAt),
    status: row.status,
    messages: messages
      .filter((message) => message.chatId === row.id)
      .map((message) => ({ author: message.author, text: message.text, at: iso(message.at) })),
  }));
}

async function cartsOf(tx: Db, customerId: number): Promise<DataExport['carts']> {
  const carts = await tx
    .select()
    .from(cart)
    .where(and(eq(cart.customerId, customerId), eq(cart.status, 'active')));
  if (carts.length === 0) return [];
  const lines = await tx
    .select()
    .from(cartItem)
    .where(
      and(
        inArray(
          cartItem.cartId,
          carts.map((row) => row.id),
        ),
        isNotNull(cartItem.sku),
      ),
    )
    .orderBy(asc(cartItem.id));
  return carts.map((row) => ({
    storeCode: row.storeCode,
    updatedAt: iso(row.updatedAt),
    lines: lines
      .filter((line) => line.cartId === row.id)
      .map((line) => ({ sku: line.sku, qty: line.qty, prescriptionNumber: line.prescriptionNumber })),
  }));
}
