import { describe, expect, it, vi } from 'vitest';
import { storedState } from './stored-state.ts';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a stored state over quota', () => {
  it('retries a write that failed over quota once', () => {
    const save = vi.fn().mockImplementationOnce(() => {
      throw quotaError();
    });
    const stored = storedState({ qty: 1 }, save);
    stored.set({ qty: 2 });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ qty: 2 });
  });

  it('gives up after the second failure without throwing: the state and its listeners move on', () => {
    const save = vi.fn(() => {
      throw quotaError();
    });
    const stored = storedState({ qty: 1 }, save);
    const listener = vi.fn();
    stored.subscribe(listener);
    expect(() => stored.set({ qty: 3 })).not.toThrow();
    expect(save).toHaveBeenCalledTimes(2);
    expect(stored.snapshot()).toEqual({ qty: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets other errors through, unretried', () => {
    const save = vi.fn(() => {
      throw new TypeError('cyclic object value');
    });
    expect(() => storedState({ qty: 1 }, save).set({ qty: 2 })).toThrow(TypeError);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
