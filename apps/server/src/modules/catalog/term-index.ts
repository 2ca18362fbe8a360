import { sql } from 'drizzle-orm';
import { queryRows } from '@apteek/db';
import type { SearchContext } from './search-queries.ts';
import { intArray } from './search-sql.ts';

/**
 * A store view's search documents held in the process as an inverted index, so that a term never
 * asked before is matched and ranked here (term-ranks.ts) rather than by the database, whose cost grows with the
 * term's matches (each one's row is read and ranked: about 20 ms of its CPU at 6,000 matches).
 * Sorted lexemes with each one's products and positions, sorted words of the search texts with
 * their products, and the names the exact-match test reads: about 35 MB a store view at 50,000
 * products, held only for a store view searched by term.
 */
export interface TermIndex {
  /** The documents' lexemes, sorted; lexeme l's postings are lexemeStart[l] … lexemeStart[l + 1] - 1. */
  lexemes: string[];
  lexemeStart: Int32Array;
  /** Each posting's product id and its occurrences occurrenceStart[k] … (position × 4 + weight code). */
  postingIds: Int32Array;
  occurrenceStart: Int32Array;
  occurrences: Int32Array;
  /** The words of the search texts (split on spaces), sorted, and the ids of the products holding each. */
  words: string[];
  /** The words joined by line breaks, and where each starts in it: a needle of one character is found by one indexOf scan. */
  wordText: string;
  wordOffset: Int32Array;
  /**
   * Each pair of adjacent characters (UTF-16 code units, the first × 65,536 + the second) of the
   * words → the words holding it, ascending: a longer needle is looked for only in the words of
   * its rarest pair, not in all of them (about 51,000 words at 50,000 products, most of them SKUs).
   */
  pairWords: Map<number, Int32Array>;
  wordStart: Int32Array;
  wordIds: Int32Array;
  /**
   * Product id → its name's length in characters + 1 (0: no name), and its name in lower case, as
   * the database has them: the exact-match test reads the length of every match and the name only
   * where the length allows it to equal the term.
   */
  nameLength: Int32Array;
  lowerNames: Map<number, string>;
  /** The largest product id in the index, so that a match's state is an array slot, not a map entry. */
  maxId: number;
  readAt: number;
}

/**
 * A store view's index kept current product by product: the index read whole (`base`), the
 * products changed since (`replaced`), whose entries in `base` are stale and skipped, and those
 * products' entries as they are now, read into an index of their own (`patch`; a product that
 * left the store view has none). Every change reads all the replaced products again, so their
 * number is bounded (term-matches.ts reads the whole index again past it).
 */
export interface PatchedTermIndex {
  base: TermIndex;
  replaced: ReadonlySet<number>;
  patch: TermIndex | null;
  readAt: number;
}

/** Parts the documents are read in (by product id), so that no statement runs near its time-out at 50,000 products. */
const LOAD_PARTS = 8;

/** ts_rank_cd's weight codes (D, C, B, A) of a lexeme's occurrence. */
const WEIGHT_OF: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };

/**
 * Reading the postings takes a second or more of the process at 50,000 products: it lets waiting
 * requests run every few thousand lexemes rather than holding them for all of it.
 */
