import { cookieValue } from '../cookie-header.ts';

/**
 * Whether this browser holds a customer's session, as a first-party cookie the browser's session
 * keeps in step with it: the session (its tokens and profile) lives in local storage, so without
 * it the server could not render what a page shows only to a guest (the checkout's offer to create
 * an account) and the page would shift when it vanished. Strictly necessary; it names no one.
 */
export const SESSION_COOKIE = 'loggedIn';

/** The cookie's value while there is a session; without one there is no cookie. */
export const SESSION_COOKIE_VALUE = '1';

/** Whether a request's Cookie header says a customer is logged in. */
export function readSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, SESSION_COOKIE) === SESSION_COOKIE_VALUE;
}
