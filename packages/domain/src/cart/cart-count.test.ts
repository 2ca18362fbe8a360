import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count.ts';

const lines = [{ qty: 2 }, { qty: 1 }, { qty: 5 }];

describe('cartCount', () => {
  it('counts the lines when configured by lines', () => {
    expect(cartCount(lines, 'lines')).toBe(3);
  });

  it('sums the quantities when configured by quantity', () => {
    expect(cartCount(lines, 'quantity')).toBe(8);
  });

  it('is zero for an empty cart either way', () => {
    expect(cartCount([], 'lines')).toBe(0);
    expect(cartCount([], 'quantity')).toBe(0);
  });
});
