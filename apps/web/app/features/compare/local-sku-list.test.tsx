import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSkuList } from './local-sku-list.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('a list of skus in local storage', () => {
  it('reads storage once a task however often it is asked, and sees a change made elsewhere in the next', async () => {
    const list = localSkuList('test-skus', 4);
    const reads = vi.spyOn(window.localStorage, 'getItem');
    window.localStorage.setItem('test-skus', '["A"]');
    for (let i = 0; i < 100; i += 1) expect(list.read()).toEqual(['A']);
    expect(reads).toHaveBeenCalledTimes(1);

    window.localStorage.setItem('test-skus', '["A","B"]');
    await nextTask();
    expect(list.read()).toEqual(['A', 'B']);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('answers its own change at once, in the same task', () => {
    const list = localSkuList('test-skus', 4);
    expect(list.read()).toEqual([]);
    list.write(['C']);
    expect(list.read()).toEqual(['C']);
  });
});
