import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropRemovedLines } from './use-compensation-deps.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('dropRemovedLines', () => {
  it('pulls again while the removed lines are still in the browser, a second later each time', async () => {
    vi.useFakeTimers();
    let linesLeft = true;
    const cart = {
      sync: vi.fn(async () => {
        // The first pull fails (the lines stay), the second brings the server's cart.
        if (cart.sync.mock.calls.length === 2) linesLeft = false;
      }),
      refreshTotals: vi.fn(async () => {}),
    };
    const done = dropRemovedLines(cart, () => linesLeft);
    await vi.advanceTimersByTimeAsync(999);
    expect(cart.sync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(cart.sync).toHaveBeenCalledTimes(2);
    expect(cart.sync).toHaveBeenLastCalledWith(false, true);
  });

  it('gives up after three pulls', async () => {
    vi.useFakeTimers();
    const cart = { sync: vi.fn(async () => {}), refreshTotals: vi.fn(async () => {}) };
    const done = dropRemovedLines(cart, () => true);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(cart.sync).toHaveBeenCalledTimes(3);
  });
});
