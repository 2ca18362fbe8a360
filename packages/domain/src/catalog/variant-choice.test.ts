import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigurableAxis, ConfigurableChild } from './configurable-selection.ts';
import { chooseVariantOption, configurationOf, initialVariant, isOptionAvailable } from './variant-choice.ts';

const makeChild = (
  sku: string,
  options: Record<string, string>,
  overrides: Partial<ConfigurableChild> = {},
) => ({
  sku,
  price: 2490,
  status: 1,
  stock: { isInStock: true },
  options,
  ...overrides,
});

const sizes: ConfigurableAxis[] = [
  {
    attributeCode: 'Size',
    label: 'Size',
    values: ['S', 'M', 'L', 'XL'].map((id) => ({ id, label: id })),
  },
];

const stockings = [
  makeChild('ST-S', { Size: 'S' }),
  makeChild('ST-M', { Size: 'M' }, { price: 2290 }),
  makeChild('ST-L', { Size: 'L' }),
  makeChild('ST-XL', { Size: 'XL' }, { stock: { isInStock: false } }),
];

describe('chooseVariantOption', () => {
  it('selects the child carrying the chosen value', () => {
    expect(chooseVariantOption(stockings, { Size: 'S' }, 'Size', 'L')?.sku).toBe('ST-L');
  });

  it('finds nothing for a value only an out-of-stock child carries', () => {
    expect(chooseVariantOption(stockings, { Size: 'S' }, 'Size', 'XL')).toBeNull();
  });

  it('skips a disabled child', () => {
    const children = [makeChild('A', { Size: 'S' }), makeChild('B', { Size: 'M' }, { status: 2 })];
    expect(chooseVariantOption(children, { Size: 'S' }, 'Size', 'M')).toBeNull();
  });

  it('keeps the other axes where a child has them and lets the most matches win', () => {
    const children = [
      makeChild('S-LEMON', { Size: 'S', Flavour: 'lemon' }),
      makeChild('M-LEMON', { Size: 'M', Flavour: 'lemon' }),
      makeChild('M-ORANGE', { Size: 'M', Flavour: 'orange' }),
    ];
    expect(chooseVariantOption(children, { Size: 'S', Flavour: 'lemon' }, 'Size', 'M')?.sku).toBe('M-LEMON');
  });

  it('breaks a tie between partial matches with the lower price', () => {
    const children = [
      makeChild('M-LEMON', { Size: 'M', Flavour: 'lemon' }, { price: 700 }),
      makeChild('S-ORANGE', { Size: 'S', Flavour: 'orange' }, { price: 650 }),
    ];
    expect(chooseVariantOption(children, { Size: 'M', Flavour: 'orange' }, 'Size', 'S')?.sku).toBe(
      'S-ORANGE',
    );
  });

  it('always returns a selectable child or nothing', () => {
    const child = fc.record({
      sku: fc.string(),
      price: fc.nat(10_000),
      status: fc.constantFrom(0, 1, 2),
      stock: fc.record({ isInStock: fc.boolean() }),
      options: fc.record({ Size: fc.constantFrom('S', 'M', 'L') }),
    });
    fc.assert(
      fc.property(fc.array(child), fc.constantFrom('S', 'M', 'L'), (children, size) => {
        const chosen = chooseVariantOption(children, {}, 'Size', size);
        if (chosen === null) return;
        expect(chosen.status).toBeLessThan(2);
        expect(chosen.stock.isInStock).toBe(true);
        expect(chosen.options.Size).toBe(size);
      }),
    );
  });
});

describe('initialVariant', () => {
  it('opens with the child the URL names', () => {
    expect(initialVariant(stockings, 'ST-L')).toEqual({ child: stockings[2], isRequestedUnavailable: false });
  });

  it('falls back to the cheapest selectable child and flags an unavailable requested one', () => {
    expect(initialVariant(stockings, 'ST-XL')).toEqual({ child: stockings[1], isRequestedUnavailable: true });
    expect(initialVariant(stockings, null)).toEqual({ child: stockings[1], isRequestedUnavailable: false });
  });

  it('has nothing to open with when no child can be bought', () => {
    const soldOut = stockings.map((child) => ({ ...child, stock: { isInStock: false } }));
    expect(initialVariant(soldOut, null).child).toBeNull();
  });
});

describe('isOptionAvailable and configurationOf', () => {
  it('marks values of out-of-stock children as unavailable', () => {
    expect(sizes[0]!.values.map((v) => isOptionAvailable(stockings, 'Size', v.id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('reads a child configuration on the product axes only', () => {
    expect(configurationOf(makeChild('X', { Size: 'M', Brand: 'kompressa' }), sizes)).toEqual({ Size: 'M' });
  });
});
