export { listProductCards, type CardQuery } from './product-cards.ts';

export { catalogRoutes } from './catalog-routes.ts';
export { createCatalogContext, type CatalogContext } from './catalog-context.ts';
export { catalogPaths } from './catalog-openapi.ts';
