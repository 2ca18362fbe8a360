import { sql } from 'drizzle-orm';
import { queryRows } from '@apteek/db';
import type { SearchContext } from './search-queries.ts';
import { intArray, prefixQuery } from './search-sql.ts';

/**
 * A store view's search documents held in the process as an inverted index, so that a term never
 * asked before is matched and ranked here rather than by the database, whose cost grows with the
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
  /** The words joined by line breaks, and where each starts in it: a needle is found by one indexOf scan. */
  wordText: string;
  wordOffset: Int32Array;
  wordStart: Int32Array;
  wordIds: Int32Array;
  /** Product id → its name in lower case and the name's length in characters, as the database has them. */
  names: Map<number, { lower: string; length: number }>;
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

/** What the database says about a term: its tsqueries as text, the LIKE needle and the exact SKU and option matches. */
interface TermParts {
  own: string;
  simple: string | null;
  needle: string;
  sku_ids: number[];
  option_ids: number[];
}

/** What termRanksSql answers, here computed from the index. */
export interface IndexedRanks {
  n: number;
  ids: number[];
  ranks: number[];
  exact: number[];
}

/** Parts the documents are read in (by product id), so that no statement runs near its time-out at 50,000 products. */
const LOAD_PARTS = 8;

/** The word whose text spans `at` in TermIndex.wordText. */
function wordAt(offsets: Int32Array, at: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! <= at) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** ts_rank_cd's default weights (D, C, B, A), as float4, and its weight codes. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
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
  return { words, wordText: words.join('\n'), wordOffset, wordStart, wordIds: Int32Array.from(ids) };
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
  const nameMap = new Map<number, { lower: string; length: number }>();
  (names?.ids ?? []).forEach((id, i) =>
    nameMap.set(id, { lower: names!.lower![i]!, length: names!.length![i]! }),
  );
  return { ...(await lexemeArrays(lexemes)), ...(await wordArrays(words)), names: nameMap, readAt };
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

/** The term as termParts of search-sql.ts has the database compute it, in one cheap round trip. */
async function termPartsOf(context: SearchContext, term: string): Promise<TermParts | null> {
  const query = prefixQuery(term);
  if (!query) return null;
  const lowered = term.toLowerCase();
  const exactText = term.toLowerCase().trim();
  const own = sql`to_tsquery(${context.textConfig}::regconfig, ${query})`;
  const [row] = await queryRows<TermParts>(
    context.db,
    sql`select ${own}::text as own,
          nullif(to_tsquery('simple', unaccent(${query})), ${own})::text as simple,
          lower(unaccent(${lowered})) as needle,
          array(select id from product where lower(sku) = ${exactText}) as sku_ids,
          array(select o.id from attribute_option o where lower(o.code) = ${exactText}) as option_ids`,
  );
  if (!row) return null;
  // search-sql.ts leaves the simple form out for an ASCII term in the simple configuration: it
  // equals the own one then, and nullif above makes it null too.
  return row;
}

/** `'lexeme':*` → lexeme; null for anything else (several words, weights, phrases, negation). */
export function prefixOperand(tsquery: string): string | null {
  const match = /^'((?:[^'\\]|'')+)':\*$/.exec(tsquery.trim());
  return match ? match[1]!.replace(/''/g, "'") : null;
}

/** The first index in sorted `values` not below `prefix`. */
function lowerBound(values: string[], prefix: string): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One occurrence of a matching lexeme in a document: its position, weight code and lexeme. */
interface Occurrence {
  pos: number;
  weight: number;
  lexeme: number;
}

/**
 * ts_rank_cd(document, q) with the default weights and no normalisation, for a query that is one
 * prefix operand or two joined by OR (PostgreSQL's tsrank.c, calc_rank_cd): each occurrence of a
 * matching lexeme is a cover of its own (the same lexeme at one position counted once, however
 * many operands match it) and adds 1 / (1 / weight), summed as double in position order and
 * returned as float4.
 */
export function coverRank(occurrences: Occurrence[]): number {
  occurrences.sort((a, b) => a.pos - b.pos || a.lexeme - b.lexeme);
  let sum = 0;
  for (let i = 0; i < occurrences.length; i++) {
    const o = occurrences[i]!;
    const previous = occurrences[i - 1];
    if (previous && previous.pos === o.pos && previous.lexeme === o.lexeme) continue;
    sum += 1.0 / (1.0 / WEIGHTS[o.weight]!);
  }
  return Math.fround(sum);
}

/**
 * Each product's postings of the lexemes the operands prefix in one index, but those of `skip`:
 * most hold one matching lexeme, whose occurrences are already in position order. Null when one
 * is stored without positions (the database answers such a term).
 */
