/**
 * The number of lines in a store view's cart, as a first-party cookie the browser's cart keeps in
 * step with its lines: the cart lives in the browser, so without it the server could not tell
 * whether to render the checkout's sections or the empty cart. Strictly necessary and functional:
 * it says how many lines, never which products.
 */
import { cookieValue } from '../cookie-header.ts';

export const CART_COOKIE_PREFIX = 'cartLines-';

/** A larger cart is counted as this many lines: the checkout's frame needs no more. */
export const MOST_COUNTED_LINES = 99;

export function cartCookieName(storeCode: string): string {
  return `${CART_COOKIE_PREFIX}${storeCode}`;
}

/** The cookie's value for a cart of `lineCount` lines; null for an empty cart, which has no cookie. */
export function cartCookieValue(lineCount: number): string | null {
  if (!Number.isInteger(lineCount) || lineCount <= 0) return null;
  return String(Math.min(lineCount, MOST_COUNTED_LINES));
}

/** The lines a request's Cookie header counts for the store view; 0 without a cookie we wrote. */
export function readCartCookie(cookieHeader: string | null | undefined, storeCode: string): number {
  const value = cookieValue(cookieHeader, cartCookieName(storeCode));
  return value !== null && /^[1-9]\d?$/.test(value) ? Number(value) : 0;
}
