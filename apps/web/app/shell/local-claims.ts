import { STORE_CODES, type StoreCode } from '@apteek/domain';

/** Spec 001 §9: the cookies-accepted claim is stored locally. */
const COOKIES_ACCEPTED = 'cookiesAccepted';
/** The store the visitor chose, so the language switcher is not offered again (spec 001 §2). */
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
 * The same claim as a first-party cookie, so the server knows it and leaves the cookie notice out of
 * the page for those who accepted, and renders it for the others: a notice that appears only after
 * hydration would become the page's largest paint (issue 22). A year, the whole site, no script
 * secret: it tells only that the notice was accepted.
 */
const CONSENT_COOKIE = `${COOKIES_ACCEPTED}=true`;
const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether a request's Cookie header carries the accepted claim (read by the root loader). */
export function cookiesAcceptedIn(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === CONSENT_COOKIE);
}

function hasConsentCookie(): boolean {
  return typeof document !== 'undefined' && cookiesAcceptedIn(document.cookie);
}

function writeConsentCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

export function hasAcceptedCookies(): boolean {
  return read(COOKIES_ACCEPTED) === 'true' || hasConsentCookie();
}

export function acceptCookies(): void {
  writeConsentCookie();
  write(COOKIES_ACCEPTED, 'true');
}

/**
 * A shopper who accepted before the cookie existed, or whose cookie ran out, has the claim only in
 * local storage: the cookie is written again so the next page comes without the notice.
 */
export function keepConsentCookie(): void {
  if (read(COOKIES_ACCEPTED) === 'true' && !hasConsentCookie()) writeConsentCookie();
}

export function chosenStore(): StoreCode | null {
  const value = read(STORE_CHOSEN);
  return STORE_CODES.find((code) => code === value) ?? null;
}

export function rememberChosenStore(storeCode: StoreCode): void {
  write(STORE_CHOSEN, storeCode);
}