function postingsOf(
  from: TermIndex,
  skip: ReadonlySet<number> | null,
  operands: string[],
): Map<number, number | number[]> | null {
  const held = new Map<number, number | number[]>();
  const seenLexemes = new Set<number>();
  for (const operand of operands) {
    for (let l = lowerBound(from.lexemes, operand); l < from.lexemes.length; l++) {
      if (!from.lexemes[l]!.startsWith(operand)) break;
      // Matched by the other operand too: its occurrences are in already (counted once).
      if (seenLexemes.has(l)) continue;
      seenLexemes.add(l);
      for (let k = from.lexemeStart[l]!; k < from.lexemeStart[l + 1]!; k++) {
        const id = from.postingIds[k]!;
        if (skip?.has(id)) continue;
        if (from.occurrenceStart[k] === from.occurrenceStart[k + 1]) return null;
        const before = held.get(id);
        held.set(id, before === undefined ? k : typeof before === 'number' ? [before, k] : [...before, k]);
      }
    }
  }
  return held;
}

/** A product's rank from its postings in `from` (postingsOf). */
function rankOf(from: TermIndex, held: number | number[]): number {
  if (typeof held === 'number') {
    // One lexeme: its positions are distinct and ascending, as coverRank would sort them.
    let sum = 0;
    for (let o = from.occurrenceStart[held]!; o < from.occurrenceStart[held + 1]!; o++)
      sum += 1.0 / (1.0 / WEIGHTS[from.occurrences[o]! & 3]!);
    return Math.fround(sum);
  }
  const list: Occurrence[] = [];
  for (const k of held)
    for (let o = from.occurrenceStart[k]!; o < from.occurrenceStart[k + 1]!; o++) {
      const packed = from.occurrences[o]!;
      list.push({ pos: packed >> 2, weight: packed & 3, lexeme: k });
    }
  return coverRank(list);
}

/**
 * The term's matches, ranks and exact matches from the index, as termRanksSql answers them
 * (not fuzzy); null when the index cannot answer the term exactly (several words, a phrase, a
 * LIKE wildcard or a space in the term, a lexeme without positions): the database does then.
 */
export async function indexedRanks(
  context: SearchContext,
  index: TermIndex | PatchedTermIndex,
  term: string,
  options: (id: number) => Iterable<number>,
): Promise<IndexedRanks | null> {
  const parts = await termPartsOf(context, term);
  if (!parts) return null;
  const operands = [parts.own, ...(parts.simple === null ? [] : [parts.simple])].map(prefixOperand);
  if (operands.some((operand) => operand === null)) return null;
  if (/[\s%_\\]/u.test(parts.needle) || parts.needle === '') return null;
  const { base, replaced, patch } = 'base' in index ? index : unpatched(index);
  // The base without the replaced products, and the patch with their entries as they are now: a
  // product's entries are in one of the two.
  const sources = [
    { from: base, skip: replaced.size > 0 ? replaced : null },
    ...(patch ? [{ from: patch, skip: null }] : []),
  ];
  const postings = sources.map(({ from, skip }) => postingsOf(from, skip, operands as string[]));
  if (postings.includes(null)) return null;
  // A product's entries are in one source only.
  const rankById = (id: number): number => {
    for (const [source, { from }] of sources.entries()) {
      const held = postings[source]!.get(id);
      if (held !== undefined) return rankOf(from, held);
    }
    return 0;
  };
  const matched = new Set<number>(postings.flatMap((held) => [...held!.keys()]));
  for (const { from, skip } of sources)
    // The needle holds no line break, so each place it is found lies within one word.
    for (let at = from.wordText.indexOf(parts.needle); at >= 0;) {
      const w = wordAt(from.wordOffset, at);
      for (let k = from.wordStart[w]!; k < from.wordStart[w + 1]!; k++) {
        const id = from.wordIds[k]!;
        if (!skip?.has(id)) matched.add(id);
      }
      at = from.wordText.indexOf(parts.needle, from.wordOffset[w + 1]);
    }
  const nameOf = (id: number) => patch?.names.get(id) ?? (replaced.has(id) ? undefined : base.names.get(id));
  const lowered = term.toLowerCase().trim();
  const loweredLength = [...lowered].length;
  const skus = new Set(parts.sku_ids);
  const optionIds = new Set(parts.option_ids);
  const ids: number[] = [];
  const ranks: number[] = [];
  const exact: number[] = [];
  for (const id of matched) {
    ids.push(id);
    ranks.push(rankById(id));
    const name = nameOf(id);
    const byName = name !== undefined && name.length <= loweredLength && name.lower === lowered;
    let byOption = false;
    if (optionIds.size > 0) for (const option of options(id)) if (optionIds.has(option)) byOption = true;
    if (byName || skus.has(id) || byOption) exact.push(id);
  }
  return { n: ids.length, ids, ranks, exact };
}
