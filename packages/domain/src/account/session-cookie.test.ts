import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_COOKIE_VALUE, readSessionCookie } from './session-cookie.ts';

describe('the session cookie', () => {
  it('says a customer is logged in only with the value the browser writes', () => {
    expect(readSessionCookie(`cartLines-ee=1; ${SESSION_COOKIE}=${SESSION_COOKIE_VALUE}`)).toBe(true);
    for (const header of [
      null,
      undefined,
      '',
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=0`,
      `x${SESSION_COOKIE}=1`,
    ])
      expect(readSessionCookie(header)).toBe(false);
  });
});
