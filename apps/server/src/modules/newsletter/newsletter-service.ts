import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@apteek/db';
import {
  ipLimitKey,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_LIMITS,
  newsletterAnswerFor,
  normaliseNewsletterEmail,
  type NewsletterAnswer,
  type StoreCode,
} from '@apteek/domain';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { invalidField } from '../../plugins/validation.ts';
import type { Mailer } from '../mail/index.ts';
import { couponMail, optInMail, unsubscribeLinkMail } from './newsletter-mail.ts';
import {
  confirmPending,
  findSubscription,
  isOwnAddress,
  issueCoupon,
  markCustomer,
  markUnsubscribed,
  savePending,
} from './newsletter-queries.ts';

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

/** Opt-in and unsubscribe-link mails per address and per client address. */
function newsletterLimit(db: Db, now: () => number) {
  const limiter = requestLimiter(db, now);
  return (what: 'subscribe' | 'unsubscribe', email: string, ip: string) =>
    limiter.hit(
      [
        { key: `newsletter-${what}:ip:${ipLimitKey(ip)}`, policy: NEWSLETTER_LIMITS.ip },
        { key: `newsletter-${what}:address:${email}`, policy: NEWSLETTER_LIMITS.address },
      ],
      'too_many_requests',
    );
}

/** The unsubscribe link's token is derived, not stored: every mail can carry it, and it never expires. */
function unsubscribeTokens(secret: () => Promise<string>) {
  const tokenOf = async (email: string) =>
    createHmac('sha256', await secret())
      .update(`newsletter-unsubscribe:${email}`)
      .digest('base64url');
  return {
    unsubscribeLink: async (links: NewsletterLinks, store: StoreCode, email: string) =>
      links.unsubscribe(store, email, await tokenOf(email)),
    checkUnsubscribeToken: async (email: string, token: string): Promise<void> => {
      const expected = Buffer.from(await tokenOf(email));
      const offered = Buffer.from(token);
      if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) {
        throw invalidField('token', 'This unsubscribe link is invalid.');
      }
    },
  };
}

/** Asked without the link by someone who is not the owner: the link goes to the address itself. */
async function mailUnsubscribeLink(
  deps: { db: Db; mailer: Mailer; unsubscribeLink: ReturnType<typeof unsubscribeTokens>['unsubscribeLink'] },
  email: string,
  caller: NewsletterCaller,
  links: NewsletterLinks,
): Promise<void> {
  const row = await findSubscription(deps.db, email);
  if (!row || row.state === 'unsubscribed') return;
  const link = await deps.unsubscribeLink(links, row.storeCode, email);
  await deps.mailer.send(unsubscribeLinkMail(email, row.storeCode, link), { viewerHash: caller.viewerHash });
}

/**
 * The newsletter: double opt-in, a single-use coupon of the subscriber's own at
 * the first confirmation, unsubscribing by the link every mail carries or as the address's owner.
 * A caller who is not the address's owner learns nothing about its subscription from any answer.
 */
export function newsletterService({ db, mailer, now, secret }: NewsletterDeps) {
  const limit = newsletterLimit(db, now);
  const { unsubscribeLink, checkUnsubscribeToken } = unsubscribeTokens(secret);
  return {
    async status(rawEmail: string, caller: NewsletterCaller): Promise<NewsletterAnswer> {
      const email = normaliseNewsletterEmail(rawEmail);
      const owner = await isOwnAddress(db, email, caller.customerId);
      return newsletterAnswerFor(owner ? ((await findSubscription(db, email))?.state ?? null) : null, owner);
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
      const owner = await isOwnAddress(db, email, caller.customerId);
      if ((await findSubscription(db, email))?.state === 'subscribed') {
        return owner ? 'subscribed' : 'confirmation_sent';
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + NEWSLETTER_CONFIRM_TTL_MS);
      await savePending(db, email, {
        storeCode: store,
        tokenHash: sha256(token),
        expiresAt,
        at: new Date(now()),
      });
      const mail = optInMail(email, store, {
        confirm: links.confirm(store, token),
        unsubscribe: await unsubscribeLink(links, store, email),
      });
      await mailer.send(mail, { viewerHash: caller.viewerHash });
      return 'confirmation_sent';
    },

    /**
     * Follows the opt-in link: subscribed from now on, and at the address's first confirmation ever
     * its own single-use coupon (a cart rule usable by one order) is made and mailed with it.
     */
    async confirm(
      token: string,
      caller: NewsletterCaller,
      links: NewsletterLinks,
    ): Promise<NewsletterAnswer> {
      const couponSent = await db.transaction(async (tx) => {
        const row = await confirmPending(tx, sha256(token), new Date(now()));
        if (!row) throw invalidField('token', 'This confirmation link is invalid or has expired.');
        await markCustomer(tx, row.email, true);
        if (row.couponCode !== null) return false;
        const coupon = await issueCoupon(tx, row.id);
        const mail = couponMail(
          row.email,
          row.storeCode,
          coupon,
          await unsubscribeLink(links, row.storeCode, row.email),
        );
        await mailer.send(mail, { db: tx, viewerHash: caller.viewerHash });
        return true;
      });
      if (couponSent) mailer.kick();
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
      if (token !== undefined) await checkUnsubscribeToken(email, token);
      else if (!(await isOwnAddress(db, email, caller.customerId))) {
        await limit('unsubscribe', email, caller.ip);
        await mailUnsubscribeLink({ db, mailer, unsubscribeLink }, email, caller, links);
        return 'confirmation_sent';
      }
      await db.transaction(async (tx) => {
        await markUnsubscribed(tx, email, new Date(now()));
        await markCustomer(tx, email, false);
      });
      return 'unsubscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
