import type { SeedSalesRule } from '../../source-types.ts';

/**
 * Cart price rules reached by coupon codes. The newsletter's 10 % coupon is no shared
 * code: each confirmed subscriber gets a single-use one of their own (modules/newsletter).
 */
export const salesRules: SeedSalesRule[] = [
  {
    code: 'SUNCARE5',
    description: 'Skin care days: 5 € off each sun protection bundle',
    type: 'fixed',
    scope: 'line',
    amount: 500,
    skus: ['SUN-BUNDLE'],
    fromDate: '2026-06-01',
    toDate: '2026-08-31',
    usageLimit: 500,
  },
];
