import {
  LISTING_FACET_CODES,
  PAGE_SIZES,
  hasListingFilters,
  isTermTooShort,
  type CampaignPageData,
  type CategoryPageData,
  type ListingQuery,
  type ListingServices,
  type ProductListPageData,
  type StoreCode,
} from '@apteek/domain';
import type { StorefrontContext } from './context.ts';
import { campaignAlternates, runningCampaignBySlug, runningCampaigns } from './listing-campaigns.ts';
import {
  categoryAlternates,
  categoryBreadcrumbs,
  findCategoryBySlug,
  listedProductCounts,
  subcategoriesOf,
} from './listing-category.ts';
import { searchListing } from './listing-search.ts';

export function listingServices(context: StorefrontContext): ListingServices {
  const { db } = context.catalog;
  return {
    async categoryPage(storeCode: StoreCode, slug: string, query: ListingQuery) {
      const category = await findCategoryBySlug(db, storeCode, slug);
      if (!category) return null;
      const [breadcrumbs, subcategories, alternates, counts, listing] = await Promise.all([
        categoryBreadcrumbs(db, storeCode, category),
        subcategoriesOf(db, storeCode, category.id),
        categoryAlternates(db, category.id),
        listedProductCounts(db, [category.id]),
        searchListing(
          context,
          { storeCode, categoryIds: [category.id], facetCodes: LISTING_FACET_CODES },
          { ...query, term: '' },
        ),
      ]);
      const { pathIds: _pathIds, ...link } = category;
      return {
        category: link,
        breadcrumbs,
        subcategories,
        alternates,
        productCount: counts.get(category.id) ?? 0,
        listing,
      } satisfies CategoryPageData;
    },

    async productListPage(storeCode: StoreCode, query: ListingQuery): Promise<ProductListPageData> {
      if (isTermTooShort(query.term)) return { kind: 'term-too-short', term: query.term };
      if (!query.term && !hasListingFilters(query)) return { kind: 'prompt' };
      const listing = await searchListing(
        context,
        {
          storeCode,
          term: query.term,
          facetCodes: LISTING_FACET_CODES,
          pageSize: PAGE_SIZES.searchResults,
        },
        query,
      );
      return { kind: 'results', term: query.term, listing };
    },

    campaignsPage: (storeCode: StoreCode) => runningCampaigns(context, storeCode),

    async campaignPage(storeCode: StoreCode, slug: string, query: ListingQuery) {
      const campaign = await runningCampaignBySlug(context, storeCode, slug);
      if (!campaign) return null;
      const [alternates, listing] = await Promise.all([
        campaignAlternates(context, campaign.id),
        searchListing(
          context,
          { storeCode, attributes: { Campaign: [campaign.code] }, facetCodes: LISTING_FACET_CODES },
          { ...query, term: '' },
        ),
      ]);
      return { campaign, alternates, listing } satisfies CampaignPageData;
    },
  };
}
