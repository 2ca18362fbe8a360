import { describe, expect, it } from 'vitest';
import { priceCurrencyOf } from './price-currency.ts';

describe('priceCurrencyOf', () => {
  it('is stale with no refresh time until the sync answers, then current with its time', () => {
    expect(priceCurrencyOf(true, null)).toEqual({ price_is_current: false, price_refreshed_at: null });
    expect(priceCurrencyOf(true, new Date('2026-12-02T10:00:00Z'))).toEqual({
      price_is_current: true,
      price_refreshed_at: '2026-12-02T10:00:00.000Z',
    });
  });

  it("takes a guest's rendered prices as current: no sync is needed", () => {
    expect(priceCurrencyOf(false, null)).toEqual({ price_is_current: true, price_refreshed_at: null });
  });
});
