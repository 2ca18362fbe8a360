import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bundleDefaultPrice,
  bundlePrice,
  groupedPrice,
  priceWithCustomOptions,
  type BundleLink,
  type CustomOption,
  type GroupedLink,
} from './option-prices.ts';

const giftWrap: CustomOption = {
  optionId: 1,
  values: [
    { optionTypeId: 11, price: 250, priceType: 'fixed' },
    { optionTypeId: 12, price: 10, priceType: 'percent' },
    { optionTypeId: 0, price: 999, priceType: 'fixed' },
  ],
};

const makeLink = (overrides: Partial<BundleLink> = {}): BundleLink => ({
  price: 500,
  qty: 1,
  isDefault: false,
  ...overrides,
});

const makeGroupedLink = (overrides: Partial<GroupedLink> = {}): GroupedLink => ({
  linkType: 'associated',
  linkedProductType: 'simple',
  price: 1090,
  tax: 90,
  ...overrides,
});

describe('priceWithCustomOptions', () => {
  it('adds a fixed option value', () => {
    expect(priceWithCustomOptions(1000, [giftWrap], [{ optionId: 1, value: '11' }])).toBe(1250);
  });

  it('adds a percent option value as a share of the base price, rounded to the cent', () => {
    expect(priceWithCustomOptions(1000, [giftWrap], [{ optionId: 1, value: '12' }])).toBe(1100);
    expect(priceWithCustomOptions(1005, [giftWrap], [{ optionId: 1, value: '12' }])).toBe(1106);
  });

  it('ignores a value whose option_type_id is not above 0', () => {
    expect(priceWithCustomOptions(1000, [giftWrap], [{ optionId: 1, value: '0' }])).toBe(1000);
  });

  it('ignores a custom option left empty', () => {
    expect(priceWithCustomOptions(1000, [giftWrap], [{ optionId: 1, value: '  ' }])).toBe(1000);
  });

  it('ignores free text that names no priced value, such as a reason for use', () => {
    const choices = [{ optionId: 10000, value: 'Headache' }];
    expect(priceWithCustomOptions(1000, [giftWrap], choices)).toBe(1000);
  });

  it('never changes the price without choices', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (base) => {
        expect(priceWithCustomOptions(base, [giftWrap], [])).toBe(base);
      }),
    );
  });
});

describe('bundlePrice', () => {
  it('sums price times qty of the selections', () => {
    expect(bundlePrice([makeLink({ qty: 2 }), makeLink({ price: 300, qty: 1 })])).toBe(1300);
  });

  it('adds nothing for a selection with a negative qty', () => {
    expect(bundlePrice([makeLink({ qty: -3 }), makeLink({ qty: 1 })])).toBe(500);
  });

  it('is never negative for non-negative prices', () => {
    const selection = fc.record({ price: fc.nat(100_000), qty: fc.integer({ min: -10, max: 10 }) });
    fc.assert(
      fc.property(fc.array(selection), (selections) => {
        expect(bundlePrice(selections)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('bundleDefaultPrice', () => {
  it('adds the default link of each option times its qty', () => {
    const options = [
      { optionId: 1, links: [makeLink({ price: 100 }), makeLink({ price: 400, qty: 2, isDefault: true })] },
      { optionId: 2, links: [makeLink({ price: 50, isDefault: true })] },
    ];
    expect(bundleDefaultPrice(options)).toBe(850);
  });

  it('takes the first link when no link is default', () => {
    const options = [{ optionId: 1, links: [makeLink({ price: 100, qty: 3 }), makeLink({ price: 900 })] }];
    expect(bundleDefaultPrice(options)).toBe(300);
  });

  it('starts at 0 and adds nothing for an option without links', () => {
    expect(bundleDefaultPrice([])).toBe(0);
    expect(bundleDefaultPrice([{ optionId: 1, links: [] }])).toBe(0);
  });
});

describe('groupedPrice', () => {
  it('sums price and tax of the associated simple products, each once', () => {
    const links = [makeGroupedLink(), makeGroupedLink({ price: 1240, tax: 240 })];
    expect(groupedPrice(links)).toEqual({ price: 2330, tax: 330 });
  });

  it('skips links that are not associated simple products', () => {
    const links = [
      makeGroupedLink({ linkType: 'related' }),
      makeGroupedLink({ linkedProductType: 'virtual' }),
    ];
    expect(groupedPrice(links)).toEqual({ price: 0, tax: 0 });
  });

  it('equals the sum of its parts when the links are split in two', () => {
    const link = fc.record({ price: fc.nat(100_000), tax: fc.nat(10_000) }).map(makeGroupedLink);
    fc.assert(
      fc.property(fc.array(link), fc.array(link), (left, right) => {
        const whole = groupedPrice([...left, ...right]);
        const parts = [groupedPrice(left), groupedPrice(right)];
        expect(whole).toEqual({
          price: parts[0]!.price + parts[1]!.price,
          tax: parts[0]!.tax + parts[1]!.tax,
        });
      }),
    );
  });
});
