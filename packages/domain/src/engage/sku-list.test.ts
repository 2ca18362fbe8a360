import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMITS,
  addToSkuList,
  mergeSkuLists,
  normaliseSkuList,
  removeFromSkuList,
  toggleInSkuList,
} from './sku-list.ts';

const sku = fc.constantFrom('A1', 'B2', 'C3', 'D4', 'E5', 'F6');
const list = fc.uniqueArray(sku, { maxLength: 6 });

describe('compare list and wishlist (duplicates ignored by sku)', () => {
  it('adds at the end, ignores a duplicate and refuses past the limit without dropping anything', () => {
    expect(addToSkuList(['A1'], 'B2', 4)).toEqual({ list: ['A1', 'B2'], outcome: 'added' });
    expect(addToSkuList(['A1', 'B2'], 'A1', 4)).toEqual({ list: ['A1', 'B2'], outcome: 'duplicate' });
    expect(addToSkuList(['A1', 'B2'], 'C3', COMPARE_LIMITS.phone)).toEqual({
      list: ['A1', 'B2'],
      outcome: 'full',
    });
  });

  it('never holds a sku twice nor more than the limit, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(sku), fc.integer({ min: 1, max: 5 }), (adds, limit) => {
        let current: string[] = [];
        for (const item of adds) current = addToSkuList(current, item, limit).list;
        expect(new Set(current).size).toBe(current.length);
        expect(current.length).toBeLessThanOrEqual(limit);
        expect(current.length).toBe(Math.min(limit, new Set(adds).size));
      }),
    );
  });

  it('toggles: the heart adds, and a second press removes', () => {
    expect(toggleInSkuList([], 'A1', 4)).toEqual({ list: ['A1'], outcome: 'added' });
    expect(toggleInSkuList(['A1', 'B2'], 'A1', 4)).toEqual({ list: ['B2'], outcome: 'removed' });
    expect(removeFromSkuList(['A1'], 'Z9')).toEqual(['A1']);
  });

  it('reads a stored list back: well-formed skus only, each once, at most the limit', () => {
    expect(normaliseSkuList(['A1', { sku: 'B2' }, 'A1', '', 7, '<x>', null, 'C3'], 3)).toEqual([
      'A1',
      'B2',
      'C3',
    ]);
    expect(normaliseSkuList('A1', 3)).toEqual([]);
    expect(normaliseSkuList(undefined, 3)).toEqual([]);
  });

  it("merges a guest's list into the account's once: the account's order first, nothing twice", () => {
    expect(mergeSkuLists(['B2', 'A1'], ['A1', 'C3'], 100)).toEqual(['B2', 'A1', 'C3']);
    fc.assert(
      fc.property(list, list, (account, guest) => {
        const once = mergeSkuLists(account, guest, 100);
        expect(mergeSkuLists(once, guest, 100)).toEqual(once);
        expect(new Set(once)).toEqual(new Set([...account, ...guest]));
        expect(once.slice(0, account.length)).toEqual(account);
      }),
    );
  });
});
