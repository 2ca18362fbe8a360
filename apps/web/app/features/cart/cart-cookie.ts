import { cartCookieName, cartCookieValue } from '@apteek/domain';

/** Where a page keeps its cookies: `document` in the browser. */
export type CookieJar = Pick<Document, 'cookie'>;

export interface CartCookieTarget {
  jar: CookieJar;
  /** The page came over https: the cookie is sent only there. */
  secure: boolean;
}

/** As long as an untouched guest cart is kept; every page that loads the cart writes it again. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** A date long past: the cookie is deleted (some engines keep a cookie written with Max-Age=0). */
const EXPIRED = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

function writeCartCookie({ jar, secure }: CartCookieTarget, storeCode: string, lineCount: number): void {
  const value = cartCookieValue(lineCount);
  const lifetime = value === null ? EXPIRED : `Max-Age=${CART_COOKIE_MAX_AGE}`;
  jar.cookie = `${cartCookieName(storeCode)}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Keeps the store view's cart cookie in step with the cart's lines (packages/domain cart-cookie.ts),
 * so the server renders the checkout's sections for a cart with lines and the empty cart otherwise.
 * Written at once, whatever it held (a cart kept from before the cookie, or one whose cookie ran
 * out), then whenever the number of lines changes.
 */
export function keepCartCookie(
  cart: { subscribe(listener: () => void): unknown; snapshot(): { items: readonly unknown[] } },
  target: CartCookieTarget,
  storeCode: string,
): void {
  let written: number | null = null;
  const keep = () => {
    const lineCount = cart.snapshot().items.length;
    if (lineCount === written) return;
    written = lineCount;
    writeCartCookie(target, storeCode, lineCount);
  };
  keep();
  cart.subscribe(keep);
}
