import { sql } from 'drizzle-orm';
import { check, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { NewsletterState, StoreCode } from '@apteek/domain';
import { createdAt, serialId, storeCodeCheck, storeCodeColumn, timestampTz, updatedAt } from './columns.ts';

/**
 * A newsletter subscription by e-mail address: 'pending' until the double opt-in
 * link is followed, then 'subscribed' until unsubscribed. `coupon_code` is the single-use 10 %
 * coupon mailed at the first confirmation; it stays, so unsubscribing and subscribing again never
 * earns a second one. The store code picks the language of its mails.
 */
export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: serialId(),
    /** Lower case, trimmed. */
    email: varchar('email', { length: 254 }).notNull(),
    storeCode: storeCodeColumn().$type<StoreCode>(),
    state: varchar('state', { length: 16 }).$type<NewsletterState>().notNull(),
    /** SHA-256 of the opt-in link's token; replaced by each new request, cleared at confirmation. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestampTz('confirm_expires_at'),
    couponCode: varchar('coupon_code', { length: 64 }),
    confirmedAt: timestampTz('confirmed_at'),
    unsubscribedAt: timestampTz('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscription_email_idx').on(t.email),
    uniqueIndex('newsletter_subscription_token_idx').on(t.confirmTokenHash),
    storeCodeCheck('newsletter_subscription', t.storeCode),
    check(
      'newsletter_subscription_state_check',
      sql`${t.state} in ('pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
);
