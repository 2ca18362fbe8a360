// @postgres: text search configuration, ts_rank_cd and raw SQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@apteek/db';
import { STORE_CODES } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { termRanksSql } from './search-sql.ts';
import { searchContextFor } from './search-test-helpers.ts';
import { loadTermIndex } from './term-index.ts';
import { coverRank, indexedRanks, prefixOperand, wordsHolding } from './term-ranks.ts';

const testApp = useTestApp();
const contextFor = searchContextFor(testApp);

/** Words of the seed's own names in every store view, their prefixes, codes and terms of other shapes. */
async function termsOf(storeCode: string): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    testApp.app.db,
    sql`select distinct w as word from product_search, unnest(string_to_array(lower(name), ' ')) w
        where store_code = ${storeCode} and char_length(w) >= 3 order by 1 limit 60`,
  );
  const words = rows.map((r) => r.word);
  return [
    ...words,
    ...words.map((w) => w.slice(0, 3)),
    ...words.slice(0, 10).map((w) => w.toUpperCase()),
    'IBU-400-20',
    'ibu-400',
    'n02be01',
    'vitamiin',
    'vitamiini',
    'tablets',
    'ибупрофен',
    'Ibuprofeen',
    'mg',
    'zzzqqq',
    'c vitamiin',
    '100%',
    'a_b',
  ];
}

describe(`a store view's documents as an index on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('matches, ranks and finds the exact matches of a term as the database does', async () => {
    let answered = 0;
    let ranked = 0;
    for (const storeCode of STORE_CODES) {
      const context = await contextFor(storeCode);
      const index = await loadTermIndex(context, 0);
      const optionRows = await queryRows<{ id: number; options: number[] }>(
        context.db,
        sql`select product_id as id, option_ids as options from product_search where store_code = ${storeCode}`,
      );
      const options = new Map(optionRows.map((r) => [r.id, r.options]));
      for (const term of await termsOf(storeCode)) {
        const fromIndex = await indexedRanks(context, index, term, (id) => options.get(id) ?? []);
        if (!fromIndex) continue;
        answered++;
        const [row] = await queryRows<{
          n: number;
          ids: number[] | null;
          ranks: number[] | null;
          exact: number[] | null;
        }>(context.db, termRanksSql(context, term, false, 100_000));
        const label = `${storeCode} ${term}`;
        const rankOf = (ids: number[], ranks: number[]) =>
          Object.fromEntries(ids.map((id, i) => [id, ranks[i]]).sort((a, b) => a[0]! - b[0]!));
        expect(fromIndex.n, label).toBe(row!.n);
        expect(rankOf(fromIndex.ids, fromIndex.ranks), label).toEqual(
          rankOf(row!.ids ?? [], row!.ranks ?? []),
        );
        expect([...fromIndex.exact].sort(), label).toEqual([...(row!.exact ?? [])].sort());
        ranked += fromIndex.ranks.filter((rank) => rank > 0).length;
      }
    }
    // Not vacuous: most terms are answered from the index, with ranks above zero.
    expect(answered).toBeGreaterThan(200);
    expect(ranked).toBeGreaterThan(1000);
  });

  it('finds the words holding a needle among those of its rarest pair of characters as a scan of every word does', async () => {
    let found = 0;
    for (const storeCode of ['ee', 'ru'] as const) {
      const index = await loadTermIndex(await contextFor(storeCode), 0);
      const needles = [
        'a',
        'и',
        'mg',
        'vitamiin',
        'ibu-400',
        'ибупрофен',
        'zzq',
        'aa',
        ...index.words
          .filter((_, w) => w % 7 === 0)
          .flatMap((word) => [word, word.slice(1, 4), word.slice(-2)]),
      ];
      // An empty needle never reaches the index: the database answers it.
      for (const needle of needles.filter((n) => n !== '')) {
        const scanned = index.words.flatMap((word, w) => (word.includes(needle) ? [w] : []));
        expect(wordsHolding(index, needle), `${storeCode} ${needle}`).toEqual(scanned);
        found += scanned.length;
      }
    }
    // Not vacuous: needles of one, two and more characters found words.
    expect(found).toBeGreaterThan(500);
  });

  it('leaves to the database what it cannot answer exactly', () => {
    expect(prefixOperand("'vitamiin':*")).toBe('vitamiin');
    expect(prefixOperand("'it''s':*")).toBe("it's");
    expect(prefixOperand("'c':* & 'vitamiin':*")).toBeNull();
    expect(prefixOperand("'ibu-400':* <-> 'ibu':* <-> '400':*")).toBeNull();
    expect(prefixOperand('')).toBeNull();
  });

  it('counts one occurrence of a lexeme matched twice once, in position order, as float4', () => {
    const a = { pos: 1, weight: 3, lexeme: 0 };
    const c = { pos: 7, weight: 1, lexeme: 0 };
    expect(coverRank([c, a, { ...a }])).toBe(Math.fround(1 + 1 / (1 / Math.fround(0.2))));
    expect(coverRank([])).toBe(0);
  });
});
