import type { ProductCard } from '../catalog/product-card.ts';
import type { StoreCode } from '../store/store-views.ts';

export interface HomePageData {
  newProducts: ProductCard[];
  bestsellers: ProductCard[];
}

export interface HomeServices {
  homePage(storeCode: StoreCode): Promise<HomePageData>;
}
