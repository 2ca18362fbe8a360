import type { ListingFilterCode, ListingQuery, ListingSortKey } from '../catalog/listing-query.ts';
import type { ProductCard } from '../catalog/product-card.ts';
import type { IsoDate } from '../pricing/special-price.ts';
import type { StoreCode } from '../store/store-views.ts';

/** A product in a list; `medicineName` is set only where the store shows it (fi). */
export interface ListingProduct extends ProductCard {
  medicineName: string | null;
}

export interface FacetOption {
  /** The option code, the value in the query string. */
  value: string;
  label: string;
  /** Matching products if this option were chosen, given the other facets' choices. */
  count: number;
  isSelected: boolean;
}

export interface AttributeFacet {
  code: ListingFilterCode;
  label: string;
  /** Selected options first, then by count; the page shows the first MAX_FILTER_ITEMS and folds the rest. */
  options: FacetOption[];
}

export interface PriceFacetOption {
  /** A key of PRICE_RANGE_KEYS. */
  value: string;
  /** The range in the store's money format, e.g. '< 50,00 €' (spec's shapes, amounts localised). */
  label: string;
  count: number;
  isSelected: boolean;
}

/** One page of a filtered, sorted product list with what its filter sidebar draws. */
export interface ListingResult {
  query: ListingQuery;
  products: ListingProduct[];
  /** Products matching all filters, over every page. */
  total: number;
  pageSize: number;
  pageCount: number;
  facets: AttributeFacet[];
  priceRanges: PriceFacetOption[];
  sort: ListingSortKey;
}

/** A link in the category path; `urlPath` is inside the store view ('/c/{slug}'). */
export interface CategoryLink {
  id: number;
  name: string;
  urlPath: string;
}

export interface SubcategoryLink extends CategoryLink {
  productCount: number;
}

export interface CategoryPageData {
  category: CategoryLink & { description: string };
  /** Ancestors from the top level down, without the category itself. */
  breadcrumbs: CategoryLink[];
  subcategories: SubcategoryLink[];
  /** The category's path in every store view that has it (slugs differ per language). */
  alternates: Partial<Record<StoreCode, string>>;
  /** Listed products before any filter; 0 shows the empty-category warning. */
  productCount: number;
  listing: ListingResult;
}

export type ProductListPageData =
  | { kind: 'prompt' }
  | { kind: 'term-too-short'; term: string }
  | { kind: 'results'; term: string; listing: ListingResult };

export interface CampaignSummary {
  id: number;
  code: string;
  title: string;
  description: string;
  /** Inside the store view: '/kampaania/{campaignSlug}'. */
  urlPath: string;
  from: IsoDate | null;
  to: IsoDate | null;
  /** The campaign's accent colour, '#rrggbb'. */
  color: string;
  productCount: number;
}

export interface CampaignPageData {
  campaign: CampaignSummary;
  alternates: Partial<Record<StoreCode, string>>;
  listing: ListingResult;
}

/** Category, product-list and campaign pages; null where the page does not exist (a 404). */
export interface ListingServices {
  categoryPage(storeCode: StoreCode, slug: string, query: ListingQuery): Promise<CategoryPageData | null>;
  productListPage(storeCode: StoreCode, query: ListingQuery): Promise<ProductListPageData>;
  campaignsPage(storeCode: StoreCode): Promise<CampaignSummary[]>;
  campaignPage(storeCode: StoreCode, slug: string, query: ListingQuery): Promise<CampaignPageData | null>;
}
