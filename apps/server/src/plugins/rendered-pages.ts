/**
 * Catalogue pages as rendered, kept per URL, visitor variant and day, so a page every visitor of a
 * store view gets alike is rendered once rather than on every request. Only pages the
 * storefront marks as shared enter (entry.server.tsx: catalogue pages at guest prices, no search,
 * no personal part); a catalogue change drops them all, as it drops the page data they were built
 * from (app.ts, on the catalogue's NOTIFY).
 *
 * Each page's inline scripts carry its request's Content-Security-Policy nonce, which must differ
 * on every response: a page is kept split where its nonce stood, and joined again with the nonce
 * of the request it is served to.
 */
export interface RenderedPage {
  status: number;
  /** The response's headers, without cookies: a page that sets one is never kept. */
  headers: [string, string][];
  /** The body, split where the rendering request's nonce stood. */
  parts: Buffer[];
}

interface Entry {
  page: RenderedPage;
  bytes: number;
  at: number;
}

export interface RenderedPagesOptions {
  /** Today's date in the shops' time zone: a page is kept for the day it was rendered on. */
  today: () => string;
  /** The most bytes of bodies kept at once, least recently used dropped first. */
  maxBytes: number;
  /** How long a page is kept without a change being announced (a missed notification's backstop). */
  ttlMs: number;
  now?: () => number;
}

export interface RenderedPages {
  get(key: string): RenderedPage | undefined;
  /**
   * Where the catalogue stands: taken before rendering and given back to `put`, so a page rendered
   * from data read before a change is not kept after it.
   */
  version(): number;
  put(key: string, version: number, page: RenderedPage): void;
  /** Drops every page (a catalogue change). */
  clear(): void;
  stats(): { entries: number; bytes: number };
}

export function renderedPages(options: RenderedPagesOptions): RenderedPages {
  const { maxBytes, ttlMs, now = Date.now } = options;
  // Map keeps insertion order; a served page moves to the end, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let version = 0;
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const dayKey = (key: string) => `${options.today()} ${key}`;

  return {
    get(key) {
      const full = dayKey(key);
      const entry = entries.get(full);
      if (!entry) return undefined;
      if (now() - entry.at > ttlMs) {
        remove(full, entry);
        return undefined;
      }
      entries.delete(full);
      entries.set(full, entry);
      return entry.page;
    },
    version: () => version,
    put(key, renderedAt, page) {
      if (renderedAt !== version) return;
      const size = page.parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxBytes) return;
      const full = dayKey(key);
      const previous = entries.get(full);
      if (previous) remove(full, previous);
      entries.set(full, { page, bytes: size, at: now() });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        remove(oldest, entry);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
      version += 1;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

/** The body cut at every occurrence of the nonce it was rendered with. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, 0, 'latin1'); at !== -1; at = body.indexOf(nonce, from, 'latin1')) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The body again, with `nonce` where the rendering request's stood. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce, 'latin1');
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
}
