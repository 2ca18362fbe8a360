export { listProductCards, type CardQuery } from './product-cards.ts';
export { loadCartProducts, type CartProduct, type CatalogueScope } from './cart-products.ts';
export { loadBundleParts, type BundlePart } from './bundle-parts.ts';
export type { CatalogMetadata } from './catalog-metadata.ts';
export { loadProductDocuments, type DocumentContext, type ProductDocument } from './product-documents.ts';
export { loadProduct, type LoadedProduct } from './product-load.ts';
export { productIdsBySku } from './product-ids.ts';
export { categoryKeyInStore } from './category-slug.ts';
export type { FacetCount } from './product-search.ts';
export type { ListedProduct, ListingSearch, ProductListing } from './product-listing.ts';

export { catalogRoutes } from './catalog-routes.ts';
export { createCatalogContext, type CatalogContext } from './catalog-context.ts';
export { catalogPaths } from './catalog-openapi.ts';
