import { SESSION_COOKIE, SESSION_COOKIE_VALUE, cookieLine, readSessionCookie } from '@apteek/domain';

/** Where a page keeps its cookies: `document` in the browser. */
export interface SessionCookieTarget {
  jar: Pick<Document, 'cookie'>;
  /** The page came over https: the cookie is sent only there. */
  secure: boolean;
}

/** As long as the cart's cookie: every page of a customer with a session writes it again. */
const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

function writeSessionCookie({ jar, secure }: SessionCookieTarget, loggedIn: boolean): void {
  jar.cookie = cookieLine(SESSION_COOKIE, loggedIn ? SESSION_COOKIE_VALUE : null, {
    maxAgeSeconds: SESSION_COOKIE_MAX_AGE,
    secure,
  });
}

/**
 * Keeps the session cookie (packages/domain session-cookie.ts) in step with the browser's session:
 * written at once, whatever it held, then at every login and logout, here or in another tab.
 */
export function keepSessionCookie(
  session: { subscribe(listener: () => void): unknown; snapshot(): unknown },
  target: SessionCookieTarget,
): void {
  let written: boolean | null = null;
  const keep = () => {
    const loggedIn = session.snapshot() !== null;
    if (loggedIn === written) return;
    written = loggedIn;
    writeSessionCookie(target, loggedIn);
  };
  keep();
  session.subscribe(keep);
}

/** A browser without a session drops a cookie that still says there is one (its storage was cleared). */
export function dropStaleSessionCookie(target: SessionCookieTarget): void {
  if (readSessionCookie(target.jar.cookie)) writeSessionCookie(target, false);
}
