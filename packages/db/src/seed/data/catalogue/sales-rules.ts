import type { SeedSalesRule } from '../../source-types.ts';

/** Cart price rules reached by coupon codes; spec 001 §9: the newsletter coupon gives 10 % off. */
export const salesRules: SeedSalesRule[] = [
  {
    code: 'NEWSLETTER10',
    description: 'Newsletter welcome coupon: 10 % off the whole cart',
    type: 'percent',
    scope: 'cart',
    amount: 10,
    skus: null,
    fromDate: null,
    toDate: null,
    usageLimit: null,
  },
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
