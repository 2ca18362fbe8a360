import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { InlineSources } from './security-headers.ts';

/**
 * Catalogue pages as rendered, kept per URL, visitor variant and day, so a page every visitor of a
 * store view gets alike is rendered once rather than on every request. Only pages the
 * storefront marks as shared enter (entry.server.tsx: catalogue pages at guest prices, no search,
 * no personal part); a catalogue change drops them all, as it drops the page data they were built
 * from (app.ts, on the catalogue's NOTIFY).
 *
 * A page renders with its request's Content-Security-Policy nonce on its inline scripts. A kept
 * page carries none: the nonce is taken off, and the policy it is served under allows each inline
 * script that carried it by its SHA-256 hash instead (keptForm), so the bytes are the same on every
 * response and are compressed once, with Brotli, when the page is rendered: its first answer is
 * already the kept form (plugins/web.ts), so a first visit costs one compression, not one for the
 * answer and more for keeping. A script that did not
 * carry the rendering nonce (markup that should not be there) is allowed by no hash, as it was
 * allowed by no nonce. One nonce kept for every response would be a nonce an attacker could read
 * off a page and reuse; a hash allows only the script it was computed from.
 */
export interface RenderedPage {
  status: number;
  /** The response's headers, without cookies (a page that sets one is never kept) or length. */
  headers: [string, string][];
  /**
   * The body without nonces, compressed with Brotli once. Every browser takes Brotli; a client that
   * takes only gzip, or neither, gets it recompressed or inflated per answer (pageBody).
   */
  br: Buffer;
  /** The Content-Security-Policy sources of its inline scripts and styles: their hashes. */
  sources: InlineSources;
  /** The entity tag of the body as it is, a quoted string; per encoding, see entityTag. */
  etag: string;
}

interface Entry {
  page: RenderedPage;
  bytes: number;
  at: number;
}

export interface RenderedPagesOptions {
  /** Today's date in the shops' time zone: a page is kept for the day it was rendered on. */
  today: () => string;
  /** The most bytes of bodies kept at once (Brotli), least recently used dropped first. */
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
  /**
   * Drops the pages of these products (SKUs in lower case) and every page that is not a product's:
   * a listing, the home page or content may show them. Other products' pages stay.
   */
  dropProducts(skus: ReadonlySet<string>): void;
  /** Drops every page that is not a product's (a change of the category listings). */
  dropLists(): void;
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
  // A page being rendered meanwhile was read before the change: it is not kept (put's version).
  const dropWhere = (drops: (key: string) => boolean) => {
    for (const [key, entry] of entries) if (drops(key)) remove(key, entry);
    version += 1;
  };

  const store: RenderedPages = {
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
      const size = page.br.length;
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
    dropProducts(skus) {
      dropWhere((key) => productSkusOf(key)?.some((sku) => skus.has(sku)) ?? true);
    },
    dropLists() {
      dropWhere((key) => productSkusOf(key) === null);
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
  return store;
}

/**
 * Query parameters that say where a visitor came from: an ad's click id (new on every click), a
 * campaign's tags, an analytics linker. No page reads them (the listings read their own filters,
 * `parseListingQuery`), so they make no page of their own: kept apart, every visitor from an ad
 * would have the page rendered afresh.
 */
const TRACKING_PARAMETER =
  /^(?:utm_\w+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|li_fat_id|igshid|srsltid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * A page's URL as its kept page is found by: the tracking parameters (TRACKING_PARAMETER) left out,
 * every other parameter as it was sent, in its place.
 */
export function keptPageUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const kept = url
    .slice(query + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0]!;
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        return true;
      }
      return !TRACKING_PARAMETER.test(decoded);
    });
  return kept.length === 0 ? url.slice(0, query) : `${url.slice(0, query)}?${kept.join('&')}`;
}

