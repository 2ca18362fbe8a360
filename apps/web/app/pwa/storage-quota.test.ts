import { describe, expect, it, vi } from 'vitest';
import { isQuotaError, putWithQuotaRetry, writeOverQuota, type CacheStorageLike } from './storage-quota.ts';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Cache Storage in memory whose put throws the given errors first, one per call, then writes. */
function fakeCaches(failures: Error[]) {
  const stored = new Map<string, Map<string, string>>([
    ['pages', new Map([['/ee/', 'home']])],
    ['images', new Map([['/media/a.jpg', 'img']])],
    ['offline', new Map([['/ee/offline', 'offline']])],
  ]);
  const puts: string[] = [];
  const storage: CacheStorageLike = {
    open: vi.fn(async (name: string) => ({
      put: async (request: Request | string, response: Response) => {
        const url = typeof request === 'string' ? request : request.url;
        puts.push(`${name} ${url}`);
        const failure = failures.shift();
        if (failure) throw failure;
        if (!stored.has(name)) stored.set(name, new Map());
        stored.get(name)!.set(url, await response.text());
      },
    })),
    delete: vi.fn(async (name: string) => stored.delete(name)),
  };
  return { storage, stored, puts };
}

const RUNTIME = ['pages', 'catalogue', 'images'];

describe('a cache write over quota', () => {
  it('clears the runtime caches and writes once more', async () => {
    const { storage, stored, puts } = fakeCaches([quotaError()]);
    const kept = await putWithQuotaRetry(storage, RUNTIME, 'pages', '/ee/c/valu', new Response('category'));
    expect(kept).toBe(true);
    expect(puts).toEqual(['pages /ee/c/valu', 'pages /ee/c/valu']);
    expect(
      vi
        .mocked(storage.delete)
        .mock.calls.map(([name]) => name)
        .sort(),
    ).toEqual(RUNTIME.slice().sort());
    // The older pages and images are gone, the offline pages stay, and the new answer is kept whole.
    expect([...stored.keys()].sort()).toEqual(['offline', 'pages']);
    expect(stored.get('pages')).toEqual(new Map([['/ee/c/valu', 'category']]));
  });

  it('gives up after a second quota error without throwing into the fetch handler', async () => {
    const { storage, puts } = fakeCaches([quotaError(), quotaError()]);
    await expect(
      putWithQuotaRetry(storage, RUNTIME, 'images', '/media/b.jpg', new Response('img')),
    ).resolves.toBe(false);
    expect(puts).toHaveLength(2);
    expect(storage.delete).toHaveBeenCalledTimes(RUNTIME.length);
  });

  it('writes once and clears nothing when there is room, and clears nothing for other errors', async () => {
    const roomy = fakeCaches([]);
    expect(await putWithQuotaRetry(roomy.storage, RUNTIME, 'pages', '/ee/', new Response('home'))).toBe(true);
    expect(roomy.puts).toHaveLength(1);
    expect(roomy.storage.delete).not.toHaveBeenCalled();
    const broken = fakeCaches([new TypeError('Request method POST is unsupported')]);
    expect(await putWithQuotaRetry(broken.storage, RUNTIME, 'pages', '/ee/', new Response('x'))).toBe(false);
    expect(broken.puts).toHaveLength(1);
    expect(broken.storage.delete).not.toHaveBeenCalled();
  });
});

describe('writeOverQuota', () => {
  it('frees and retries only for a quota error, and never throws', async () => {
    const free = vi.fn(async () => {});
    const write = vi.fn().mockRejectedValueOnce(quotaError()).mockResolvedValueOnce(undefined);
    expect(await writeOverQuota(write, free)).toBe(true);
    expect(write).toHaveBeenCalledTimes(2);
    expect(free).toHaveBeenCalledTimes(1);
    const failingFree = vi.fn(async () => {
      throw new Error('cannot clear');
    });
    expect(await writeOverQuota(vi.fn().mockRejectedValue(quotaError()), failingFree)).toBe(false);
  });

  it('knows the quota error under its browser names', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});
