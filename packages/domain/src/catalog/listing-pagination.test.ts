import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems } from './listing-pagination.ts';

describe('pageCountOf', () => {
  it('has one page even for no products', () => {
    expect(pageCountOf(0, 50)).toBe(1);
  });

  it('starts a new page after every full page', () => {
    expect(pageCountOf(50, 50)).toBe(1);
    expect(pageCountOf(51, 50)).toBe(2);
  });
});

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page of a long list', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });

  it('always shows the first, the current and the last page, ascending', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [current, count] = a <= b ? [a, b] : [b, a];
        const items = pageItems(current, count);
        const pages = items.filter((item): item is number => item !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(count);
        expect(pages).toEqual([...pages].sort((x, y) => x - y));
        expect(new Set(pages).size).toBe(pages.length);
        items.forEach((item, i) => {
          if (item === 'gap') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }),
    );
  });
});
