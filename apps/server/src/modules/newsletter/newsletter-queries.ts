import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  NEWSLETTER_COUPON_PERCENT,
  newsletterCouponCode,
  normaliseNewsletterEmail,
  type StoreCode,
} from '@apteek/domain';

const { newsletterSubscription, salesRule, customer } = schema;

export type SubscriptionRow = typeof newsletterSubscription.$inferSelect;

export async function findSubscription(db: Db, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email));
  return row;
}

/** Whether the logged-in customer's account has this (normalised) address. */
export async function isOwnAddress(db: Db, email: string, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await db.select({ email: customer.email }).from(customer).where(eq(customer.id, customerId));
  return row?.email != null && normaliseNewsletterEmail(row.email) === email;
}

/** Keeps the account's flag (the profile's isSubscribedToNewsletter) in step with the address. */
export async function markCustomer(db: Db, email: string, subscribed: boolean): Promise<void> {
  await db
    .update(customer)
    .set({ isSubscribedToNewsletter: subscribed })
    .where(sql`lower(trim(${customer.email})) = ${email}`);
}

/** A new opt-in token for the address (a new row, or the old one back to 'pending'). */
export async function savePending(
  db: Db,
  email: string,
  pending: { storeCode: StoreCode; tokenHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  const values = {
    storeCode: pending.storeCode,
    state: 'pending' as const,
    confirmTokenHash: pending.tokenHash,
    confirmExpiresAt: pending.expiresAt,
    updatedAt: pending.at,
  };
  await db
    .insert(newsletterSubscription)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: newsletterSubscription.email, set: values });
}

/** The pending subscription whose live token this is, now subscribed; undefined when there is none. */
export async function confirmPending(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscription)
    .set({
      state: 'subscribed',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: at,
      updatedAt: at,
    })
    .where(
      and(
        eq(newsletterSubscription.confirmTokenHash, tokenHash),
        eq(newsletterSubscription.state, 'pending'),
        gt(newsletterSubscription.confirmExpiresAt, at),
      ),
    )
    .returning();
  return row;
}

export async function markUnsubscribed(db: Db, email: string, at: Date): Promise<void> {
  await db
    .update(newsletterSubscription)
    .set({
      state: 'unsubscribed',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribedAt: at,
      updatedAt: at,
    })
    .where(eq(newsletterSubscription.email, email));
}

/** The subscriber's own coupon: 10 % off the cart, one order in all. */
export async function issueCoupon(db: Db, subscriptionId: number): Promise<string> {
  const code = newsletterCouponCode(randomBytes(10));
  await db.insert(salesRule).values({
    code,
    // No address here: the rule list is read by staff tools that need not know who subscribed.
    description: `Newsletter welcome coupon (subscription ${subscriptionId})`,
    type: 'percent',
    scope: 'cart',
    amount: NEWSLETTER_COUPON_PERCENT,
    skus: null,
    usageLimit: 1,
  });
  await db
    .update(newsletterSubscription)
    .set({ couponCode: code })
    .where(eq(newsletterSubscription.id, subscriptionId));
  return code;
}
