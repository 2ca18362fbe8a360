import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineQuantityForTotals, parseQuantity, validateQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    [' 12 ', 12],
    ['+3', 3],
    ['-1', -1],
    ['007', 7],
    [4, 4],
  ])('reads %j as %j', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each([
    ['2.7'],
    ['3abc'],
    [''],
    ['1e3'],
    ['0x10'],
    [2.5],
    [Number.NaN],
    [Infinity],
    [null],
    [undefined],
    [{}],
  ])('rejects %j as not a whole number', (input) => {
    expect(parseQuantity(input)).toBeNull();
  });

  it('reads back every safe integer written as text', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (quantity) => {
        expect(parseQuantity(String(quantity))).toBe(quantity);
      }),
    );
  });
});

describe('lineQuantityForTotals', () => {
  it('counts a negative quantity as nothing', () => {
    expect(lineQuantityForTotals(-2)).toBe(0);
  });

  it('keeps zero and positive quantities', () => {
    fc.assert(
      fc.property(fc.nat(), (quantity) => {
        expect(lineQuantityForTotals(quantity)).toBe(quantity);
      }),
    );
  });
});

describe('validateQuantity', () => {
  it('accepts a positive whole number', () => {
    expect(validateQuantity('3')).toBeNull();
    expect(validateQuantity(1)).toBeNull();
  });

  it.each([['0'], ['-2'], ['1.5'], ['two'], ['']])('refuses %j', (input) => {
    expect(validateQuantity(input)).toBe('Quantity must be positive integer');
  });
});
