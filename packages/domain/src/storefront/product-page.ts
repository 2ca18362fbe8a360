import type { StoreCode } from '../store/store-views.ts';

/** The product page of every product type. */
export interface ProductPageServices {
  productPage(storeCode: StoreCode, sku: string, childSku?: string): Promise<unknown>;
}
