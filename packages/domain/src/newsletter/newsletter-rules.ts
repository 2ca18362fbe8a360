import type { LimitPolicy } from '../account/request-limits.ts';

/** A subscription as stored: waiting for its opt-in link, subscribed, or unsubscribed. */
export const NEWSLETTER_STATES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/**
 * What the newsletter calls answer as `result` (subscribed when it is 'subscribed').
 * 'confirmation_sent' says a mail went out, or would have: it is the answer for every address the
 * caller may not learn about, so nothing tells whether someone else subscribed it.
 */
export type NewsletterAnswer = 'subscribed' | 'unsubscribed' | 'confirmation_sent';

/** The newsletter coupon gives 10 % off. */
export const NEWSLETTER_COUPON_PERCENT = 10;

/** The opt-in link is valid this long. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

const HOUR = 3600 * 1000;

/** Opt-in and unsubscribe-link mails per address and per client address, an hour each. */
export const NEWSLETTER_LIMITS = {
  address: { free: 3, windowMs: HOUR },
  ip: { free: 20, windowMs: HOUR },
} as const satisfies Record<string, LimitPolicy>;

/** Addresses are compared without case and surrounding spaces. */
export function normaliseNewsletterEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What the caller is told about an address's subscription: the truth only to its owner (the
 * logged-in customer whose account has this address); anyone else learns nothing.
 */
export function newsletterAnswerFor(state: NewsletterState | null, isOwner: boolean): NewsletterAnswer {
  if (!isOwner) return 'unsubscribed';
  return state === 'subscribed' ? 'subscribed' : 'unsubscribed';
}

/**
 * The single-use coupon's code from random bytes: 'NL-' and ten characters of an alphabet without
 * look-alikes (0/O, 1/I/L), easy to type from a mail.
 */
export function newsletterCouponCode(random: Uint8Array): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const chars = Array.from(random.slice(0, 10), (byte) => alphabet[byte % alphabet.length]);
  if (chars.length < 10) throw new RangeError('newsletterCouponCode needs 10 random bytes');
  return `NL-${chars.join('')}`;
}
