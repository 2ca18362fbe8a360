import type { StoreCode } from '../store/store-views.ts';

/** Category, product-list and campaign pages. */
export interface ListingServices {
  categoryPage(storeCode: StoreCode, slug: string, query: URLSearchParams): Promise<unknown>;
}
