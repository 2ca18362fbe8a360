import type { ProductCard } from '../catalog/product-card.ts';
import type { ComparableAttribute } from '../engage/compare-table.ts';
import type { StoreCode } from '../store/store-views.ts';

/** A product on the compare page or the wishlist: its card, and its comparable attributes' values. */
export interface SavedListProduct extends ProductCard {
  brand: string | null;
  /** Attribute code → value in the store language, for the attributes of `comparable`. */
  values: Record<string, string | null>;
}

export interface SavedListData {
  /** In the order asked for; unknown, disabled and not individually visible products left out. */
  products: SavedListProduct[];
  /** The catalogue's comparable attributes (`is_comparable`) in their order, labelled in the store language. */
  comparable: ComparableAttribute[];
}

export interface SavedListServices {
  /** The compare page's and the wishlist page's products, by sku. */
  savedListProducts(storeCode: StoreCode, skus: readonly string[]): Promise<SavedListData>;
}
