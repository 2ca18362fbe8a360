/**
 * Storage over quota: "cache is cleared and the write retried". One shape for every
 * browser store the storefront writes (Cache Storage in the worker, IndexedDB on the page).
 */

/** QuotaExceededError, under the names browsers have used for it (Firefox's older one included). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

/**
 * Runs `write`; over quota, runs `free` (empties what may be rebuilt) and writes once more. A
 * second failure, or any other error, is thrown for a caller that must know (a queued task).
 */
export async function retryOverQuota(write: () => Promise<void>, free: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await free();
    await write();
  }
}

/** As retryOverQuota, but gives up with false rather than throwing, for what is only a copy (a cache). */
export async function writeOverQuota(
  write: () => Promise<void>,
  free: () => Promise<void>,
): Promise<boolean> {
  try {
    await retryOverQuota(write, free);
    return true;
  } catch {
    return false;
  }
}

/** What of Cache Storage the retry needs; `caches` in the worker and on the page, a fake in tests. */
export interface CacheStorageLike {
  open(cacheName: string): Promise<{ put(request: Request | string, response: Response): Promise<void> }>;
  delete(cacheName: string): Promise<boolean>;
}

/** Empties the runtime caches (visited pages, catalogue reads, images): all rebuilt from the network. */
export async function clearRuntimeCaches(storage: CacheStorageLike, cacheNames: readonly string[]) {
  await Promise.all(cacheNames.map((name) => storage.delete(name).catch(() => false)));
}

/**
 * One cache write: over quota the runtime caches are emptied and the write tried once more; a
 * second failure is given up (false). Each attempt writes its own copy, since a body reads once.
 */
export function putWithQuotaRetry(
  storage: CacheStorageLike,
  runtimeCaches: readonly string[],
  cacheName: string,
  request: Request | string,
  response: Response,
): Promise<boolean> {
  return writeOverQuota(
    async () => (await storage.open(cacheName)).put(request, response.clone()),
    () => clearRuntimeCaches(storage, runtimeCaches),
  );
}
