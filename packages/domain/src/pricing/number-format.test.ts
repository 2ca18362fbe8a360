import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number-format.ts';

const LOCALES = ['et-EE', 'fi-FI', 'en-US', 'ru-RU'] as const;
const intl = (value: number, locale: string, min: number, max: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

describe('formatDecimal', () => {
  it('writes money amounts as Intl.NumberFormat does in every store locale', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: -1e11, max: 1e11 }), (locale, cents) => {
        expect(formatDecimal(cents / 100, locale, 2, 2)).toBe(intl(cents / 100, locale, 2, 2));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes rates with at most one decimal as Intl.NumberFormat does, halves rounded up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.oneof(
          fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
          fc.double({ min: 0, max: 1e6, noNaN: true }),
        ),
        (locale, rate) => {
          expect(formatDecimal(rate, locale, 0, 1)).toBe(intl(rate, locale, 0, 1));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('groups from five digits in Estonian and from four elsewhere, with the locale’s signs', () => {
    expect(formatDecimal(1234.5, 'et-EE', 2, 2)).toBe('1234,50');
    expect(formatDecimal(12345.5, 'et-EE', 2, 2)).toBe('12\u00a0345,50');
    expect(formatDecimal(1234.5, 'fi-FI', 2, 2)).toBe('1\u00a0234,50');
    expect(formatDecimal(-1234.5, 'en-US', 2, 2)).toBe('-1,234.50');
    expect(formatDecimal(-5, 'fi-FI', 0, 1)).toBe('\u22125');
    expect(formatDecimal(10.25, 'ru-RU', 0, 1)).toBe('10,3');
    expect(formatDecimal(9.96, 'en-US', 0, 1)).toBe('10');
  });
});
