export * from './database.ts';
export * as schema from './schema/index.ts';
export { rebuildProductSearch, searchConfigs } from './search/rebuild-product-search.ts';
export { rebuildProductListing } from './search/rebuild-product-listing.ts';
export { rebuildCategoryListing } from './search/rebuild-category-listing.ts';
export { databaseFault, isDatabaseUnavailable, isUniqueViolation } from './database-faults.ts';
export { DEFAULT_TIMEOUTS, type DatabaseTimeouts } from './postgres-pool.ts';
export { openingTimesRow } from './seed/load-opening-times.ts';
