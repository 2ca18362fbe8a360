import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError } from '@apteek/domain';
import { eraseLoyaltyCards } from '../loyalty/index.ts';
import { releaseOrdersOfAccount } from './order-anonymising.ts';

const {
  customer,
  cart,
  cartItem,
  chat,
  newsletterSubscription,
  mailOutbox,
  prescriptionCompensation,
  requestLimit,
} = schema;

/**
 * Deletes an account in one transaction, so it is never half gone. Erased at once: the profile,
 * addresses, sessions and reset links, reviews, wishlist, stored offers (all deleted with the
 * customer row), carts, the newsletter subscription, the mails to the address and the plastic
 * loyalty cards (a digital card's number is kept unlinked, never issued again); orders are
 * anonymised, except a prescription order's dispensing record (see releaseOrdersOfAccount).
 * Kept, unlinked from the account: chat transcripts (counselling) until their year ends, and the
 * prescription access log, which is the pharmacy's record. A token of the account names nobody
 * afterwards (the auth hook finds no row), and the e-mail address and personal code are free for
 * a new account that starts empty.
 */
export async function deleteAccount(db: Db, customerId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: customer.id, email: customer.email })
      .from(customer)
      .where(eq(customer.id, customerId))
      .for('update');
    // Deleted meanwhile by another request of the same account.
    if (!owner) throw new DomainError('login_required');

    await releaseCarts(tx, customerId, at);
    await tx.update(chat).set({ customerId: null }).where(eq(chat.customerId, customerId));
    await releaseOrdersOfAccount(tx, customerId, at);
    if (owner.email) {
      const email = owner.email.trim().toLowerCase();
      await tx.delete(newsletterSubscription).where(eq(newsletterSubscription.email, email));
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email}`);
    }
    await tx.delete(requestLimit).where(eq(requestLimit.key, `email-change:account:${customerId}`));
    await tx.delete(requestLimit).where(eq(requestLimit.key, `loyalty-register:account:${customerId}`));
    await eraseLoyaltyCards(tx, customerId, at);
    await tx.delete(customer).where(eq(customer.id, customerId));
  });
}

/**
 * The account's carts go with their lines. A cart with a chat stays as an empty shell, no longer
 * the account's nor usable, because the transcript hangs on it and is kept for its year.
 */
async function releaseCarts(tx: Db, customerId: number, at: Date): Promise<void> {
  const carts = await tx
    .select({
      id: cart.id,
      // Written out: drizzle leaves a one-table query's columns unqualified, which a subquery misreads.
      hasChat: sql<boolean>`exists (select 1 from "chat" where "chat"."cart_id" = "cart"."id")`,
    })
    .from(cart)
    .where(eq(cart.customerId, customerId))
    .for('update');
  if (carts.length === 0) return;
  const withChat = carts.filter((row) => row.hasChat).map((row) => row.id);
  const without = carts.filter((row) => !row.hasChat).map((row) => row.id);
  if (without.length > 0) await tx.delete(cart).where(inArray(cart.id, without));
  if (withChat.length > 0) {
    await tx.delete(cartItem).where(inArray(cartItem.cartId, withChat));
    await tx.delete(prescriptionCompensation).where(inArray(prescriptionCompensation.cartId, withChat));
    await tx
      .update(cart)
      .set({
        customerId: null,
        status: 'merged',
        couponCode: null,
        shippingAddress: null,
        billingAddress: null,
        paymentMethod: null,
        updatedAt: at,
      })
      .where(and(inArray(cart.id, withChat)));
  }
}