/** A product page's path, with or without the store prefix: /{store}/p/{sku}/{slug}[/{child sku}]. */
const PRODUCT_PATH = /^(?:\/[a-z]{2})?\/p\/([^/?#]+)\/[^/?#]+(?:\/([^/?#]+))?\/?(?:[?#]|$)/;

/**
 * The SKUs (lower case) of the product page a kept page's key ('{day} {variant} {URL}') is, or
 * null when it is another page.
 */
export function productSkusOf(key: string): string[] | null {
  const url = key.slice(key.lastIndexOf(' ') + 1);
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = PRODUCT_PATH.exec(path);
  if (!match) return null;
  return match
    .slice(1)
    .filter((part): part is string => part !== undefined)
    .map((part) => {
      try {
        return decodeURIComponent(part).toLowerCase();
      } catch {
        return part.toLowerCase();
      }
    });
}

/** A page's body as it is kept: without the rendering nonce, and the hashes that allow its inline code. */
export interface KeptForm {
  body: Buffer;
  sources: InlineSources;
}

/** The `'sha256-…'` source that allows an inline script or style of exactly this text. */
export function hashSource(text: Buffer): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const [OPEN, CLOSE, CARRIAGE_RETURN, NUL] = [0x3c, 0x3e, 0x0d, 0x00];

/**
 * The body without the nonce it was rendered with, and the hashes of the inline scripts and styles
 * that carried it. Null when the page cannot be kept so: the nonce stands anywhere but in an
 * attribute of a script, style or stylesheet link; an element that carried it loads from another
 * origin (only 'self' allows it without the nonce); or an inline text holds a character the
 * browser's parser changes before hashing (a carriage return, NUL). Read in the body's bytes, as
 * the texts hash as sent (UTF-8): only the tags that carried the nonce become strings, not the page.
 */
export function keptForm(body: Buffer, nonce: string): KeptForm | null {
  const nonceAttribute = Buffer.from(` nonce="${nonce}"`);
  const script = new Set<string>();
  const style = new Set<string>();
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonceAttribute); at !== -1; at = body.indexOf(nonceAttribute, from)) {
    const start = body.lastIndexOf(OPEN, at);
    const end = body.indexOf(CLOSE, at);
    if (start === -1 || end === -1) return null;
    const tag = body.toString('latin1', start, end + 1);
    const name = /^<([a-z]+)[\s>]/i.exec(tag)?.[1]?.toLowerCase();
    if (name === 'link') {
      if (!SAME_ORIGIN_PATH.test(attribute(tag, 'href') ?? '')) return null;
    } else if (name === 'script' && attribute(tag, 'src') !== null) {
      if (!SAME_ORIGIN_PATH.test(attribute(tag, 'src')!)) return null;
    } else if (name === 'script' || name === 'style') {
      const close = body.indexOf(`</${name}`, end + 1, 'latin1');
      if (close === -1) return null;
      const text = body.subarray(end + 1, close);
      if (text.includes(CARRIAGE_RETURN) || text.includes(NUL)) return null;
      (name === 'script' ? script : style).add(hashSource(text));
    } else {
      return null;
    }
    pieces.push(body.subarray(from, at));
    from = at + nonceAttribute.length;
  }
  pieces.push(body.subarray(from));
  const kept = Buffer.concat(pieces);
  if (kept.includes(nonce)) return null;
  return { body: kept, sources: { script: [...script], style: [...style] } };
}

const compressBrotli = promisify(brotliCompress);

/**
 * Brotli quality 5: a product page (67 KB) in about 1.7 ms of CPU on the thread pool, 10 % larger
 * than at quality 11, which took 260 ms (800 ms for a 240 KB category), paid again by every page
 * after each catalogue change. Quality 3, the per-response setting, is 11 % larger than 5.
 */
const BROTLI_QUALITY = 5;
const COMPRESSED_CHUNK_BYTES = 64 * 1024;
const GZIP_LEVEL = 6;

/**
 * The smallest Brotli window that holds a body of `bytes` (a window of n bits holds 2^n - 16): the
 * compressor's buffers are the window's size, allocated outside the JavaScript heap and counted
 * against it. At Brotli's default of 22 bits (4 MB) for every page, 16 category pages compressing at
 * once made V8 run a full collection every dozen compressions (478 in 6,400, 2 with the page's own
 * window). A page smaller than either window compresses to the same size.
 */
export function brotliWindowBits(bytes: number): number {
  const bits = Math.ceil(Math.log2(bytes + 16));
  return Math.min(zlibConstants.BROTLI_MAX_WINDOW_BITS, Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, bits));
}

/** The page as it is kept, compressed on the thread pool; null when it cannot be (keptForm). */
export async function keepPage(
  status: number,
  headers: [string, string][],
  body: Buffer,
  nonce: string,
): Promise<RenderedPage | null> {
  const form = keptForm(body, nonce);
  if (!form) return null;
  const compressed = await compressBrotli(form.body, {
    // One output chunk: at the default 16 KB a category's 20 KB crossed to the thread pool and back
    // twice, and the main thread's share of a compression was 0.9 ms instead of 0.5.
    chunkSize: COMPRESSED_CHUNK_BYTES,
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: form.body.length,
      [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(form.body.length),
    },
  });
  // A copy the size of the page, not a view into the 64 KB the compression wrote to.
  const br = Buffer.from(compressed);
  const etag = `"${createHash('sha256').update(form.body).digest('base64url').slice(0, 27)}"`;
  return {
    status,
    headers: headers.filter(([name]) => !/^(?:set-cookie|content-length|content-encoding|etag)$/i.test(name)),
    br,
    sources: form.sources,
    etag,
  };
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send a kept page in, given the request's Accept-Encoding: the one of Brotli and
 * gzip with the higher weight (Brotli on a tie: smaller), else the body as it is. `*` stands for
 * any encoding not named; a weight of 0 refuses one.
 */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding === '') continue;
    const q = params.find((param) => /^q\s*=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.split('=')[1]);
    weights.set(coding.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [br, gzipWeight] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return 'identity';
}

/**
 * The page's body in `encoding`. Only Brotli is kept: a client without it (a crawler, a tool) is
 * rare enough to pay for inflating it, and gzip's recompression (1–3 ms), on each answer.
 */
export function pageBody(page: RenderedPage, encoding: PageEncoding): Buffer {
  if (encoding === 'br') return page.br;
  const body = brotliDecompressSync(page.br);
  return encoding === 'identity' ? body : gzipSync(body, { level: GZIP_LEVEL });
}

/** A strong entity tag per encoding: the bytes differ, so each has its own. */
export function entityTag(page: RenderedPage, encoding: PageEncoding): string {
  return encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
