export * from './sku-list.ts';
export * from './compare-table.ts';
export * from './analytics.ts';
