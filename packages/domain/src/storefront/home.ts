import type { ProductCard } from '../catalog/product-card.ts';
import type { StoreCode } from '../store/store-views.ts';
import type { HomeHeadImage, HomeInstagramTile } from './home-images.ts';

/** A banner (the home page's, the product pages', the mega menu's); path is inside the store view. */
export interface HomeBanner {
  id: number;
  title: string;
  subtitle: string;
  /** The call to action, e.g. 'See offers'. */
  cta: string;
  /** Background colour, '#rrggbb'. */
  color: string;
  path: string;
}

/** A running campaign with its first products (10 per campaign). */
export interface HomeCampaignSection {
  id: number;
  title: string;
  description: string;
  color: string;
  /** '/kampaania/{urlKey}' inside the store view. */
  path: string;
  products: ProductCard[];
}

/** The home page's sections in one store view. */
export interface HomePageData {
  /** The hero's pictures in position order; the hero shows the first. */
  headImages: HomeHeadImage[];
  mainBanners: HomeBanner[];
  smallBanners: HomeBanner[];
  newProducts: ProductCard[];
  bestsellers: ProductCard[];
  campaigns: HomeCampaignSection[];
  /** The shop's Instagram posts; no section when empty. */
  instagramTiles: HomeInstagramTile[];
}

export interface HomeServices {
  homePage(storeCode: StoreCode): Promise<HomePageData>;
}
