import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToCents, cents, centsToAmount, centsToDecimal, timesQty } from './money.ts';
import { EurosAsCentsSchema } from './money-schemas.ts';

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

describe('euros on the wire, cents inside', () => {
  it('reads an answer’s euro amount as integer cents, whatever float the JSON held', () => {
    expect(EurosAsCentsSchema.parse(12.49)).toBe(1249);
    expect(EurosAsCentsSchema.parse(0.1 + 0.2)).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (value) => {
        expect(EurosAsCentsSchema.parse(centsToAmount(value))).toBe(value);
      }),
    );
  });

  it('refuses what is no amount', () => {
    expect(EurosAsCentsSchema.safeParse('12.49').success).toBe(false);
  });

  it('prices a quantity and writes the decimal machine-read documents show', () => {
    expect(timesQty(cents(349), 3)).toBe(1047);
    expect(centsToDecimal(1230)).toBe('12.30');
    expect(centsToDecimal(5)).toBe('0.05');
  });
});
