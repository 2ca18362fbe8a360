export { listProductCards, type CardQuery } from './product-cards.ts';
export { loadTaxRates, rateFor, storeAmount, type TaxRates } from './tax-rates.ts';

export { catalogRoutes } from './catalog-routes.ts';
export { createCatalogContext, type CatalogContext } from './catalog-context.ts';
