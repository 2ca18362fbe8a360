import { describe, expect, it } from 'vitest';
import { INCORRECT_COUPON, couponProblem, normaliseCouponCode, type SalesRule } from './sales-rule.ts';

const newsletter: SalesRule = {
  code: 'NEWSLETTER10',
  type: 'percent',
  scope: 'cart',
  amount: 10,
  skus: null,
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
  usageLimit: 100,
  timesUsed: 3,
  isActive: true,
};

describe('couponProblem', () => {
  it('accepts an active rule inside its dates and usage limit', () => {
    expect(couponProblem(newsletter, '2026-11-21')).toBeNull();
    expect(couponProblem(newsletter, '2026-01-01')).toBeNull();
    expect(couponProblem(newsletter, '2026-12-31')).toBeNull();
  });

  it.each([
    ['an unknown code', undefined, '2026-11-21'],
    ['an inactive rule', { ...newsletter, isActive: false }, '2026-11-21'],
    ['a rule not started yet', newsletter, '2025-12-31'],
    ['an expired rule', newsletter, '2027-01-01'],
    ['a used-up rule', { ...newsletter, timesUsed: 100 }, '2026-11-21'],
  ])('refuses %s with the one incorrect-coupon text', (_case, candidate, today) => {
    expect(couponProblem(candidate, today)).toBe(INCORRECT_COUPON);
  });

  it('allows open-ended rules and no usage limit', () => {
    const open = { ...newsletter, fromDate: null, toDate: null, usageLimit: null, timesUsed: 10_000 };
    expect(couponProblem(open, '2040-01-01')).toBeNull();
  });
});

describe('normaliseCouponCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseCouponCode('  newsletter10 ')).toBe('NEWSLETTER10');
  });
});
