import { sql } from 'drizzle-orm';
import { queryRows } from '@apteek/db';
import type { SearchContext } from './search-queries.ts';
import { prefixQuery } from './search-sql.ts';
import { unpatched, type PatchedTermIndex, type TermIndex } from './term-index.ts';

/**
 * A term matched and ranked in a store view's index (term-index.ts) as termRanksSql of
 * search-sql.ts would match and rank it in the database. Its matches are gathered in arrays
 * indexed by their place, found through one slot per product id: a term's thousands of matches
 * cost no map or set entry each.
 */

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

/** ts_rank_cd's default weights (D, C, B, A), as float4. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);

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
 * A term's matches as they are gathered: each product once, in arrays indexed by its place, and
 * its place found through `slot` (product id → place + 1, 0: not matched yet), so that thousands
 * of matches cost no map or set entry each.
 */
interface Gathered {
  slot: Int32Array;
  ids: number[];
  /** The source (index) the product's entries are in. */
  source: number[];
  /** Its first matching posting, -1 for a product matched only by its words. */
  posting: number[];
  /** The places of products holding more than one matching lexeme, with all their postings. */
  several: Map<number, number[]>;
}

/**
 * Adds the postings of the lexemes the operands prefix in one index, but those of `skip`: most
 * products hold one matching lexeme, whose occurrences are already in position order. False when
 * one is stored without positions (the database answers such a term).
 */
function gatherPostings(
  into: Gathered,
  source: number,
  from: TermIndex,
  skip: ReadonlySet<number> | null,
  operands: string[],
): boolean {
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
        if (from.occurrenceStart[k] === from.occurrenceStart[k + 1]) return false;
        const place = into.slot[id]! - 1;
        if (place < 0) {
          into.slot[id] = into.ids.push(id);
          into.source.push(source);
          into.posting.push(k);
        } else {
          const held = into.several.get(place);
          if (held) held.push(k);
          else into.several.set(place, [into.posting[place]!, k]);
        }
      }
    }
  }
  return true;
}

/**
 * The words of one index holding the needle, ascending: those of its rarest pair of characters
 * that hold it, or for a needle of one character, those an indexOf scan of every word finds.
 */
export function wordsHolding(from: TermIndex, needle: string): number[] {
  const found: number[] = [];
  if (needle.length < 2) {
    // The needle holds no line break, so each place it is found lies within one word.
    for (let at = from.wordText.indexOf(needle); at >= 0;) {
      const w = wordAt(from.wordOffset, at);
      found.push(w);
      at = from.wordText.indexOf(needle, from.wordOffset[w + 1]);
    }
    return found;
  }
  let rarest: Int32Array | undefined;
  for (let c = 0; c + 1 < needle.length; c++) {
    const words = from.pairWords.get(needle.charCodeAt(c) * 65_536 + needle.charCodeAt(c + 1));
    if (!words) return found;
    if (!rarest || words.length < rarest.length) rarest = words;
  }
  for (const w of rarest!) if (from.words[w]!.includes(needle)) found.push(w);
  return found;
}

/** Adds the products whose words hold the needle in one index, but those of `skip`. */
function gatherWords(
  into: Gathered,
  source: number,
  from: TermIndex,
  skip: ReadonlySet<number> | null,
  needle: string,
) {
  for (const w of wordsHolding(from, needle))
    for (let k = from.wordStart[w]!; k < from.wordStart[w + 1]!; k++) {
      const id = from.wordIds[k]!;
      if (into.slot[id] !== 0 || skip?.has(id)) continue;
      into.slot[id] = into.ids.push(id);
      into.source.push(source);
      into.posting.push(-1);
    }
}

/** A product's rank from its postings in `from`: one (its occurrences summed) or several (coverRank). */
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
  const gathered: Gathered = {
    slot: new Int32Array(Math.max(...sources.map(({ from }) => from.maxId)) + 1),
    ids: [],
    source: [],
    posting: [],
    several: new Map(),
  };
  for (const [source, { from, skip }] of sources.entries())
    if (!gatherPostings(gathered, source, from, skip, operands as string[])) return null;
  for (const [source, { from, skip }] of sources.entries())
    gatherWords(gathered, source, from, skip, parts.needle);
  const lowered = term.toLowerCase().trim();
  const loweredLength = [...lowered].length;
  const skus = new Set(parts.sku_ids);
  const optionIds = new Set(parts.option_ids);
  const { ids } = gathered;
  const ranks: number[] = new Array<number>(ids.length);
  const exact: number[] = [];
  for (let place = 0; place < ids.length; place++) {
    const id = ids[place]!;
    const { from } = sources[gathered.source[place]!]!;
    const posting = gathered.posting[place]!;
    ranks[place] = posting < 0 ? 0 : rankOf(from, gathered.several.get(place) ?? posting);
    // lower() never shortens a text, so a name longer than the term cannot equal it.
    const length = from.nameLength[id]! - 1;
    const byName = length >= 0 && length <= loweredLength && from.lowerNames.get(id) === lowered;
    let byOption = false;
    if (optionIds.size > 0) for (const option of options(id)) if (optionIds.has(option)) byOption = true;
    if (byName || skus.has(id) || byOption) exact.push(id);
  }
  return { n: ids.length, ids, ranks, exact };
}
