/**
 * The visitor's cookie choice: necessary cookies always, analytics and marketing only when chosen.
 * Refusing is as easy as accepting, nothing optional runs before a choice, and a choice can be
 * changed at any time. The choice is kept in the browser as the `cookiesAccepted` claim (code,
 * created_at, value, description) with its categories, and as a first-party cookie so the server
 * knows whether to render the notice.
 */
import { cookieValue } from '../cookie-header.ts';
import type { AnalyticsEventName } from './analytics.ts';

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The optional categories; necessary cookies need no consent and cannot be refused. */
export interface CookieConsent {
  analytics: boolean;
  marketing: boolean;
}

export const ALL_ACCEPTED: CookieConsent = { analytics: true, marketing: true };
export const ALL_REJECTED: CookieConsent = { analytics: false, marketing: false };

export const COOKIES_ACCEPTED_CODE = 'cookiesAccepted';

export interface CookiesAcceptedClaim {
  code: typeof COOKIES_ACCEPTED_CODE;
  created_at: string;
  /** True when every category was accepted, as the claim's value always meant. */
  value: boolean;
  description: string;
  categories: Record<ConsentCategory, boolean>;
}

function describe(consent: CookieConsent): string {
  const chosen = CONSENT_CATEGORIES.filter((category) => category === 'necessary' || consent[category]);
  return `Cookies accepted: ${chosen.join(', ')}`;
}

/** The claim kept for a choice made at `createdAt` (an ISO time). */
export function consentClaim(consent: CookieConsent, createdAt: string): CookiesAcceptedClaim {
  return {
    code: COOKIES_ACCEPTED_CODE,
    created_at: createdAt,
    value: consent.analytics && consent.marketing,
    description: describe(consent),
    categories: { necessary: true, analytics: consent.analytics, marketing: consent.marketing },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsed(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

/**
 * The choice a stored claim holds, or null when there is none (the notice is shown). The claim
 * stored before there were categories, `true` or a claim with value true and no categories,
 * means everything was accepted.
 */
export function readConsentClaim(stored: string | null): CookieConsent | null {
  if (stored === null) return null;
  if (stored === 'true') return ALL_ACCEPTED;
  const claim = parsed(stored);
  if (!isRecord(claim) || claim.code !== COOKIES_ACCEPTED_CODE) return null;
  const { categories } = claim;
  if (isRecord(categories)) {
    if (typeof categories.analytics !== 'boolean' || typeof categories.marketing !== 'boolean') return null;
    return { analytics: categories.analytics, marketing: categories.marketing };
  }
  return claim.value === true ? ALL_ACCEPTED : null;
}

/** The consent cookie's values; `true` is everything accepted, as before there were categories. */
const COOKIE_VALUES = {
  true: ALL_ACCEPTED,
  none: ALL_REJECTED,
  analytics: { analytics: true, marketing: false },
  marketing: { analytics: false, marketing: true },
} as const satisfies Record<string, CookieConsent>;
export type ConsentCookieValue = keyof typeof COOKIE_VALUES;

export function consentCookieValue(consent: CookieConsent): ConsentCookieValue {
  if (consent.analytics) return consent.marketing ? 'true' : 'analytics';
  return consent.marketing ? 'marketing' : 'none';
}

/** The choice a request's Cookie header carries; null without one or with a value we never wrote. */
export function readConsentCookie(cookieHeader: string | null | undefined): CookieConsent | null {
  const value = cookieValue(cookieHeader, COOKIES_ACCEPTED_CODE);
  return value !== null && Object.hasOwn(COOKIE_VALUES, value)
    ? COOKIE_VALUES[value as ConsentCookieValue]
    : null;
}

/** Events that tell advertising what a shopper wanted or bought: remarketing and conversions. */
export const MARKETING_EVENTS: readonly AnalyticsEventName[] = [
  'add_to_cart',
  'remove_from_cart',
  'purchase',
];

/** The tag manager, and with it the data layer, runs only with analytics consent. */
export function mayLoadTagManager(consent: CookieConsent | null): boolean {
  return consent?.analytics === true;
}

/** An event goes onto the data layer only with analytics consent, a marketing one with marketing consent too. */
export function mayTrack(event: AnalyticsEventName, consent: CookieConsent | null): boolean {
  if (!mayLoadTagManager(consent)) return false;
  return !MARKETING_EVENTS.includes(event) || consent?.marketing === true;
}
