import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSpecialPrice, discountPercent, finalPrice, type PriceSource } from './special-price.ts';
import { regrossPrice, taxFromGross } from './tax.ts';

const makePrice = (overrides: Partial<PriceSource> = {}): PriceSource => ({
  price: 1000,
  specialPrice: 800,
  specialFromDate: null,
  specialToDate: null,
  ...overrides,
});

describe('activeSpecialPrice', () => {
  it('applies an open-ended special price below the original', () => {
    expect(activeSpecialPrice(makePrice(), '2026-11-21')).toBe(800);
  });

  it('applies on the first and the last day of its window', () => {
    const window = { specialFromDate: '2026-11-01', specialToDate: '2026-11-30' };
    expect(activeSpecialPrice(makePrice(window), '2026-11-01')).toBe(800);
    expect(activeSpecialPrice(makePrice(window), '2026-11-30')).toBe(800);
  });

  it('zeroes an expired or a future special price', () => {
    expect(activeSpecialPrice(makePrice({ specialToDate: '2026-10-31' }), '2026-11-21')).toBeNull();
    expect(activeSpecialPrice(makePrice({ specialFromDate: '2027-01-01' }), '2026-11-21')).toBeNull();
  });

  it('zeroes a special price that is not below the original', () => {
    expect(activeSpecialPrice(makePrice({ specialPrice: 1000 }), '2026-11-21')).toBeNull();
    expect(activeSpecialPrice(makePrice({ specialPrice: 1200 }), '2026-11-21')).toBeNull();
  });

  it('never makes the final price exceed the original', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.option(fc.nat(100_000)),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (price, specialPrice, day) => {
          const today = day.toISOString().slice(0, 10);
          expect(finalPrice(makePrice({ price, specialPrice }), today)).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});

describe('discountPercent', () => {
  it('is 100 minus the rounded ratio of final to original', () => {
    expect(discountPercent(800, 1000)).toBe(20);
    expect(discountPercent(666, 1000)).toBe(33);
    expect(discountPercent(1000, 1000)).toBe(0);
  });
});

describe('taxFromGross', () => {
  it('takes the tax out of a gross amount', () => {
    expect(taxFromGross(500, 25)).toBe(100);
    expect(taxFromGross(109, 9)).toBe(9);
    expect(taxFromGross(1240, 24)).toBe(240);
  });

  it('never exceeds the gross amount and is zero at a zero rate', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 0, max: 50 }), (gross, rate) => {
        const tax = taxFromGross(gross, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(gross);
        if (rate === 0) expect(tax).toBe(0);
      }),
    );
  });
});

describe('regrossPrice', () => {
  it('keeps the net price when moving an Estonian medicine price to Finnish VAT', () => {
    expect(regrossPrice(1090, 9, 13.5)).toBe(1135);
    expect(regrossPrice(1240, 24, 25.5)).toBe(1255);
  });

  it('leaves the price alone when the rates are equal', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 0, max: 30 }), (gross, rate) => {
        expect(regrossPrice(gross, rate, rate)).toBe(gross);
      }),
    );
  });
});
