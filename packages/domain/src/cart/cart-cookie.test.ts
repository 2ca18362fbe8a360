import { describe, expect, it } from 'vitest';
import { MOST_COUNTED_LINES, cartCookieName, cartCookieValue, readCartCookie } from './cart-cookie.ts';

describe('the cart cookie', () => {
  it('counts the lines of its own store view only', () => {
    const header = `cookiesAccepted=true; ${cartCookieName('fi')}=3; ${cartCookieName('ee')}=1`;
    expect(readCartCookie(header, 'ee')).toBe(1);
    expect(readCartCookie(header, 'fi')).toBe(3);
    expect(readCartCookie(header, 'ru')).toBe(0);
  });

  it('reads a missing, empty or foreign value as no cart', () => {
    for (const header of [
      null,
      undefined,
      '',
      'cartLines-ee=',
      'cartLines-ee=0',
      'cartLines-ee=x',
      'xcartLines-ee=2',
    ])
      expect(readCartCookie(header, 'ee')).toBe(0);
    expect(readCartCookie('cartLines-ee=100', 'ee')).toBe(0);
  });

  it('writes a count the server reads back, capped, and none for an empty cart', () => {
    expect(cartCookieValue(0)).toBeNull();
    expect(cartCookieValue(2)).toBe('2');
    expect(cartCookieValue(250)).toBe(String(MOST_COUNTED_LINES));
    expect(readCartCookie(`${cartCookieName('en')}=${cartCookieValue(250)}`, 'en')).toBe(MOST_COUNTED_LINES);
  });
});
