import { normaliseSkuList } from '@apteek/domain';

/**
 * A list of skus in local storage (spec 001 §3: compare list and wishlist are stored locally),
 * shared by the tabs of this browser. Read through normaliseSkuList: storage is outside input.
 */
export function localSkuList(key: string, limit: number) {
  const listeners = new Set<() => void>();
  let cached: { text: string | null; list: string[] } = { text: null, list: [] };

  function read(): string[] {
    if (typeof window === 'undefined') return EMPTY;
    let text: string | null = null;
    try {
      text = window.localStorage.getItem(key);
    } catch {
      // Storage blocked: the list lives as long as the page.
      return memory;
    }
    if (text !== cached.text) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text ?? '[]');
      } catch {
        parsed = null;
      }
      cached = { text, list: normaliseSkuList(parsed, limit) };
    }
    return cached.list;
  }

  let memory: string[] = EMPTY;
  function write(list: string[]): void {
    memory = list;
    try {
      window.localStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage blocked: kept in memory only.
    }
    for (const listener of listeners) listener();
  }

  return {
    read,
    write,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const EMPTY: string[] = [];
