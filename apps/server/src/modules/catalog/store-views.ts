import { queryRows } from '@apteek/db';
import type { SearchContext } from './search-queries.ts';
import { changedStoreRowsSql, storeRowsSql } from './search-sql.ts';
import { loadTermIndex, patchTermIndex, unpatched, type PatchedTermIndex } from './term-index.ts';

/** storeRowsSql's row: every search row of a store view, each column in the same order. */
interface StoreColumns {
  ids: number[] | null;
  visibility: number[] | null;
  status: number[] | null;
  price: number[] | null;
  name_ord: number[] | null;
  options: string | null;
  categories: string | null;
}

/** changedStoreRowsSql's row: a changed product's search row, with its place among the unchanged. */
interface ChangedRow {
  id: number;
  visibility: number;
  status: number;
  price: number;
  options: string;
  categories: string;
  before: number;
}

/**
 * A store view's search rows on one day, as columns: what the filters, facets and price buckets
 * read for every product, and each one's place in name order (the relevance order's tie-break:
 * only compared, so a changed product's place may lie between two others').
 */
export interface StoreRows {
  ids: Int32Array;
  /** Product id → its row + 1 (0: no row). */
  rowOf: Int32Array;
  visibility: Int16Array;
  status: Int16Array;
  price: Int32Array;
  nameOrd: Float64Array;
  /** The rows in name order (those of products replaced by a patch left out). */
  byName: Int32Array;
  optionStart: Int32Array;
  options: Int32Array;
  categoryStart: Int32Array;
  categories: Int32Array;
  readAt: number;
}

/** 'a b,,c' → [[a, b], [], [c]] as one flat array with offsets. */
function flatLists(text: string | null, n: number): { start: Int32Array; values: Int32Array } {
  const lists = n === 0 ? [] : (text ?? '').split(',');
  const start = new Int32Array(n + 1);
  let total = 0;
  const split = lists.map((list) => (list === '' ? [] : list.split(' ')));
  for (const values of split) total += values.length;
  const values = new Int32Array(total);
  let at = 0;
  split.forEach((list, i) => {
    start[i] = at;
    for (const value of list) values[at++] = Number(value);
  });
  start[n] = at;
  return { start, values };
}

function storeRowsOf(row: StoreColumns | undefined, readAt: number): StoreRows {
  const ids = Int32Array.from(row?.ids ?? []);
  const n = ids.length;
  let maxId = 0;
  for (const id of ids) maxId = Math.max(maxId, id);
  const rowOf = new Int32Array(maxId + 1);
  ids.forEach((id, i) => (rowOf[id] = i + 1));
  const options = flatLists(row?.options ?? null, n);
  const categories = flatLists(row?.categories ?? null, n);
  const nameOrd = Float64Array.from(row?.name_ord ?? []);
  // The places are 1 … n.
  const byName = new Int32Array(n);
  nameOrd.forEach((ord, i) => (byName[ord - 1] = i));
  return {
    ids,
    rowOf,
    visibility: Int16Array.from(row?.visibility ?? []),
    status: Int16Array.from(row?.status ?? []),
    price: Int32Array.from(row?.price ?? []),
    nameOrd,
    byName,
    optionStart: options.start,
    options: options.values,
    categoryStart: categories.start,
    categories: categories.values,
    readAt,
  };
}

/**
 * The store rows with the replaced products' rows taken out and `changed` (their rows as they are
 * now, in name order) added after the others. A changed row's place in name order goes after the
 * `before`-th unchanged row's, and changed rows after the same one keep their own order there.
 */
