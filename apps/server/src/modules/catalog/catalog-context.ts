import { searchConfigs, type Db } from '@apteek/db';
import type { IsoDate } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { GUEST_GROUP_ID, effectiveGroupId, groupTokenSecret } from '../pricing/index.ts';
import { metadataCache, type CatalogMetadata } from './catalog-metadata.ts';
import { listProducts, type ListingSearch, type ProductListing } from './product-listing.ts';
import { searchProducts, type ProductSearchResult, type RowsOf } from './product-search.ts';
import { createSearchResults } from './search-results.ts';
import { createStoreViews, type StoreViews } from './store-views.ts';
import { createTermMatches } from './term-matches.ts';
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
  /** The storefront's listings, at guest prices, through the same caches as the search. */
  listing: (search: ListingSearch) => Promise<ProductListing>;
  /** Tier prices only for a group whose token we issued; anything else sees guest prices. */
  groupOf: (claimed: { groupId?: number; groupToken?: string }) => Promise<number>;
  /**
   * Drops every cached answer, result, term's matches and the metadata, and every one still
   * loading, so the next search reads the catalogue: called on the catalogue's NOTIFY, which every
   * instance receives, so a changed product shows in search at once, not within the minute.
   */
  clear: () => void;
  /**
   * Drops the searches' answers, results and term matches (any of them may hold a product that
   * changed) but keeps the metadata (attributes, categories, search settings) and the store views'
   * search rows and indexes: a change of the category listings, or (with productsChanged) of products.
   */
  dropLists: () => void;
  /** A product's change: the same as dropLists, every answer may hold or now take the product. */
  dropProducts: (skus: ReadonlySet<string>) => void;
  /**
   * Products whose rows changed (as the NOTIFY names them, before their SKUs are looked up): the
   * store views' search rows and indexes read these products again and replace their entries.
   */
  productsChanged: (ids: ReadonlySet<number>) => void;
  /** How often the store views' search rows and indexes were read whole, and patched. */
  storeViewStats: () => ReturnType<StoreViews['stats']>;
  /**
   * How many changes have been announced (each clear or drop): a cache of something built from the
   * catalogue outside these (the banners of a slot) starts again when it moves.
   */
  changes: () => number;
}

/**
 * The store views' search rows and indexes are read whole at most every ten minutes (the backstop
 * for a missed notification) or after a change that names no products; a products' change
 * replaces only their entries, up to this many products since the last whole read.
 */
const storeViewsOf = () => createStoreViews({ ttlMs: 10 * 60_000, maxReplaced: 2_000 });

/**
 * A term's matches (a row of the store view's rows each), for every search with it: up to 64 terms
 * or a million rows (4 MB); a term matching more than 10,000 products is left to the database.
 * Dropped whole on any change: cheap to compute again from the store views, which stay.
 */
const TERM_MATCHES = { maxEntries: 64, maxWeight: 1_000_000, maxMatches: 10_000, ttlMs: 60_000 };

export function createCatalogContext(db: Db, today: () => IsoDate): CatalogContext {
  // Answers (one page with its documents) by the whole request; under them, whole results by the
  // request without its page, so another page of a search only loads its own documents. Ids are
  // held as 32-bit integers: 2 million are 8 MB. The largest search terms match about 6,300
  // products; a result of more than 10,000 keeps only its counts. An answer sliced from a cached
  // result expires with that result, so a catalogue reload still shows within a minute, not two.
  const answerReadAt = new WeakMap<object, number>();
  let views = storeViewsOf();
  const caches = () => {
    const cacheOptions = {
      // Each new term is a new key, and an answer of a page of documents weighs tens of KB.
      maxEntries: 200,
      ttlMs: 60_000,
      readAt: (answer: object) => answerReadAt.get(answer),
    };
    return {
      search: memoize<ProductSearchResult>(cacheOptions),
      listing: memoize<ProductListing>(cacheOptions),
      results: createSearchResults({
        maxEntries: 200,
        maxIds: 2_000_000,
        maxIdsPerResult: 10_000,
        ttlMs: 60_000,
        termMatches: createTermMatches({ ...TERM_MATCHES, views }),
      }),
      metadata: metadataCache(db, () => searchConfigs(db)),
    };
  };
  // Replaced whole on a catalogue change: loads still running finish into the dropped caches.
  let cached = caches();
  let changes = 0;
  const metadata = () => cached.metadata();
  /** Runs `answer` on rows from the result cache; the answer expires with the rows it was sliced from. */
  const fromResults = async <T extends object>(
    groupId: number,
    answer: (rowsOf: RowsOf) => Promise<T>,
  ): Promise<T> => {
    const read: { at: number | null } = { at: null };
    const answered = await answer(async (context, query) => {
      const found = await cached.results(context, query, groupId);
      read.at = found.readAt;
      return found.rows;
    });
    if (read.at !== null) answerReadAt.set(answered, read.at);
    return answered;
  };
  return {
    db,
    today,
    metadata,
    search: (search, groupId) => {
      const day = today();
      return cached.search(JSON.stringify([day, groupId, search]), async () => {
        const meta = await metadata();
        return fromResults(groupId, (rowsOf) => searchProducts(db, meta, search, day, groupId, rowsOf));
      });
    },
    listing: (search) => {
      const day = today();
      return cached.listing(JSON.stringify([day, search]), async () => {
        const meta = await metadata();
        return fromResults(GUEST_GROUP_ID, (rowsOf) => listProducts(db, meta, search, day, rowsOf));
      });
    },
    groupOf: async (claimed) =>
      effectiveGroupId(await groupTokenSecret(db), { groupId: claimed.groupId, token: claimed.groupToken }),
    clear: () => {
      views = storeViewsOf();
      cached = caches();
      changes += 1;
    },
    dropLists: () => {
      cached = { ...caches(), metadata: cached.metadata };
      changes += 1;
    },
    dropProducts: () => {
      cached = { ...caches(), metadata: cached.metadata };
      changes += 1;
    },
    productsChanged: (ids) => views.changed(ids),
    storeViewStats: () => views.stats(),
    changes: () => changes,
  };
}