const YIELD_EVERY = 2000;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const sortedTexts = (merged: Map<string, string[]>) =>
  [...merged.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** 'id:1,5:AC id:3:' (a lexeme's postings as the database joined them) into the index's arrays. */
async function lexemeArrays(merged: Map<string, string[]>) {
  const lexemes = sortedTexts(merged);
  const lexemeStart = new Int32Array(lexemes.length + 1);
  const ids: number[] = [];
  const occurrenceStart: number[] = [];
  const occurrences: number[] = [];
  for (let l = 0; l < lexemes.length; l++) {
    if (l % YIELD_EVERY === 0) await yieldToRequests();
    lexemeStart[l] = ids.length;
    for (const part of merged.get(lexemes[l]!)!)
      for (const posting of part.split(' ')) {
        const [id, positions, weights] = posting.split(':');
        ids.push(Number(id));
        occurrenceStart.push(occurrences.length);
        // No positions: an empty list, which leaves the term to the database.
        if (positions)
          positions
            .split(',')
            .forEach((pos, k) => occurrences.push(Number(pos) * 4 + (WEIGHT_OF[weights![k]!] ?? 0)));
      }
  }
  lexemeStart[lexemes.length] = ids.length;
  occurrenceStart.push(occurrences.length);
  return {
    lexemes,
    lexemeStart,
    postingIds: Int32Array.from(ids),
    occurrenceStart: Int32Array.from(occurrenceStart),
    occurrences: Int32Array.from(occurrences),
  };
}

async function wordArrays(merged: Map<string, string[]>) {
  const words = sortedTexts(merged);
  const wordStart = new Int32Array(words.length + 1);
  const ids: number[] = [];
  for (let w = 0; w < words.length; w++) {
    if (w % YIELD_EVERY === 0) await yieldToRequests();
    wordStart[w] = ids.length;
    for (const part of merged.get(words[w]!)!) for (const id of part.split(' ')) ids.push(Number(id));
  }
  wordStart[words.length] = ids.length;
  const wordOffset = new Int32Array(words.length + 1);
  words.forEach((word, w) => (wordOffset[w + 1] = wordOffset[w]! + word.length + 1));
  return {
    words,
    wordText: words.join('\n'),
    wordOffset,
    wordStart,
    wordIds: Int32Array.from(ids),
    pairWords: await pairsOf(words),
  };
}

/** TermIndex.pairWords of the sorted words. */
async function pairsOf(words: string[]): Promise<Map<number, Int32Array>> {
  const lists = new Map<number, number[]>();
  for (let w = 0; w < words.length; w++) {
    if (w % YIELD_EVERY === 0) await yieldToRequests();
    const word = words[w]!;
    for (let c = 0; c + 1 < word.length; c++) {
      const pair = word.charCodeAt(c) * 65_536 + word.charCodeAt(c + 1);
      const list = lists.get(pair);
      // The same pair twice in one word: the word once.
      if (!list) lists.set(pair, [w]);
      else if (list[list.length - 1] !== w) list.push(w);
    }
  }
  const pairs = new Map<number, Int32Array>();
  for (const [pair, list] of lists) pairs.set(pair, Int32Array.from(list));
  return pairs;
}

/**
 * Reads a store view's documents into an index: about 1.4 million lexeme occurrences at 50,000
 * products, grouped by the database in parts, one statement at a time.
 */
export async function loadTermIndex(
  context: SearchContext,
  readAt: number,
  only?: readonly number[],
): Promise<TermIndex> {
  const store = context.storeCode;
  const ofProducts = only ? sql`and s.product_id = any(${intArray([...only])})` : sql``;
  const parts = only ? 1 : LOAD_PARTS;
  const lexemes = new Map<string, string[]>();
  const words = new Map<string, string[]>();
  const add = (into: Map<string, string[]>, rows: { t: string; p: string }[]) => {
    for (const row of rows) {
      const list = into.get(row.t);
      if (list) list.push(row.p);
      else into.set(row.t, [row.p]);
    }
  };
  for (let part = 0; part < parts; part++) {
    const inPart = sql`s.store_code = ${store} and s.product_id % ${parts} = ${part} ${ofProducts}`;
    // Positions are null for a lexeme stored without them: such a posting is marked by an empty
    // list and its term left to the database (its rank is computed differently).
    add(
      lexemes,
      await queryRows<{ t: string; p: string }>(
        context.db,
        sql`select t.lexeme as t, string_agg(s.product_id::text || ':' || coalesce(array_to_string(t.positions, ','), '')
              || ':' || coalesce(array_to_string(t.weights, ''), ''), ' ') as p
            from product_search s, unnest(s.document) t where ${inPart} group by t.lexeme`,
      ),
    );
    add(
      words,
      await queryRows<{ t: string; p: string }>(
        context.db,
        sql`select w as t, string_agg(distinct s.product_id::text, ' ') as p
            from product_search s, unnest(string_to_array(s.search_text, ' ')) w
            where ${inPart} and w <> '' group by w`,
      ),
    );
  }
  const [names] = await queryRows<{ ids: number[] | null; lower: string[] | null; length: number[] | null }>(
    context.db,
    sql`select json_agg(product_id) as ids, json_agg(lower(name)) as lower, json_agg(char_length(name)) as length
        from product_search s where s.store_code = ${store} ${ofProducts}`,
  );
  const lexemeParts = await lexemeArrays(lexemes);
  const wordParts = await wordArrays(words);
  const nameIds = names?.ids ?? [];
  let maxId = 0;
  for (const ids of [lexemeParts.postingIds, wordParts.wordIds, nameIds])
    for (const id of ids) if (id > maxId) maxId = id;
  const nameLength = new Int32Array(maxId + 1);
  const lowerNames = new Map<number, string>();
  nameIds.forEach((id, i) => {
    nameLength[id] = names!.length![i]! + 1;
    lowerNames.set(id, names!.lower![i]!);
  });
  return { ...lexemeParts, ...wordParts, nameLength, lowerNames, maxId, readAt };
}

/**
 * The index with these products' entries replaced by what the database holds now: the earlier
 * replaced products and these are read again into the patch (a few milliseconds for a few
 * hundred products). Null past `maxReplaced` products: the whole index is read again then.
 */
export async function patchTermIndex(
  context: SearchContext,
  index: PatchedTermIndex,
  ids: readonly number[],
  maxReplaced: number,
): Promise<PatchedTermIndex | null> {
  const replaced = new Set([...index.replaced, ...ids]);
  if (replaced.size > maxReplaced) return null;
  const patch = await loadTermIndex(context, index.readAt, [...replaced]);
  return { base: index.base, replaced, patch, readAt: index.readAt };
}

/** An index read whole, with nothing replaced yet. */
export const unpatched = (base: TermIndex): PatchedTermIndex => ({
  base,
  replaced: new Set(),
  patch: null,
  readAt: base.readAt,
});
