/**
 * The server's one per-process cache: a value loaded by key is kept for `ttlMs`, concurrent calls
 * for a key still loading share that one load, and a failed load is forgotten so the next call
 * tries again. Optionally bounded by entries and by total weight, least recently used first.
 */
export interface MemoizeOptions<T> {
  ttlMs: number;
  /** The most keys kept at once. */
  maxEntries?: number;
  /** The most weight (`weigh` of each loaded value) kept at once over all entries. */
  maxWeight?: number;
  weigh?: (value: T) => number;
  /**
   * When the data a value was built from was read, if earlier than the load (an answer sliced from
   * another cached value): the value then expires with that data, not `ttlMs` after itself.
   */
  readAt?: (value: T) => number | undefined;
  now?: () => number;
}

export interface Memo<T> {
  (key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Forgets every key `drops` is true of, loaded or still loading (a load still running settles
   * into nothing), so the next call for it loads again.
   */
  readonly drop: (drops: (key: string) => boolean) => void;
  /** Entries and weight held now, for tests and diagnostics. */
  readonly stats: () => { entries: number; weight: number };
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** 0 until the value arrives: a pending load holds nothing yet. */
  weight: number;
}

export function memoize<T>(options: MemoizeOptions<T>): Memo<T> {
  const { ttlMs, maxEntries = Infinity, maxWeight = Infinity, now = Date.now } = options;
  // Map keeps insertion order; a used entry is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry<T>>();
  let weight = 0;

  const remove = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  const touch = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
  };
  const evict = () => {
    while (entries.size > maxEntries || weight > maxWeight) {
      const [key, entry] = entries.entries().next().value!;
      remove(key, entry);
    }
  };
  const settle = (key: string, entry: Entry<T>, value: T) => {
    // Evicted, or expired and replaced, while it loaded: nothing to account for.
    if (entries.get(key) !== entry) return;
    entry.at = Math.min(entry.at, options.readAt?.(value) ?? entry.at);
    if (!options.weigh) return;
    const own = options.weigh(value);
    // A value heavier than the whole budget would push out everything else and then itself.
    if (own > maxWeight) return remove(key, entry);
    entry.weight = own;
    weight += own;
    touch(key, entry);
    evict();
  };

  const memo = (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at <= ttlMs) {
      touch(key, hit);
      return hit.value;
    }
    if (hit) remove(key, hit);
    const entry: Entry<T> = { at: now(), value: load(), weight: 0 };
    entries.set(key, entry);
    evict();
    entry.value.then(
      (value) => settle(key, entry, value),
      () => remove(key, entry),
    );
    return entry.value;
  };
  const drop = (drops: (key: string) => boolean) => {
    for (const [key, entry] of entries) if (drops(key)) remove(key, entry);
  };
  return Object.assign(memo, { drop, stats: () => ({ entries: entries.size, weight }) });
}
