import type { PharmacyTypeCode, ProductTypeId, StockStatus } from './product-types.ts';

/** Prices a shopper sees, in integer cents including the store country's VAT. */
export interface CardPrice {
  final: number;
  regular: number;
  /** Set only while a special price applies. */
  special: number | null;
  currency: 'EUR';
}

/** What names a product and its kind wherever it is shown. */
export interface ProductIdentity {
  id: number;
  sku: string;
  typeId: ProductTypeId;
  typeCode: PharmacyTypeCode;
  name: string;
}

/** What a product list needs to draw one product. */
export interface ProductCard extends ProductIdentity {
  /** Path inside the store view, without the store prefix: '/p/{sku}/{slug}'. */
  urlPath: string;
  imageUrl: string;
  price: CardPrice;
  discountPercent: number | null;
  stockStatus: StockStatus;
}
