import type { FastifyInstance } from 'fastify';
import type { StoreCode } from '@apteek/domain';
import { searchContextOf } from './product-search.ts';
import type { RankedRows, SearchContext } from './search-queries.ts';

/** The context of a store's search on the app `testApp` holds, as the catalogue's own search builds it. */
export const searchContextFor =
  (testApp: { readonly app: FastifyInstance }) =>
  async (storeCode: StoreCode, today = testApp.app.catalog.today()): Promise<SearchContext> =>
    searchContextOf(testApp.app.db, await testApp.app.catalog.metadata(), storeCode, today);

/**
 * Rows as the database answers them: every id in order (`all`) where term-matches.ts left them
 * to be computed when asked.
 */
export function withAllIds({ allWhenAsked, ...rows }: RankedRows): RankedRows {
  return { ...rows, all: rows.all ?? allWhenAsked?.() ?? null };
}
