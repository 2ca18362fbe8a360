import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount } from './money.ts';

describe('money conversion', () => {
  it('shows cents as euros with two decimals', () => {
    expect(centsToAmount(1249)).toBe(12.49);
    expect(centsToAmount(5)).toBe(0.05);
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(amountToCents(centsToAmount(cents))).toBe(cents);
      }),
    );
  });
});
