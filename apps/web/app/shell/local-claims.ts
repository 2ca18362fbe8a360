import {
  COOKIES_ACCEPTED_CODE,
  STORE_CODES,
  consentClaim,
  consentCookieValue,
  cookieLine,
  readConsentClaim,
  readConsentCookie,
  type ConsentCookieValue,
  type CookieConsent,
  type StoreCode,
} from '@apteek/domain';

/* The cookie choice is kept locally as the cookiesAccepted claim with its categories. */

/** The store the visitor chose, so the language switcher is not offered again. */
const STORE_CHOSEN = 'storeChosen';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked by the browser: behave as a first visit.
    return null;
  }
}

const listeners = new Set<() => void>();

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked by the browser: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/** Calls back when a claim changes here or in another tab. */
export function subscribeToClaims(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The choice also travels as a first-party cookie, so the server renders the cookie notice only
 * for visitors who have not chosen yet: a notice that appears after hydration would become the
 * page's largest paint. A year, the whole site, readable by scripts: it tells only the categories.
 */
const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether a request's Cookie header carries a cookie choice (read by the root loader). */
export function hasCookieChoiceIn(cookieHeader: string | null | undefined): boolean {
  return readConsentCookie(cookieHeader) !== null;
}

function cookieConsentOfDocument(): CookieConsent | null {
  return typeof document === 'undefined' ? null : readConsentCookie(document.cookie);
}

function writeConsentCookie(consent: CookieConsent): void {
  document.cookie = cookieLine(COOKIES_ACCEPTED_CODE, consentCookieValue(consent), {
    maxAgeSeconds: CONSENT_COOKIE_MAX_AGE,
    secure: window.location.protocol === 'https:',
  });
}

/** The visitor's choice: the stored claim, else the cookie; null until they choose. */
export function cookieConsent(): CookieConsent | null {
  return readConsentClaim(read(COOKIES_ACCEPTED_CODE)) ?? cookieConsentOfDocument();
}

/** The choice as one string, stable between calls, for `useSyncExternalStore`; null before a choice. */
export function cookieChoice(): ConsentCookieValue | null {
  const consent = cookieConsent();
  return consent ? consentCookieValue(consent) : null;
}

/** Keeps a new choice (or a changed one) as the claim and the cookie; listeners follow at once. */
export function chooseCookies(consent: CookieConsent): void {
  writeConsentCookie(consent);
  write(COOKIES_ACCEPTED_CODE, JSON.stringify(consentClaim(consent, new Date().toISOString())));
}

/**
 * A shopper who chose before the cookie existed, or whose cookie ran out, has the claim only in
 * local storage: the cookie is written again so the next page comes without the notice.
 */
export function keepConsentCookie(): void {
  const stored = readConsentClaim(read(COOKIES_ACCEPTED_CODE));
  const cookie = cookieConsentOfDocument();
  if (stored && (!cookie || consentCookieValue(cookie) !== consentCookieValue(stored)))
    writeConsentCookie(stored);
}

export function chosenStore(): StoreCode | null {
  const value = read(STORE_CHOSEN);
  return STORE_CODES.find((code) => code === value) ?? null;
}

export function rememberChosenStore(storeCode: StoreCode): void {
  write(STORE_CHOSEN, storeCode);
}
