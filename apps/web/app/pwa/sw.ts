/// <reference lib="webworker" />
/**
 * The storefront's service worker, built by vite.config.ts (injectManifest) from this
 * file: the shell and hashed assets precached; visited pages and their route data network first,
 * then from the cache; catalogue reads stale-while-revalidate; images cache first with an expiry
 * and a cap. What is never cached is decided by ./cache-rules.ts.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHES,
  CATALOGUE_MAX_ENTRIES,
  IMAGE_MAX_AGE_SECONDS,
  IMAGE_MAX_ENTRIES,
  OFFLINE_PAGES,
  PAGE_MAX_ENTRIES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  cacheRuleFor,
  offlinePagePath,
  openPagesToKeep,
  type CacheRule,
} from './cache-rules.ts';
import { putWithQuotaRetry } from './storage-quota.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** What a quota error may empty: the runtime caches; the offline pages stay, so a miss still says why. */
const RUNTIME_CACHES = [CACHES.pages, CACHES.catalogue, CACHES.images];

/** Storage over quota: the runtime caches are emptied and the write tried once more. */
const keep = (cacheName: string, request: Request | string, response: Response) =>
  putWithQuotaRetry(caches, RUNTIME_CACHES, cacheName, request, response);

/** Drops the oldest entries (Cache Storage lists keys in the order they were written). */
async function trim(cacheName: string, maxEntries: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) await cache.delete(key);
}

/**
 * The worker writes its runtime caches itself (Workbox is told not to): only complete answers,
 * retried after a quota error, kept to `maxEntries`, and older than `maxAgeSeconds` not used.
 */
function keptWithin(cacheName: string, maxEntries: number, maxAgeSeconds?: number) {
  return {
    async cacheWillUpdate({ request, response }: { request: Request; response: Response }) {
      if (response.status === 200) {
        await keep(cacheName, request, response);
        await trim(cacheName, maxEntries);
      }
      return null;
    },
    cachedResponseWillBeUsed({ cachedResponse }: { cachedResponse?: Response }) {
      if (!cachedResponse || maxAgeSeconds === undefined) return Promise.resolve(cachedResponse ?? null);
      const date = Date.parse(cachedResponse.headers.get('date') ?? '');
      const fresh = Number.isNaN(date) || Date.now() - date <= maxAgeSeconds * 1_000;
      return Promise.resolve(fresh ? cachedResponse : null);
    },
  };
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const ruleOf = (request: Request): CacheRule =>
  cacheRuleFor({
    url: new URL(request.url),
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    sameOrigin: new URL(request.url).origin === self.location.origin,
  });

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [keptWithin(CACHES.pages, PAGE_MAX_ENTRIES)],
});

registerRoute(
  ({ request }) => ruleOf(request) === 'page',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      // Neither online nor kept: a page load shows the store's offline page (the spec's text, then
      // home); route data fails, and the page in the browser says the same (OfflineRedirect).
      if (options.request.mode !== 'navigate') throw error;
      const fallback = await caches.match(offlinePagePath(new URL(options.request.url).pathname), {
        cacheName: CACHES.offline,
      });
      if (fallback) return fallback;
      throw error;
    }
  },
);

registerRoute(
  ({ request }) => ruleOf(request) === 'catalogue',
  new StaleWhileRevalidate({
    cacheName: CACHES.catalogue,
    plugins: [keptWithin(CACHES.catalogue, CATALOGUE_MAX_ENTRIES)],
  }),
);

registerRoute(
  ({ request }) => ruleOf(request) === 'image',
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [keptWithin(CACHES.images, IMAGE_MAX_ENTRIES, IMAGE_MAX_AGE_SECONDS)],
  }),
);

self.addEventListener('install', (event) => {
  // Every store's offline page, so a page never visited can still say why it is missing.
  event.waitUntil(
    Promise.all(
      OFFLINE_PAGES.map(async (path) => {
        const response = await fetch(path, { cache: 'no-store' });
        if (response.ok) await keep(CACHES.offline, path, response);
      }),
    ),
  );
});

/** The open pages not kept yet (the visit's first page), fetched once and kept for offline use. */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window' });
  const cache = await caches.open(CACHES.pages);
  for (const url of openPagesToKeep(
    windows.map((client) => client.url),
    self.location.origin,
  )) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    // A redirected answer cannot answer a page load; the window's address is already the last one.
    if (response?.status === 200 && !response.redirected) await keep(CACHES.pages, url, response);
  }
  await trim(CACHES.pages, PAGE_MAX_ENTRIES);
}

self.addEventListener('activate', (event) => {
  // A first install takes the open pages at once; an update waits for the shopper (the notice).
  // The open pages are kept beside it, not within it: the pages' own requests wait for activation.
  event.waitUntil(self.clients.claim().then(() => void keepOpenPages().catch(() => undefined)));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; caches?: string[] } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'CLEAR_CACHES') {
    event.waitUntil(
      Promise.all((data.caches ?? []).map((name) => caches.delete(name))).then(() =>
        (event.source as Client | null)?.postMessage({ type: 'CACHES_CLEARED' }),
      ),
    );
  }
});
