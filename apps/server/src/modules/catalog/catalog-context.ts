import { searchConfigs, type Db } from '@apteek/db';
import type { IsoDate, StoreCode } from '@apteek/domain';
import { effectiveGroupId, groupTokenSecret } from '../pricing/index.ts';
import { metadataCache, type CatalogMetadata } from './catalog-metadata.ts';
import { searchProducts, type ProductSearchResult } from './product-search.ts';
import { createSearchCache } from './search-cache.ts';
import { createSearchResults } from './search-results.ts';
import type { ProductSearch } from './search-schemas.ts';

/**
 * What the catalogue's two edges share in one process: the /api routes and the storefront's
 * loaders read the same metadata and the same cache of search answers.
 */
export interface CatalogContext {
  db: Db;
  today: () => IsoDate;
  metadata: () => Promise<CatalogMetadata>;
  /** Product search through the per-process cache; the group id must already be verified. */
  search: (
    search: Omit<ProductSearch, 'groupId' | 'groupToken'>,
    groupId: number,
  ) => Promise<ProductSearchResult>;
  /** Tier prices only for a group whose token we issued; anything else sees guest prices. */
  groupOf: (claimed: { groupId?: number; groupToken?: string }) => Promise<number>;
}

export function createCatalogContext(db: Db, today: () => IsoDate): CatalogContext {
  // Answers (one page with its documents) by the whole request; under them, whole results by the
  // request without its page, so another page of a search only loads its own documents. Ids are
  // held as 32-bit integers: 2 million are 8 MB. The largest search terms match about 6,300
  // products; a result of more than 10,000 keeps only its counts. An answer sliced from a cached
  // result expires with that result, so a catalogue reload still shows within a minute, not two.
  const answerReadAt = new WeakMap<ProductSearchResult, number>();
  const cachedSearch = createSearchCache<ProductSearchResult>({
    maxEntries: 1000,
    ttlMs: 60_000,
    readAt: (answer) => answerReadAt.get(answer),
  });
  const results = createSearchResults({
    maxEntries: 200,
    maxIds: 2_000_000,
    maxIdsPerResult: 10_000,
    ttlMs: 60_000,
  });
  const metadata = metadataCache(db, () => searchConfigs(db) as Promise<Record<StoreCode, string>>);
  return {
    db,
    today,
    metadata,
    search: (search, groupId) => {
      const day = today();
      return cachedSearch(JSON.stringify([day, groupId, search]), async () => {
        const read: { at: number | null } = { at: null };
        const answer = await searchProducts(
          db,
          await metadata(),
          search,
          day,
          groupId,
          async (context, query) => {
            const found = await results(context, query, groupId);
            read.at = found.readAt;
            return found.rows;
          },
        );
        if (read.at !== null) answerReadAt.set(answer, read.at);
        return answer;
      });
    },
    groupOf: async (claimed) =>
      effectiveGroupId(await groupTokenSecret(db), { groupId: claimed.groupId, token: claimed.groupToken }),
  };
}
