import { describe, expect, it } from 'vitest';
import { memoize } from './memoize.ts';

/** A result of `n` ids, weighed by its length. */
const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

function cacheOf(options: { maxEntries?: number; maxWeight?: number; ttlMs?: number; now?: () => number }) {
  return memoize<number[]>({
    maxEntries: options.maxEntries ?? 10,
    maxWeight: options.maxWeight ?? 1000,
    ttlMs: options.ttlMs ?? 60_000,
    weigh: (value) => value.length,
    now: options.now,
  });
}

/** A load that counts its calls and resolves only when released. */
function deferredLoad(value: number[]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = { calls: 0, release: () => release(), run: async () => (load.calls++, await gate, value) };
  return load;
}

describe('memoize', () => {
  it('answers a repeated key from the cache within its time to live', async () => {
    let clock = 0;
    const cache = memoize<number>({ maxEntries: 10, ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('a', load)).toBe(1);
    clock = 1001;
    expect(await cache('a', load)).toBe(2);
  });

  it('drops the least recently used entry beyond its size and forgets failures', async () => {
    const cache = memoize<string>({ maxEntries: 2, ttlMs: 60_000 });
    let loads = 0;
    const load = (value: string) => async () => `${value}${++loads}`;
    await cache('a', load('a'));
    await cache('b', load('b'));
    await cache('a', load('a'));
    await cache('c', load('c'));
    expect(await cache('a', load('a'))).toBe('a1');
    expect(await cache('b', load('b'))).toBe('b4');
    await expect(cache('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache('x', load('x'))).toBe('x5');
  });

  it('expires an answer with the older data it was built from', async () => {
    let clock = 500;
    const readAt = new Map<string, number>([['sliced', 0]]);
    const cache = memoize<string>({
      maxEntries: 10,
      ttlMs: 1000,
      now: () => clock,
      readAt: (value) => readAt.get(value),
    });
    let loads = 0;
    const load = (value: string) => async () => (loads++, value);
    await cache('a', load('sliced'));
    await cache('b', load('fresh'));
    clock = 1001;
    await cache('a', load('sliced'));
    await cache('b', load('fresh'));
    expect(loads).toBe(3);
  });

  describe('bounded by weight', () => {
    it('computes a key once and answers it again within the time to live', async () => {
      let clock = 0;
      const cache = cacheOf({ ttlMs: 1000, now: () => clock });
      let loads = 0;
      const load = async () => ids(3, 10 * ++loads);
      expect(await cache('a', load)).toEqual([10, 11, 12]);
      clock = 1000;
      expect(await cache('a', load)).toEqual([10, 11, 12]);
      clock = 1001;
      expect(await cache('a', load)).toEqual([20, 21, 22]);
      expect(loads).toBe(2);
    });

    it('shares one computation between concurrent requests for the same key', async () => {
      const cache = cacheOf({});
      const load = deferredLoad(ids(5));
      const waiting = [cache('a', load.run), cache('a', load.run), cache('a', load.run)];
      expect(load.calls).toBe(1);
      expect(cache.stats()).toEqual({ entries: 1, weight: 0 });
      load.release();
      const answers = await Promise.all(waiting);
      expect(answers.every((answer) => answer === answers[0])).toBe(true);
      expect(cache.stats()).toEqual({ entries: 1, weight: 5 });
    });

    it('drops the least recently used entries beyond its number of entries', async () => {
      const cache = cacheOf({ maxEntries: 2 });
      let loads = 0;
      const load = async () => ids(1, ++loads);
      await cache('a', load);
      await cache('b', load);
      await cache('a', load);
      await cache('c', load);
      expect(cache.stats().entries).toBe(2);
      expect(await cache('a', load)).toEqual([1]);
      expect(await cache('b', load)).toEqual([4]);
    });

    it('keeps the ids it holds within its weight, dropping the least recently used first', async () => {
      const cache = cacheOf({ maxWeight: 10 });
      await cache('a', async () => ids(4));
      await cache('b', async () => ids(4));
      await cache('a', async () => ids(99));
      expect(cache.stats()).toEqual({ entries: 2, weight: 8 });
      await cache('c', async () => ids(4));
      expect(cache.stats()).toEqual({ entries: 2, weight: 8 });
      let reloaded = false;
      await cache('b', async () => ((reloaded = true), ids(4)));
      expect(reloaded).toBe(true);
      // A result heavier than the whole budget is answered but not kept.
      expect(await cache('huge', async () => ids(11))).toHaveLength(11);
      expect(cache.stats().weight).toBeLessThanOrEqual(10);
      let again = false;
      await cache('huge', async () => ((again = true), ids(11)));
      expect(again).toBe(true);
    });

    it('forgets failures, so the next request computes again', async () => {
      const cache = cacheOf({});
      await expect(cache('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      await Promise.resolve();
      expect(cache.stats()).toEqual({ entries: 0, weight: 0 });
      expect(await cache('a', async () => ids(2))).toEqual([0, 1]);
    });

    it('does not count a computation that expired and was replaced while it ran', async () => {
      let clock = 0;
      const cache = cacheOf({ ttlMs: 100, now: () => clock });
      const slow = deferredLoad(ids(7));
      const first = cache('a', slow.run);
      clock = 200;
      expect(await cache('a', async () => ids(3))).toEqual([0, 1, 2]);
      slow.release();
      expect(await first).toHaveLength(7);
      expect(cache.stats()).toEqual({ entries: 1, weight: 3 });
    });
  });
});
