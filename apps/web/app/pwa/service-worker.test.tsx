import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The worker's precache (a few hundred kilobytes) must not compete with a first visit's page: it is
// registered only once the page is idle, and not on a connection that saves data.

let resources: unknown[] = [];

/** A browser whose worker container records registrations; `controller` set on a returning visit. */
function browserWith(options: { controller?: object; connection?: object } = {}) {
  const register = vi.fn(() => new Promise<never>(() => undefined));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, controller: options.controller ?? null },
  });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: options.connection });
  return register;
}

async function start() {
  const { startServiceWorker } = await import('./service-worker.ts');
  startServiceWorker();
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubEnv('DEV', false);
  resources = [];
  vi.stubGlobal('performance', { now: () => Date.now(), getEntriesByType: () => resources });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the service worker registration', () => {
  it('waits on a first visit until the page has stopped fetching, then for an idle moment', async () => {
    const register = browserWith();
    await start();
    vi.advanceTimersByTime(1_000);
    expect(register).not.toHaveBeenCalled();
    // The page fetches a chunk on demand at 2 s: the quiet time starts again.
    vi.advanceTimersByTime(1_000);
    resources = [{ name: '/assets/later.js' }];
    vi.advanceTimersByTime(3_900);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('checks for a new version at the first idle moment once a worker controls the page', async () => {
    const register = browserWith({ controller: {} });
    await start();
    vi.advanceTimersByTime(100);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('is not registered on a connection that saves data', async () => {
    const register = browserWith({ connection: { saveData: true } });
    await start();
    vi.advanceTimersByTime(60_000);
    expect(register).not.toHaveBeenCalled();
  });
});
