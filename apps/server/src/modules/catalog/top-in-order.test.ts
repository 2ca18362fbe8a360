import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topInOrder } from './top-in-order.ts';

/**
 * Items ordered as a term's matches are: a key with few distinct values (exact, rank) larger
 * first, ties broken by a unique place (the name's) smaller first.
 */
const ordered = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: -1000, max: 1000 })), { maxLength: 300 })
  .map((pairs) => {
    const key = Float64Array.from(pairs, ([k]) => k / 4);
    // Unique places: the tie-break makes the order total.
    const place = Float64Array.from(pairs, ([, p], i) => p * 1000 + i);
    const items = Int32Array.from(pairs, (_, i) => i);
    const compare = (a: number, b: number) => key[b]! - key[a]! || place[a]! - place[b]!;
    return { items, compare };
  });

describe('topInOrder', () => {
  it('answers the first items of the whole order, for any count', () => {
    fc.assert(
      fc.property(ordered, fc.integer({ min: 0, max: 320 }), ({ items, compare }, count) => {
        const whole = Int32Array.from(items).sort(compare);
        expect(topInOrder(items, count, compare)).toEqual(whole.subarray(0, count));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the items it chose from as they were', () => {
    const items = Int32Array.from([3, 1, 2, 0]);
    expect(topInOrder(items, 2, (a, b) => a - b)).toEqual(Int32Array.from([0, 1]));
    expect(items).toEqual(Int32Array.from([3, 1, 2, 0]));
    expect(topInOrder(items, 9, (a, b) => b - a)).toEqual(Int32Array.from([3, 2, 1, 0]));
  });
});
