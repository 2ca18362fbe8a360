import { describe, expect, it } from 'vitest';
import { isSameProduct, lineKey } from './cart-line.ts';

describe('lineKey', () => {
  it('ignores the order of options and empty custom option values', () => {
    const a = {
      sku: 'SUN-BUNDLE',
      options: {
        customOptions: [
          { optionId: 2, value: '7' },
          { optionId: 1, value: '' },
        ],
        bundleOptions: [
          { optionId: 2, sku: 'B', qty: 1 },
          { optionId: 1, sku: 'A', qty: 2 },
        ],
      },
    };
    const b = {
      sku: 'SUN-BUNDLE',
      options: {
        bundleOptions: [
          { optionId: 1, sku: 'A', qty: 2 },
          { optionId: 2, sku: 'B', qty: 1 },
        ],
        customOptions: [{ optionId: 2, value: ' 7 ' }],
      },
    };
    expect(lineKey(a)).toBe(lineKey(b));
    expect(isSameProduct(a, b)).toBe(true);
  });

  it('tells apart lines of one SKU with different option values', () => {
    const base = { sku: 'IBU-400' };
    const withOption = {
      sku: 'IBU-400',
      options: { customOptions: [{ optionId: 10000, value: 'Headache' }] },
    };
    expect(isSameProduct(base, withOption)).toBe(false);
    expect(lineKey(base)).toBe('IBU-400');
  });
});
