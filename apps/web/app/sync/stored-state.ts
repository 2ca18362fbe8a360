/**
 * A state in memory that `save` writes through on every change, shaped for useSyncExternalStore:
 * `snapshot` and `subscribe`, and `set`, which merges a patch.
 */
export function storedState<T extends object>(initial: T, save: (state: T) => void) {
  const listeners = new Set<() => void>();
  let state = initial;
  return {
    snapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (patch: Partial<T>) => {
      state = { ...state, ...patch };
      save(state);
      for (const listener of listeners) listener();
    },
  };
}
