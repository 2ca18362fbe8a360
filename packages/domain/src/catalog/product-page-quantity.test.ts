import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAddQuantity } from './product-page-quantity.ts';

describe('validateAddQuantity', () => {
  it('accepts whole numbers from 1', () => {
    expect(validateAddQuantity('1')).toBeNull();
    expect(validateAddQuantity(' 12 ')).toBeNull();
  });

  it('names the missing, fractional and too small quantities', () => {
    expect(validateAddQuantity('')).toBe('Field is required');
    expect(validateAddQuantity('1.5')).toBe('Quantity must be positive integer');
    expect(validateAddQuantity('abc')).toBe('Quantity must be positive integer');
    expect(validateAddQuantity('0')).toBe('Quantity must be above 0');
    expect(validateAddQuantity('-3')).toBe('Quantity must be above 0');
  });

  it('accepts exactly the positive integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(validateAddQuantity(String(n)) === null).toBe(n >= 1);
      }),
    );
  });
});
