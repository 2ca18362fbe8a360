import type { ProductCard } from '../catalog/product-card.ts';
import type { StoreCode } from '../store/store-views.ts';

/** A banner of the home page (spec 001 §3 Banner data); path is inside the store view. */
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

/** A running campaign with its first products (spec 001 §7: 10 per campaign). */
export interface HomeCampaignSection {
  id: number;
  title: string;
  description: string;
  color: string;
  /** '/kampaania/{urlKey}' inside the store view. */
  path: string;
  products: ProductCard[];
}

/** The homepage sections of spec 001 §2 and §3 in one store view. */
export interface HomePageData {
  mainBanners: HomeBanner[];
  smallBanners: HomeBanner[];
  newProducts: ProductCard[];
  bestsellers: ProductCard[];
  campaigns: HomeCampaignSection[];
}

export interface HomeServices {
  homePage(storeCode: StoreCode): Promise<HomePageData>;
}
