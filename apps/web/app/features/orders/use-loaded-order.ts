import { useEffect, useEffectEvent, useState } from 'react';

/**
 * What `load` gives once `ready` holds (the session is read, or a code is at hand), loaded again
 * when `key` changes; `loading` until then. An answer that comes after a newer load started, or
 * after the component left, is dropped.
 */
export function useLoadedOrder<T>(loading: T, load: () => Promise<T>, key: string, ready: boolean): T {
  const [loaded, setLoaded] = useState<T>(loading);
  const start = useEffectEvent(load);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    void start().then((value) => {
      if (current) setLoaded(value);
    });
    return () => {
      current = false;
    };
  }, [key, ready]);
  return loaded;
}
