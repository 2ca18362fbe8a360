import { CLEARED_ON_LOGOUT, offlineCopyWanted, type ConnectionFacts } from './cache-rules.ts';

/**
 * The page's side of the service worker: registered once the page is interactive (after
 * `load` and an idle moment, so it never competes with the first page) and not on a connection that
 * saves data (./cache-rules.ts, `offlineCopyWanted`), a waiting new version
 * announced to whoever listens (the new-version notice), and the logout's cache clearing.
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

function whenInteractive(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
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
  whenInteractive(() => {
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
  });
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
