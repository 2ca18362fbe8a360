import { cartCookieName, cartCookieValue, cookieLine } from '@apteek/domain';

/** Where a page keeps its cookies: `document` in the browser. */
export type CookieJar = Pick<Document, 'cookie'>;

export interface CartCookieTarget {
  jar: CookieJar;
  /** The page came over https: the cookie is sent only there. */
  secure: boolean;
}

/** As long as an untouched guest cart is kept; every page that loads the cart writes it again. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

function writeCartCookie({ jar, secure }: CartCookieTarget, storeCode: string, lineCount: number): void {
  jar.cookie = cookieLine(cartCookieName(storeCode), cartCookieValue(lineCount), {
    maxAgeSeconds: CART_COOKIE_MAX_AGE,
    secure,
  });
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
