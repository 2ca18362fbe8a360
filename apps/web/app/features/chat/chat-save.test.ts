import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './chat-save.ts';

describe('the chat id save debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, 1000 ms after the last change, with the latest chat id', () => {
    const save = vi.fn();
    const saveLater = debounce(save);
    saveLater('chat-1');
    vi.advanceTimersByTime(600);
    saveLater('chat-2');
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('chat-2');
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting save when cancelled', () => {
    const save = vi.fn();
    const saveLater = debounce(save);
    saveLater('chat-1');
    saveLater.cancel();
    vi.advanceTimersByTime(2000);
    expect(save).not.toHaveBeenCalled();
  });
});
