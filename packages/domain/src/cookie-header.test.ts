import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-header.ts';

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
