import { CLEARED_ON_LOGOUT, offlineCopyWanted, type ConnectionFacts } from './cache-rules.ts';

/**
 * The page's side of the service worker: registered once the page is idle (after `load`, an idle
 * moment and, on a first visit, a quiet network, so its precache never competes with the first
 * page) and not on a connection that saves data (./cache-rules.ts, `offlineCopyWanted`), a waiting
 * new version announced to whoever listens (the new-version notice), and the logout's cache clearing.
 */

type Listener = () => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

export const newVersion = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Whether a new version waits to take over. */
  isWaiting: () => waiting !== null,
};

/**
 * How long the page's own fetches (its scripts on demand, data, images) must have stopped before a
 * first visit's worker installs: its precache is a few hundred kilobytes the first page must not
 * compete with, and the first page has no use for it.
 */
export const FIRST_VISIT_QUIET_MS = 4_000;
const QUIET_CHECK_MS = 500;

/** Runs `run` once the resource timing list has not grown for `quietMs`. */
function whenQuiet(run: () => void, quietMs: number) {
  let count = -1;
  let since = performance.now();
  const check = () => {
    const entries = performance.getEntriesByType('resource').length;
    if (entries !== count) {
      count = entries;
      since = performance.now();
    }
    if (performance.now() - since >= quietMs) run();
    else setTimeout(check, QUIET_CHECK_MS);
  };
  check();
}

/**
 * After `load` and an idle moment; on a first visit (no worker controls the page yet) only once the
 * page has also stopped fetching for FIRST_VISIT_QUIET_MS, so nothing is precached before it is idle.
 */
function whenIdle(run: () => void, firstVisit: boolean) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  const afterLoad = () => (firstVisit ? whenQuiet(idle, FIRST_VISIT_QUIET_MS) : idle());
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

let started = false;

/** Registers /sw.js after the page is interactive; production builds only (the dev server has none). */
export function startServiceWorker(): void {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // The staff area is no shop page: nothing of it is kept, so it needs no worker of its own.
  if (/^\/staff(?:\/|$)/.test(window.location.pathname)) return;
  const { connection } = navigator as Navigator & { connection?: ConnectionFacts };
  if (!offlineCopyWanted(connection)) return;
  started = true;
  whenIdle(() => {
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // A version installed while the page was closed, or one installing now, waits for the shopper.
        const watch = (worker: ServiceWorker | null) => {
          if (!worker) return;
          const check = () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
          };
          check();
          worker.addEventListener('statechange', check);
        };
        watch(registration.waiting);
        watch(registration.installing);
        registration.addEventListener('updatefound', () => watch(registration.installing));
        // A tab left open for long still learns of a deployment when the shopper comes back to it.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      })
      .catch(() => undefined);
  }, !navigator.serviceWorker.controller);
}

/** Accepting the new version activates it and reloads the page. */
export function acceptNewVersion(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** A logout empties the caches that could show what the customer looked at (./cache-rules.ts). */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(CLEARED_ON_LOGOUT.map((name) => caches.delete(name).catch(() => false)));
}
