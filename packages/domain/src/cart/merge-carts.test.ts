import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeCarts } from './merge-carts.ts';

describe('mergeCarts', () => {
  it('sums the same product once and adds the others (VSF #3995)', () => {
    const merged = mergeCarts(
      { lines: [{ key: 'A', qty: 1 }], mergedCartIds: [] },
      {
        cartId: 'guest-1',
        lines: [
          { key: 'A', qty: 2 },
          { key: 'B', qty: 1 },
        ],
      },
    );
    expect(merged).toEqual({
      lines: [
        { key: 'A', qty: 3 },
        { key: 'B', qty: 1 },
      ],
      mergedCartIds: ['guest-1'],
    });
  });

  it('is idempotent: merging the same guest cart again (a reload after login) doubles nothing (VSF #5743)', () => {
    const line = fc.record({ key: fc.constantFrom('A', 'B', 'C'), qty: fc.integer({ min: 1, max: 20 }) });
    const cart = fc.uniqueArray(line, { selector: (l) => l.key, maxLength: 3 });
    fc.assert(
      fc.property(cart, cart, (customerLines, guestLines) => {
        const guest = { cartId: 'g', lines: guestLines };
        const once = mergeCarts({ lines: customerLines, mergedCartIds: [] }, guest);
        expect(mergeCarts(once, guest)).toEqual(once);
        const total = (lines: readonly { qty: number }[]) => lines.reduce((sum, l) => sum + l.qty, 0);
        expect(total(once.lines)).toBe(total(customerLines) + total(guestLines));
      }),
    );
  });
});
