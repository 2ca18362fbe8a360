import { useEffect, useEffectEvent, useState } from 'react';

/**
 * What `load` gives, loaded after the first render and again when `key` changes; `loading` until
 * then. An answer that comes after a newer load started, or after the component left, is dropped.
 */
export function useLoaded<T>(loading: T, load: () => Promise<T>, key = ''): T {
  const [loaded, setLoaded] = useState<T>(loading);
  const start = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    void start().then((value) => {
      if (current) setLoaded(value);
    });
    return () => {
      current = false;
    };
  }, [key]);
  return loaded;
}
