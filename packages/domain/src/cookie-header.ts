/**
 * The value of the cookie `name` in a request's Cookie header (or `document.cookie`), as sent: the
 * first of that name, since a browser sends the one of the most specific path first; null without
 * one. Names compare exactly: `xname=` is another cookie.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  const prefix = `${name}=`;
  for (const pair of (header ?? '').split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return null;
}

/** A date long past: some engines keep a cookie written with `Max-Age=0`. */
const LONG_PAST = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The line a page writes to `document.cookie` for one of its own cookies: the whole site, sent on
 * top-level navigations from elsewhere (Lax), only over https when the page came over https. A
 * null value deletes the cookie.
 */
export function cookieLine(
  name: string,
  value: string | null,
  { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean },
): string {
  const lifetime = value === null ? LONG_PAST : `Max-Age=${maxAgeSeconds}`;
  return `${name}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
