import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache.ts';

describe('createSearchCache', () => {
  it('answers a repeated key from the cache within its time to live', async () => {
    let clock = 0;
    const cache = createSearchCache<number>({ maxEntries: 10, ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('a', load)).toBe(1);
    clock = 1001;
    expect(await cache('a', load)).toBe(2);
  });

  it('drops the least recently used entry beyond its size and forgets failures', async () => {
    const cache = createSearchCache<string>({ maxEntries: 2, ttlMs: 60_000 });
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
    const cache = createSearchCache<string>({
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
});