function withChangedRows(base: StoreRows, replaced: ReadonlySet<number>, changed: ChangedRow[]): StoreRows {
  const n = base.ids.length;
  const m = changed.length;
  const rowIn = (rows: StoreRows, id: number) => (id < rows.rowOf.length ? rows.rowOf[id]! - 1 : -1);
  // The base's places are 1 … n; those of the rows not replaced, ascending.
  const gone = new Uint8Array(n + 1);
  for (const id of replaced) {
    const row = rowIn(base, id);
    if (row >= 0) gone[base.nameOrd[row]!] = 1;
  }
  const kept: number[] = [];
  for (let ord = 1; ord <= n; ord++) if (!gone[ord]) kept.push(ord);
  const total = n + m;
  const grown = <A extends Int16Array | Int32Array | Float64Array>(from: A, make: (size: number) => A) => {
    const to = make(total);
    to.set(from.subarray(0, n));
    return to;
  };
  const ids = grown(base.ids, (k) => new Int32Array(k));
  const visibility = grown(base.visibility, (k) => new Int16Array(k));
  const status = grown(base.status, (k) => new Int16Array(k));
  const price = grown(base.price, (k) => new Int32Array(k));
  const nameOrd = grown(base.nameOrd, (k) => new Float64Array(k));
  const joined = (start: Int32Array, values: Int32Array, text: string[]) => {
    const added = flatLists(text.join(','), m);
    const allStart = new Int32Array(total + 1);
    allStart.set(start.subarray(0, n));
    for (let j = 0; j <= m; j++) allStart[n + j] = values.length + added.start[j]!;
    const all = new Int32Array(values.length + added.values.length);
    all.set(values);
    all.set(added.values, values.length);
    return { start: allStart, values: all };
  };
  const options = joined(
    base.optionStart,
    base.options,
    changed.map((r) => r.options ?? ''),
  );
  const categories = joined(
    base.categoryStart,
    base.categories,
    changed.map((r) => r.categories ?? ''),
  );
  let maxId = base.rowOf.length - 1;
  for (const r of changed) maxId = Math.max(maxId, r.id);
  const rowOf = new Int32Array(maxId + 1);
  rowOf.set(base.rowOf);
  for (const id of replaced) if (id <= maxId) rowOf[id] = 0;
  changed.forEach((r, j) => {
    const row = n + j;
    ids[row] = r.id;
    visibility[row] = r.visibility;
    status[row] = r.status;
    price[row] = r.price;
    const before = Math.min(r.before, kept.length);
    nameOrd[row] = (before === 0 ? 0 : kept[before - 1]!) + (j + 1) / (m + 1);
    rowOf[r.id] = row + 1;
  });
  // The unchanged rows in their order and the changed ones (in name order too) merged by place.
  const byName = new Int32Array(kept.length + m);
  let at = 0;
  let j = 0;
  for (const ord of kept) {
    while (j < m && nameOrd[n + j]! < ord) byName[at++] = n + j++;
    byName[at++] = base.byName[ord - 1]!;
  }
  while (j < m) byName[at++] = n + j++;
  return {
    byName,
    ids,
    rowOf,
    visibility,
    status,
    price,
    nameOrd,
    optionStart: options.start,
    options: options.values,
    categoryStart: categories.start,
    categories: categories.values,
    readAt: base.readAt,
  };
}

/** A store view's rows read whole (`base`) and kept current by replacing the changed products' rows. */
interface PatchedRows {
  base: StoreRows;
  replaced: ReadonlySet<number>;
  rows: StoreRows;
  readAt: number;
}

/** A product's option ids in the store view's rows (none without a row). */
export const optionsOf =
  (store: StoreRows) =>
  (id: number): Int32Array => {
    const row = id < store.rowOf.length ? store.rowOf[id]! - 1 : -1;
    return row < 0
      ? new Int32Array(0)
      : store.options.subarray(store.optionStart[row], store.optionStart[row + 1]);
  };

interface Held<T> {
  context: SearchContext;
  value: T | null;
  /** The whole read, and the patches that were waiting for it. */
  loading: Promise<void>;
  /** Products changed and not yet patched in. */
  waiting: Set<number>;
  busy: boolean;
}

/**
 * Something of a store view read once per day and kept current product by product: reading it
 * takes from a few hundred milliseconds to seconds at 50,000 products (more on a busy machine),
 * so it is read in the background after start-up and after a change that names no products
 * (clear), and otherwise patched: a change's products are read again (`patch`) and replace their
 * entries. While it is read or patched, `loaded` answers null and searches are left to the query,
 * so no search reads a product as it was before a change announced to this process. A patch that
 * answers null (too many products replaced) or fails has it read whole again. Up to 8 are kept.
 */
