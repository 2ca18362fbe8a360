import { normaliseSkuList } from '@apteek/domain';

/**
 * A list of skus in local storage (compare list and wishlist are stored locally),
 * shared by the tabs of this browser. Read through normaliseSkuList: storage is outside input.
 */
export function localSkuList(key: string, limit: number) {
  const listeners = new Set<() => void>();
  let cached: { text: string | null; list: string[] } = { text: null, list: EMPTY_SKUS };
  // Storage is read once a task: a listing's hydration asks for each card's compare and wishlist
  // button (a hundred reads of storage, 14 ms of the category's hydration at 4x CPU slowdown).
  let readThisTask = false;

  function read(): string[] {
    if (typeof window === 'undefined') return EMPTY_SKUS;
    if (readThisTask) return cached.list;
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
      const list = normaliseSkuList(parsed, limit);
      cached = { text, list: list.length > 0 ? list : EMPTY_SKUS };
    }
    readThisTask = true;
    setTimeout(() => (readThisTask = false), 0);
    return cached.list;
  }

  let memory: string[] = EMPTY_SKUS;
  function write(list: string[]): void {
    memory = list;
    readThisTask = false;
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

/**
 * The one empty list, also the lists' snapshot while server rendering: the browser's empty list is
 * the same object, so hydration does not re-render every compare and wishlist button on the page.
 */
export const EMPTY_SKUS = Object.freeze([]) as unknown as string[];
