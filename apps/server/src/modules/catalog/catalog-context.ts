import { searchConfigs, type Db } from '@apteek/db';
import type { IsoDate, StoreCode } from '@apteek/domain';
import { effectiveGroupId, groupTokenSecret } from '../pricing/index.ts';
import { metadataCache, type CatalogMetadata } from './catalog-metadata.ts';
import { searchProducts, type ProductSearchResult } from './product-search.ts';
import { createSearchCache } from './search-cache.ts';
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
  const cachedSearch = createSearchCache<ProductSearchResult>({ maxEntries: 1000, ttlMs: 60_000 });
  const metadata = metadataCache(db, () => searchConfigs(db) as Promise<Record<StoreCode, string>>);
  return {
    db,
    today,
    metadata,
    search: (search, groupId) => {
      const day = today();
      return cachedSearch(JSON.stringify([day, groupId, search]), async () =>
        searchProducts(db, await metadata(), search, day, groupId),
      );
    },
    groupOf: async (claimed) =>
      effectiveGroupId(await groupTokenSecret(db), { groupId: claimed.groupId, token: claimed.groupToken }),
  };
}
