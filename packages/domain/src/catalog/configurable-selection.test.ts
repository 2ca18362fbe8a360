import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableChildren,
  configurableOptionsFor,
  selectVariant,
  variantsError,
  type ConfigurableAxis,
  type ConfigurableChild,
} from './configurable-selection.ts';

const makeChild = (overrides: Partial<ConfigurableChild> = {}): ConfigurableChild => ({
  sku: 'SYRUP-100-CHERRY',
  price: 899,
  status: 1,
  stock: { isInStock: true },
  options: { PackSize: '100', Flavour: 'cherry' },
  ...overrides,
});

const listed = { listOutOfStock: true };
const unlisted = { listOutOfStock: false };

describe('selectVariant', () => {
  it('picks the child matching every wanted option', () => {
    const cherry = makeChild();
    const lemon = makeChild({ sku: 'SYRUP-100-LEMON', options: { PackSize: '100', Flavour: 'lemon' } });
    expect(selectVariant([cherry, lemon], { PackSize: '100', Flavour: 'lemon' }, listed)).toBe(lemon);
  });

  it('prefers the child with more matching options over a cheaper one', () => {
    const exact = makeChild({ price: 1299 });
    const partial = makeChild({
      sku: 'SYRUP-200-CHERRY',
      price: 599,
      options: { PackSize: '200', Flavour: 'cherry' },
    });
    expect(selectVariant([partial, exact], { PackSize: '100', Flavour: 'cherry' }, listed)).toBe(exact);
  });

  it('breaks a tie with the lower price', () => {
    const dear = makeChild({ sku: 'A', price: 1099 });
    const cheap = makeChild({ sku: 'B', price: 799 });
    expect(selectVariant([dear, cheap], { Flavour: 'cherry' }, listed)).toBe(cheap);
  });

  it('skips an out-of-stock child when out-of-stock products are not listed', () => {
    const gone = makeChild({ stock: { isInStock: false } });
    expect(selectVariant([gone], { Flavour: 'cherry' }, unlisted)).toBeNull();
    expect(selectVariant([gone], { Flavour: 'cherry' }, listed)).toBe(gone);
  });

  it('skips a disabled child', () => {
    expect(selectVariant([makeChild({ status: 2 })], { Flavour: 'cherry' }, listed)).toBeNull();
  });

  it('finds nothing when no child matches any wanted option', () => {
    expect(selectVariant([makeChild()], { Flavour: 'mint' }, listed)).toBeNull();
  });

  it('takes the cheapest selectable child for an empty configuration', () => {
    const cheap = makeChild({ sku: 'B', price: 500 });
    expect(selectVariant([makeChild(), cheap], {}, listed)).toBe(cheap);
  });

  it('returns a selectable child with the most matches and, among those, the lowest price', () => {
    const child = fc.record({
      sku: fc.string(),
      price: fc.nat(5000),
      status: fc.integer({ min: 0, max: 3 }),
      stock: fc.record({ isInStock: fc.boolean() }),
      options: fc.record({
        PackSize: fc.constantFrom('100', '200'),
        Flavour: fc.constantFrom('cherry', 'lemon'),
      }),
    });
    const configuration = fc.record(
      { PackSize: fc.constantFrom('100', '200'), Flavour: fc.constantFrom('cherry', 'lemon') },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(child), configuration, fc.boolean(), (children, wanted, listOutOfStock) => {
        const chosen = selectVariant(children, wanted, { listOutOfStock });
        const matches = (c: ConfigurableChild) =>
          Object.entries(wanted).filter(([code, id]) => c.options[code] === id).length;
        const candidates = children.filter((c) => c.status < 2 && (listOutOfStock || c.stock.isInStock));
        if (chosen === null) {
          expect(candidates.every((c) => matches(c) === 0)).toBe(true);
          return;
        }
        expect(candidates).toContain(chosen);
        for (const other of candidates) {
          expect(matches(other)).toBeLessThanOrEqual(matches(chosen));
          if (matches(other) === matches(chosen)) expect(other.price).toBeGreaterThanOrEqual(chosen.price);
        }
      }),
    );
  });
});

describe('availableChildren', () => {
  it('drops out-of-stock and disabled children', () => {
    const kept = makeChild();
    const children = [kept, makeChild({ stock: { isInStock: false } }), makeChild({ status: 2 })];
    expect(availableChildren(children)).toEqual([kept]);
  });
});

describe('variantsError', () => {
  it('reports no variants when none is available', () => {
    expect(variantsError(true, [])).toBe('No available product variants');
  });

  it("reports no variants when the product's own stock is out", () => {
    expect(variantsError(false, [makeChild()])).toBe('No available product variants');
  });

  it('is silent while an available variant exists', () => {
    expect(variantsError(true, [makeChild()])).toBeNull();
  });
});

describe('configurableOptionsFor', () => {
  const flavour: ConfigurableAxis = {
    attributeCode: 'Flavour',
    label: 'Flavour',
    values: [
      { id: 'cherry', label: 'Cherry' },
      { id: 'lemon', label: 'Lemon' },
      { id: 'mint', label: 'Mint' },
    ],
  };

  it('keeps only values that still have an available child', () => {
    const children = [
      makeChild(),
      makeChild({ options: { Flavour: 'lemon' }, stock: { isInStock: false } }),
      makeChild({ options: { Flavour: 'mint' }, status: 2 }),
    ];
    expect(configurableOptionsFor(children, [flavour])).toEqual([
      { ...flavour, values: [{ id: 'cherry', label: 'Cherry' }] },
    ]);
  });
});