function keptCurrent<T extends { readAt: number }>(options: {
  ttlMs: number;
  now: () => number;
  read: (context: SearchContext) => Promise<T>;
  patch: (context: SearchContext, value: T, ids: number[]) => Promise<T | null>;
}) {
  const held = new Map<string, Held<T>>();
  let reads = 0;
  let patches = 0;
  const keyOf = (context: SearchContext) => JSON.stringify([context.today, context.storeCode]);
  const patchWaiting = async (key: string, entry: Held<T>): Promise<void> => {
    entry.busy = true;
    try {
      while (entry.waiting.size > 0 && held.get(key) === entry) {
        const ids = [...entry.waiting];
        entry.waiting = new Set();
        const next = await options.patch(entry.context, entry.value!, ids);
        patches += 1;
        if (held.get(key) !== entry) return;
        if (!next) {
          held.delete(key);
          return;
        }
        entry.value = next;
      }
    } catch {
      if (held.get(key) === entry) held.delete(key);
    } finally {
      entry.busy = false;
    }
  };
  const start = (context: SearchContext): Held<T> => {
    const key = keyOf(context);
    const found = held.get(key);
    if (found && (found.value === null || options.now() - found.value.readAt <= options.ttlMs)) return found;
    const entry: Held<T> = {
      context,
      value: null,
      waiting: new Set(),
      busy: true,
      loading: Promise.resolve(),
    };
    held.delete(key);
    held.set(key, entry);
    while (held.size > 8) held.delete(held.keys().next().value!);
    reads += 1;
    entry.loading = options.read(context).then(
      async (value) => {
        if (held.get(key) !== entry) return;
        entry.value = value;
        entry.busy = false;
        // Changes announced while it was read: the read may have seen them or not.
        if (entry.waiting.size > 0) await patchWaiting(key, entry);
      },
      () => {
        if (held.get(key) === entry) held.delete(key);
      },
    );
    return entry;
  };
  return {
    /** Reads it if not held, and waits for that and any patch running; searches until then are left to the query. */
    load: (context: SearchContext) => start(context).loading,
    /** Null while it is read or patched: the query answers then. */
    loaded: (context: SearchContext): T | null => {
      const entry = start(context);
      return entry.busy || entry.waiting.size > 0 ? null : entry.value;
    },
    /** These products changed: each one held reads them again before it answers. */
    changed: (ids: readonly number[]) => {
      for (const [key, entry] of held) {
        for (const id of ids) entry.waiting.add(id);
        // Busy, the read or the patch running takes these in before it settles (and `loading` with it).
        if (!entry.busy && entry.value) entry.loading = patchWaiting(key, entry);
      }
    },
    /** How many times it was read whole and patched, and how many are held ready to answer now. */
    stats: () => ({
      reads,
      patches,
      ready: [...held.values()].filter((entry) => entry.value && !entry.busy && entry.waiting.size === 0)
        .length,
    }),
  };
}

export interface StoreViewsOptions {
  /** How long a store view's rows and index are kept before they are read whole again. */
  ttlMs: number;
  /** The most products replaced in one before it is read whole again instead. */
  maxReplaced: number;
  now?: () => number;
}

/**
 * Every store view's search rows (about 15 integers a product) and its documents as an inverted
 * index (term-index.ts), per day: a term's matches take their listing columns from the rows and,
 * for a term of one word, are matched and ranked in the index, so the database is asked only for
 * the term's parts. A products' change patches both (`changed`); the time to live is the backstop
 * for a notification missed while the listening connection reconnected, like the page cache's.
 */
export function createStoreViews(options: StoreViewsOptions) {
  const now = options.now ?? Date.now;
  const rows = keptCurrent<PatchedRows>({
    ttlMs: options.ttlMs,
    now,
    read: async (context) => {
      const readAt = now();
      const [row] = await queryRows<StoreColumns>(context.db, storeRowsSql(context));
      const base = storeRowsOf(row, readAt);
      return { base, replaced: new Set(), rows: base, readAt };
    },
    patch: async (context, held, ids) => {
      const replaced = new Set([...held.replaced, ...ids]);
      if (replaced.size > options.maxReplaced) return null;
      const changed = await queryRows<ChangedRow>(context.db, changedStoreRowsSql(context, [...replaced]));
      return { ...held, replaced, rows: withChangedRows(held.base, replaced, changed) };
    },
  });
  const index = keptCurrent<PatchedTermIndex>({
    ttlMs: options.ttlMs,
    now,
    read: async (context) => unpatched(await loadTermIndex(context, now())),
    patch: (context, held, ids) => patchTermIndex(context, held, ids, options.maxReplaced),
  });
  return {
    rows,
    index,
    /** Products whose rows changed (added, changed or removed), as the catalogue's NOTIFY names them. */
    changed: (ids: Iterable<number>) => {
      const list = [...ids];
      rows.changed(list);
      index.changed(list);
    },
    /** How often the rows and the index were read whole and patched, over every store view. */
    stats: () => ({ rows: rows.stats(), index: index.stats() }),
  };
}

export type StoreViews = ReturnType<typeof createStoreViews>;
