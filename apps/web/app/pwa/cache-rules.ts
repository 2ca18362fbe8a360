/**
 * What the service worker keeps of each request. Pure, so the rules are tested without
 * a worker: anything personal (the customer, the cart, orders, payments, identity, prescriptions,
 * chat, staff) is never cached; pages a shopper visited are kept for offline use; catalogue reads
 * are answered from the cache while refreshed; product images are kept for a while.
 */

/** The runtime caches; precached shell and assets live in Workbox's own precache. */
export const CACHES = {
  /** Server-rendered pages and the route data React Router fetches (`*.data`). */
  pages: 'apteek-pages-v1',
  /** Public catalogue reads of the API. */
  catalogue: 'apteek-catalogue-v1',
  /** Product and banner images. */
  images: 'apteek-images-v1',
  /** Every store's offline page, kept when the worker installs (no personal data, kept on logout). */
  offline: 'apteek-offline-v1',
} as const;

export type CacheRule = 'never' | 'page' | 'catalogue' | 'image';

/** How long a page may take online before the cached copy is shown instead (seconds). */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
/** Product images: kept a week, at most this many. */
export const IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const IMAGE_MAX_ENTRIES = 300;
/** Visited pages and catalogue reads kept (entries), oldest dropped first. */
export const PAGE_MAX_ENTRIES = 120;
export const CATALOGUE_MAX_ENTRIES = 200;

/** API paths never cached: the customer's own data, cart, orders, payments, identity, health data. */
const PERSONAL_API =
  /^\/api\/(?:user|cart|order|payment|paytrail|maksekeskus|eident|identity|smart-id|mobile-id|prescription|chat|staff|notification|mail|offer|stock)(?:[/?.-]|$)/;

/** Public catalogue reads answered stale-while-revalidate. */
const CATALOGUE_API =
  /^\/api\/(?:catalog|url|campaign|cms|attribute|category|product|layout|search)(?:[/?]|$)/;

/**
 * Pages (inside any store prefix) that show or take personal or health data, or finish a payment
 * or an identification: never kept, online or off.
 */
const PERSONAL_PAGE =
  /^\/(?:(?:ee|fi|en|ru)\/)?(?:checkout|my-account|prescriptions|mailbox|reset-password|maksekeskus-status|paytrail|eident)(?:[/.]|$)/;

/** Pages of their own origin the worker leaves alone: staff, sandboxes, API docs, media. */
const NOT_A_STORE_PAGE = /^\/(?:staff|sandbox|api|media)(?:[/.]|$)/;

export interface RequestFacts {
  url: URL;
  method: string;
  /** `request.mode`: 'navigate' for a page load. */
  mode: string;
  /** `request.destination`: 'image' for images. */
  destination: string;
  /** Whether the worker's own origin serves it. */
  sameOrigin: boolean;
}

/** The cache rule of one request. */
export function cacheRuleFor(request: RequestFacts): CacheRule {
  if (request.method !== 'GET' || !request.sameOrigin) return 'never';
  const { pathname, searchParams } = request.url;
  // A token in the address is personal whatever the path.
  if (searchParams.has('token')) return 'never';
  if (pathname.startsWith('/api/')) {
    if (PERSONAL_API.test(pathname)) return 'never';
    return CATALOGUE_API.test(pathname) ? 'catalogue' : 'never';
  }
  if (pathname.startsWith('/media/')) return 'image';
  // React Router fetches a page's data from the page's path plus '.data' ('/_root.data' for '/').
  const page = pathname.replace(/\.data$/, '');
  if (PERSONAL_PAGE.test(page) || NOT_A_STORE_PAGE.test(page)) return 'never';
  if (request.mode === 'navigate' || pathname.endsWith('.data')) return 'page';
  if (request.destination === 'image') return 'image';
  return 'never';
}

/**
 * The open pages the worker keeps when it starts controlling them: the first page of a visit was
 * loaded before the worker was there (it registers once that page is interactive), so no fetch of
 * the worker's ever saw it. The addresses of the windows whose page the rules keep, without their
 * fragment, each once.
 */
export function openPagesToKeep(windowUrls: readonly string[], origin: string): string[] {
  const kept = windowUrls.flatMap((address) => {
    const url = new URL(address);
    url.hash = '';
    const facts = { url, method: 'GET', mode: 'navigate', destination: 'document' };
    return cacheRuleFor({ ...facts, sameOrigin: url.origin === origin }) === 'page' ? [url.href] : [];
  });
  return [...new Set(kept)];
}

/**
 * The caches a logout empties: visited pages and catalogue reads can show what the customer looked
 * at (medicines are health data), so they go with the session; images and the shell stay.
 */
export const CLEARED_ON_LOGOUT: readonly string[] = [CACHES.pages, CACHES.catalogue];

/** The store prefix of a page path ('' for the default store), for the offline fallback. */
export function storePrefixOf(pathname: string): '' | 'ee' | 'fi' | 'en' | 'ru' {
  const match = /^\/(ee|fi|en|ru)(?:[/.]|$)/.exec(pathname);
  return (match?.[1] as 'ee' | 'fi' | 'en' | 'ru' | undefined) ?? '';
}

/** The page shown for a page that is neither online nor kept: the store's offline page. */
export function offlinePagePath(pathname: string): string {
  const prefix = storePrefixOf(pathname);
  return prefix ? `/${prefix}/offline` : '/offline';
}

/** Every store's offline page, fetched into the cache when the worker installs. */
export const OFFLINE_PAGES: readonly string[] = [
  '/offline',
  '/fi/offline',
  '/en/offline',
  '/ru/offline',
  '/ee/offline',
];

/** What the Network Information API tells of the connection (Chromium only; elsewhere nothing). */
export interface ConnectionFacts {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}

/**
 * Whether the page installs the offline copy (the worker and its precache, a few hundred kilobytes):
 * not when the shopper asked to save data, not on a mobile network (metered), and not on a 2G-slow
 * one, where it would compete with the pages themselves. Unknown connections get it.
 */
export function offlineCopyWanted(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true || connection.type === 'cellular') return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
