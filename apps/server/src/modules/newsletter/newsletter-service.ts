import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  ipLimitKey,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_COUPON_PERCENT,
  NEWSLETTER_LIMITS,
  newsletterAnswerFor,
  newsletterCouponCode,
  normaliseNewsletterEmail,
  type NewsletterAnswer,
  type StoreCode,
} from '@apteek/domain';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { invalidField } from '../../plugins/validation.ts';
import type { Mailer } from '../mail/index.ts';
import { couponMail, optInMail, unsubscribeLinkMail } from './newsletter-mail.ts';

const { newsletterSubscription, salesRule, customer } = schema;

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  now: () => number;
  secret: () => Promise<string>;
}

/** Where the mails' links lead: the storefront's pages for one store view. */
export interface NewsletterLinks {
  confirm(store: StoreCode, token: string): string;
  unsubscribe(store: StoreCode, email: string, token: string): string;
}

/** Who asks: the mailbox viewer (local mailbox only), the client address, the logged-in customer. */
export interface NewsletterCaller {
  ip: string;
  viewerHash: string | null;
  customerId: number | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The newsletter (issue 21 item 3): double opt-in, a single-use coupon of the subscriber's own at
 * the first confirmation, unsubscribing by the link every mail carries or as the address's owner.
 * A caller who is not the address's owner learns nothing about its subscription from any answer.
 */
export function newsletterService({ db, mailer, now, secret }: NewsletterDeps) {
  const limiter = requestLimiter(db, now);
  const limit = (what: 'subscribe' | 'unsubscribe', email: string, ip: string) =>
    limiter.hit(
      [
        { key: `newsletter-${what}:ip:${ipLimitKey(ip)}`, policy: NEWSLETTER_LIMITS.ip },
        { key: `newsletter-${what}:address:${email}`, policy: NEWSLETTER_LIMITS.address },
      ],
      'too_many_requests',
    );

  async function unsubscribeToken(email: string): Promise<string> {
    return createHmac('sha256', await secret()).update(`newsletter-unsubscribe:${email}`).digest('base64url');
  }

  async function isOwner(email: string, customerId: number | null): Promise<boolean> {
    if (customerId === null) return false;
    const [row] = await db.select({ email: customer.email }).from(customer).where(eq(customer.id, customerId));
    return row?.email != null && normaliseNewsletterEmail(row.email) === email;
  }

  const find = async (email: string) =>
    (await db.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email)))[0];

  /** Keeps the account's flag (the profile's isSubscribedToNewsletter) in step with the address. */
  const markCustomer = (tx: Db, email: string, subscribed: boolean) =>
    tx
      .update(customer)
      .set({ isSubscribedToNewsletter: subscribed })
      .where(sql`lower(trim(${customer.email})) = ${email}`);

  return {
    async status(rawEmail: string, caller: NewsletterCaller): Promise<NewsletterAnswer> {
      const email = normaliseNewsletterEmail(rawEmail);
      const owner = await isOwner(email, caller.customerId);
      return newsletterAnswerFor(owner ? ((await find(email))?.state ?? null) : null, owner);
    },

    /** Sends the opt-in link unless the address is subscribed already; the answer is the same either way. */
    async subscribe(
      rawEmail: string,
      store: StoreCode,
      caller: NewsletterCaller,
      links: NewsletterLinks,
    ): Promise<NewsletterAnswer> {
      const email = normaliseNewsletterEmail(rawEmail);
      await limit('subscribe', email, caller.ip);
      const owner = await isOwner(email, caller.customerId);
      const existing = await find(email);
      if (existing?.state === 'subscribed') return owner ? 'subscribed' : 'confirmation_sent';
      const token = randomBytes(32).toString('base64url');
      const values = {
        storeCode: store,
        state: 'pending' as const,
        confirmTokenHash: sha256(token),
        confirmExpiresAt: new Date(now() + NEWSLETTER_CONFIRM_TTL_MS),
        updatedAt: new Date(now()),
      };
      await db
        .insert(newsletterSubscription)
        .values({ email, ...values })
        .onConflictDoUpdate({ target: newsletterSubscription.email, set: values });
      const mail = optInMail(email, store, {
        confirm: links.confirm(store, token),
        unsubscribe: links.unsubscribe(store, email, await unsubscribeToken(email)),
      });
      await mailer.send(mail, { viewerHash: caller.viewerHash });
      return 'confirmation_sent';
    },

    /**
     * Follows the opt-in link: subscribed from now on, and at the address's first confirmation ever
     * its own single-use coupon (a cart rule usable by one order) is made and mailed.
     */
    async confirm(token: string, caller: NewsletterCaller, links: NewsletterLinks): Promise<NewsletterAnswer> {
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscription)
          .set({
            state: 'subscribed',
            confirmTokenHash: null,
            confirmExpiresAt: null,
            confirmedAt: new Date(now()),
            updatedAt: new Date(now()),
          })
          .where(
            and(
              eq(newsletterSubscription.confirmTokenHash, sha256(token)),
              eq(newsletterSubscription.state, 'pending'),
              gt(newsletterSubscription.confirmExpiresAt, new Date(now())),
            ),
          )
          .returning();
        if (!row) throw invalidField('token', 'This confirmation link is invalid or has expired.');
        await markCustomer(tx, row.email, true);
        if (row.couponCode !== null) return { row, coupon: null };
        const coupon = await issueCoupon(tx, row.id);
        const unsubscribe = links.unsubscribe(row.storeCode, row.email, await unsubscribeToken(row.email));
        await mailer.send(couponMail(row.email, row.storeCode, coupon, unsubscribe), {
          db: tx,
          viewerHash: caller.viewerHash,
        });
        return { row, coupon };
      });
      if (confirmed.coupon) mailer.kick();
      return 'subscribed';
    },

    /**
     * With the mail's link (or as the address's owner) the address is unsubscribed at once; without,
     * an unsubscribe link is mailed to the address if it has a subscription, and the answer is the same.
     */
    async unsubscribe(
      rawEmail: string,
      token: string | undefined,
      caller: NewsletterCaller,
      links: NewsletterLinks,
    ): Promise<NewsletterAnswer> {
      const email = normaliseNewsletterEmail(rawEmail);
      if (token !== undefined) {
        const expected = Buffer.from(await unsubscribeToken(email));
        const offered = Buffer.from(token);
        if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) {
          throw invalidField('token', 'This unsubscribe link is invalid.');
        }
      } else if (!(await isOwner(email, caller.customerId))) {
        await limit('unsubscribe', email, caller.ip);
        const row = await find(email);
        if (row && row.state !== 'unsubscribed') {
          const link = links.unsubscribe(row.storeCode, email, await unsubscribeToken(email));
          await mailer.send(unsubscribeLinkMail(email, row.storeCode, link), { viewerHash: caller.viewerHash });
        }
        return 'confirmation_sent';
      }
      await db.transaction(async (tx) => {
        await tx
          .update(newsletterSubscription)
          .set({
            state: 'unsubscribed',
            confirmTokenHash: null,
            confirmExpiresAt: null,
            unsubscribedAt: new Date(now()),
            updatedAt: new Date(now()),
          })
          .where(eq(newsletterSubscription.email, email));
        await markCustomer(tx, email, false);
      });
      return 'unsubscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;

/** The subscriber's own coupon: 10 % off the cart, one order in all (spec 001 §9). */
async function issueCoupon(tx: Db, subscriptionId: number): Promise<string> {
  const code = newsletterCouponCode(randomBytes(10));
  await tx.insert(salesRule).values({
    code,
    // No address here: the rule list is read by staff tools that need not know who subscribed.
    description: `Newsletter welcome coupon (subscription ${subscriptionId})`,
    type: 'percent',
    scope: 'cart',
    amount: NEWSLETTER_COUPON_PERCENT,
    skus: null,
    usageLimit: 1,
  });
  await tx
    .update(newsletterSubscription)
    .set({ couponCode: code })
    .where(eq(newsletterSubscription.id, subscriptionId));
  return code;
}
