import { describe, expect, it } from 'vitest';
import { cookieLine, cookieValue } from './cookie-header.ts';

describe('a cookie in a Cookie header', () => {
  it('is found by its exact name among others, spaces around the pairs taken off', () => {
    const header = 'a=1;  xname=2; name=three ;name2=4';
    expect(cookieValue(header, 'name')).toBe('three');
    expect(cookieValue(header, 'a')).toBe('1');
    expect(cookieValue(header, 'name2')).toBe('4');
    expect(cookieValue(header, 'nam')).toBeNull();
  });

  it('keeps a value holding an equals sign, and an empty value apart from none', () => {
    expect(cookieValue('token=ab==; b=', 'token')).toBe('ab==');
    expect(cookieValue('token=ab==; b=', 'b')).toBe('');
    for (const header of [null, undefined, '', 'b', 'b =1']) expect(cookieValue(header, 'b')).toBeNull();
  });

  it('answers the first of two of the same name, as the browser sends the more specific first', () => {
    expect(cookieValue('name=path-ee; name=root', 'name')).toBe('path-ee');
  });
});

describe("a page's own cookie line", () => {
  it('keeps the value for its lifetime on the whole site, Secure only over https', () => {
    expect(cookieLine('cart', '3', { maxAgeSeconds: 60, secure: false })).toBe(
      'cart=3; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(cookieLine('cart', '', { maxAgeSeconds: 60, secure: true })).toBe(
      'cart=; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
  });

  it('deletes the cookie with a date long past for a null value, whatever the lifetime asked', () => {
    expect(cookieLine('cart', null, { maxAgeSeconds: 60, secure: true })).toBe(
      'cart=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure',
    );
  });

  it('is read back as written by the Cookie header reader', () => {
    const line = cookieLine('session', 'yes', { maxAgeSeconds: 60, secure: false });
    expect(cookieValue(line.split(';')[0], 'session')).toBe('yes');
  });
});
