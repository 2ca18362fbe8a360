/**
 * Per-process cache of search answers (DESIGN §4), keyed by the normalised request and the day
 * (special prices change at midnight). Entries live for a minute, the same window in which the
 * catalogue metadata refreshes, so a catalogue reload shows everywhere within that minute.
 */
export function createSearchCache<T>(options: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  /**
   * When the data an answer was built from was read, if earlier than the answer (a page sliced
   * from a cached result): the answer then expires with that data, not a minute after itself.
   */
  readAt?: (value: T) => number | undefined;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at <= options.ttlMs) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    const entry = { at: now(), value };
    entries.set(key, entry);
    value.then(
      (answer) => {
        entry.at = Math.min(entry.at, options.readAt?.(answer) ?? entry.at);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}
