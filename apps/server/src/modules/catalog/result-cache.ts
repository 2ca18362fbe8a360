/**
 * Per-process cache of whole search results (every matching id in order, the total and the
 * counts), from which any page is a slice. Bounded by entries and by total weight (the ids held),
 * least recently used first; entries live for `ttlMs`, like the answer cache, so a catalogue
 * reload shows within the same minute. Concurrent requests for a key still being computed share
 * that one computation instead of each sending the same query.
 */
export interface ResultCacheOptions<T> {
  maxEntries: number;
  /** The most weight (for search results: ids) held at once over all entries. */
  maxWeight: number;
  ttlMs: number;
  weigh: (value: T) => number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** 0 until the value arrives: a pending computation holds no ids yet. */
  weight: number;
}

export interface ResultCache<T> {
  (key: string, load: () => Promise<T>): Promise<T>;
  /** Entries and weight held now, for tests and diagnostics. */
  readonly stats: () => { entries: number; weight: number };
}

export function createResultCache<T>(options: ResultCacheOptions<T>): ResultCache<T> {
  const now = options.now ?? Date.now;
  // Map keeps insertion order; a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry<T>>();
  let weight = 0;

  const remove = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  const evict = () => {
    while (entries.size > options.maxEntries || weight > options.maxWeight) {
      const [key, entry] = entries.entries().next().value!;
      remove(key, entry);
    }
  };

  const cache = (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at <= options.ttlMs) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    if (hit) remove(key, hit);
    const entry: Entry<T> = { at: now(), value: load(), weight: 0 };
    entries.set(key, entry);
    evict();
    entry.value.then(
      (value) => {
        // Evicted, or expired and replaced, while it was computed: nothing to account for.
        if (entries.get(key) !== entry) return;
        const own = options.weigh(value);
        // A result heavier than the whole budget would push out everything else and then itself.
        if (own > options.maxWeight) {
          remove(key, entry);
          return;
        }
        entry.weight = own;
        weight += own;
        // Keep the newest value: move it to the end before making room.
        entries.delete(key);
        entries.set(key, entry);
        evict();
      },
      () => remove(key, entry),
    );
    return entry.value;
  };
  return Object.assign(cache, { stats: () => ({ entries: entries.size, weight }) });
}
