import { readSessionCookie } from '@apteek/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStaleSessionCookie, keepSessionCookie } from './session-cookie.ts';

// The page's own cookies (document.cookie): what the server reads to render the checkout's
// account part for who is logged in.

/** A browser's session as the cookie follows it: logged in or not, and its listeners. */
function session(loggedIn: boolean) {
  const listeners = new Set<() => void>();
  let current: object | null = loggedIn ? { token: 'access-1' } : null;
  return {
    subscribe: (listener: () => void) => listeners.add(listener),
    snapshot: () => current,
    change(next: object | null) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

const page = { jar: document, secure: false };
const loggedIn = () => readSessionCookie(document.cookie);

afterEach(() => {
  document.cookie = 'loggedIn=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the session cookie in the page', () => {
  it('is written for a session kept from before it, and follows a logout and a login', () => {
    const kept = session(true);
    keepSessionCookie(kept, page);
    expect(loggedIn()).toBe(true);

    kept.change(null);
    expect(loggedIn()).toBe(false);
    expect(document.cookie).not.toContain('loggedIn');
    kept.change({ token: 'access-2' });
    expect(loggedIn()).toBe(true);
  });

  it('goes from a browser that holds no session any more, and stays away from one that never had it', () => {
    document.cookie = 'loggedIn=1; Path=/';
    dropStaleSessionCookie(page);
    expect(loggedIn()).toBe(false);

    keepSessionCookie(session(false), page);
    expect(document.cookie).not.toContain('loggedIn');
  });
});
