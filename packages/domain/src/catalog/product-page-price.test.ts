import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomOption } from '../pricing/option-prices.ts';
import type { BundleOptionView, ProductMember, ProductPagePrice } from '../storefront/product-page.ts';
import { bundleChoicePrice, defaultBundleChoice, priceWithChoices } from './product-page-price.ts';

const makePrice = (overrides: Partial<ProductPagePrice> = {}): ProductPagePrice => ({
  final: 1000,
  regular: 1000,
  special: null,
  discountPercent: null,
  taxRate: 24,
  currency: 'EUR',
  ...overrides,
});

const options: CustomOption[] = [
  {
    optionId: 10000,
    values: [
      { optionTypeId: 1, price: 150, priceType: 'fixed' },
      { optionTypeId: 2, price: 10, priceType: 'percent' },
      { optionTypeId: 0, price: 500, priceType: 'fixed' },
    ],
  },
];

describe('priceWithChoices', () => {
  it('adds a fixed amount and a percentage of the price', () => {
    expect(priceWithChoices(makePrice(), options, [{ optionId: 10000, value: '1' }]).final).toBe(1150);
    expect(priceWithChoices(makePrice(), options, [{ optionId: 10000, value: '2' }]).final).toBe(1100);
  });

  it('ignores empty choices and values with option_type_id 0', () => {
    expect(priceWithChoices(makePrice(), options, [{ optionId: 10000, value: '' }]).final).toBe(1000);
    expect(priceWithChoices(makePrice(), options, [{ optionId: 10000, value: '0' }]).final).toBe(1000);
  });

  it('moves a special price and its regular price together and recomputes the discount', () => {
    const special = makePrice({ final: 800, special: 800, discountPercent: 20 });
    const priced = priceWithChoices(special, options, [{ optionId: 10000, value: '2' }]);
    expect(priced).toMatchObject({ final: 880, regular: 1100, special: 880, discountPercent: 20 });
  });

  it('never lowers the price with the seeded non-negative option prices', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.constantFrom('', '0', '1', '2', 'free text'), (cents, value) => {
        const priced = priceWithChoices(makePrice({ final: cents, regular: cents }), options, [
          { optionId: 10000, value },
        ]);
        expect(priced.final).toBeGreaterThanOrEqual(cents);
      }),
    );
  });
});

const member = (sku: string, final: number): ProductMember => ({
  sku,
  name: sku,
  urlPath: null,
  thumbnailUrl: '',
  price: makePrice({ final, regular: final }),
  stockStatus: 'ok',
});

const bundle: BundleOptionView[] = [
  {
    optionId: 1,
    title: 'Tablet',
    type: 'select',
    required: true,
    links: [
      { ...member('CETI', 500), qty: 1, isDefault: false },
      { ...member('LORA', 600), qty: 1, isDefault: true },
    ],
  },
  {
    optionId: 2,
    title: 'Strips',
    type: 'radio',
    required: true,
    links: [{ ...member('STRIPS', 1200), qty: 2, isDefault: false }],
  },
  { optionId: 3, title: 'Empty', type: 'checkbox', required: false, links: [] },
];

describe('bundle choice', () => {
  it('opens with the default link, or the first link when none is default', () => {
    expect(defaultBundleChoice(bundle)).toEqual({ 1: ['LORA'], 2: ['STRIPS'], 3: [] });
  });

  it('prices the chosen links times their quantity', () => {
    expect(bundleChoicePrice(bundle, defaultBundleChoice(bundle), 24).final).toBe(600 + 2 * 1200);
    expect(bundleChoicePrice(bundle, { 1: ['CETI'], 2: [] }, 24).final).toBe(500);
  });
});
