import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideProductLoad, type ProductLoadFacts } from './product-load.ts';
import type { Visibility } from './product-types.ts';

const makeProduct = (overrides: Partial<ProductLoadFacts> = {}): ProductLoadFacts => ({
  status: 1,
  visibility: 4,
  parentSku: null,
  ...overrides,
});

const prevented = { preventDirectChildAccess: true };
const allowed = { preventDirectChildAccess: false };

describe('decideProductLoad', () => {
  it('shows an enabled product that is visible individually', () => {
    expect(decideProductLoad(makeProduct(), prevented)).toEqual({ kind: 'show' });
  });

  it('reports a disabled product as empty, naming its status', () => {
    expect(decideProductLoad(makeProduct({ status: 2 }), allowed)).toEqual({
      kind: 'empty',
      reason: 'status',
      message: 'Product query returned empty result (status: 2)',
    });
  });

  it('uses the configurable parent of a hidden child when direct child access is prevented', () => {
    const child = makeProduct({ visibility: 1, parentSku: 'SYRUP' });
    expect(decideProductLoad(child, prevented)).toEqual({ kind: 'use-parent', parentSku: 'SYRUP' });
  });

  it('reports a hidden child as empty, naming its visibility, when direct access is allowed', () => {
    const child = makeProduct({ visibility: 1, parentSku: 'SYRUP' });
    expect(decideProductLoad(child, allowed)).toEqual({
      kind: 'empty',
      reason: 'visibility',
      message: 'Product query returned empty result (visibility: 1)',
    });
  });

  it('reports a hidden product without a parent as empty even when direct access is prevented', () => {
    expect(decideProductLoad(makeProduct({ visibility: 1 }), prevented)).toMatchObject({
      reason: 'visibility',
    });
  });

  it('checks the status before the visibility', () => {
    const hiddenDisabled = makeProduct({ status: 3, visibility: 1, parentSku: 'SYRUP' });
    expect(decideProductLoad(hiddenDisabled, prevented)).toMatchObject({ reason: 'status' });
  });

  it('never shows a product with status 2 or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.constantFrom<Visibility>(1, 2, 3, 4),
        fc.boolean(),
        (status, visibility, preventDirectChildAccess) => {
          const product = makeProduct({ status, visibility, parentSku: 'SYRUP' });
          expect(decideProductLoad(product, { preventDirectChildAccess }).kind).toBe('empty');
        },
      ),
    );
  });
});
