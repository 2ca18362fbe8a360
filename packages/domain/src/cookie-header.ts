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
