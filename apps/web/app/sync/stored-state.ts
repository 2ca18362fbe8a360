import { isQuotaError } from '../pwa/storage-quota.ts';

/**
 * A state in memory that `save` writes through on every change, shaped for useSyncExternalStore:
 * `snapshot` and `subscribe`, and `set`, which merges a patch.
 *
 * Storage over quota: localStorage has its own quota, which emptying Cache Storage
 * does not free, so a write over it is tried once more (an earlier failure may have been passing)
 * and then given up: the page goes on with the state in memory rather than breaking the action.
 */
export function storedState<T extends object>(initial: T, save: (state: T) => void) {
  const listeners = new Set<() => void>();
  let state = initial;
  const write = (next: T) => {
    try {
      save(next);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      try {
        save(next);
      } catch (again) {
        if (!isQuotaError(again)) throw again;
      }
    }
  };
  return {
    snapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (patch: Partial<T>) => {
      state = { ...state, ...patch };
      write(state);
      for (const listener of listeners) listener();
    },
  };
}
