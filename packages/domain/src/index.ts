export * from './store/store-views.ts';
export * from './store/resolve-store.ts';
export * from './catalog/product-types.ts';
export * from './catalog/product-card.ts';
export * from './catalog/slugify.ts';
export * from './pricing/special-price.ts';
export * from './pricing/tax.ts';
