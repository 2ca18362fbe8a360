import { makeNewLine } from '@apteek/domain/cart-test-factory';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, cartStorageKey, type CartLineItem } from './cart-state.ts';
import { readStoredCart, writeStoredCart } from './cart-storage.ts';

function storageHolding(value: string | null) {
  const items = new Map<string, string>();
  if (value !== null) items.set(cartStorageKey('ee'), value);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, stored: string) => void items.set(key, stored),
  };
}

const storedLine: CartLineItem = {
  ...makeNewLine('A', 2),
  serverItemId: 4,
  prevQty: null,
  isInStock: true,
  stockStatus: 'ok',
};

describe('the stored cart', () => {
  it('is empty without storage, without a value, or with a value that is no JSON', () => {
    expect(readStoredCart(null, 'ee')).toEqual(EMPTY_CART);
    expect(readStoredCart(storageHolding(null), 'ee')).toEqual(EMPTY_CART);
    expect(readStoredCart(storageHolding('{not json'), 'ee')).toEqual(EMPTY_CART);
  });

  it('is empty when its lines are not lines', () => {
    const stored = JSON.stringify({ cartId: 'c', items: [{ sku: 'A', qty: 'two' }] });
    expect(readStoredCart(storageHolding(stored), 'ee')).toEqual(EMPTY_CART);
  });

  it('keeps the lines of an older version that stored no bookkeeping, and drops unreadable totals', () => {
    const stored = JSON.stringify({ cartId: 'c', items: [storedLine], totals: { grand_total: 'x' } });
    const state = readStoredCart(storageHolding(stored), 'ee');
    expect(state.items.map((item) => [item.key, item.qty, item.serverItemId])).toEqual([['A', 2, 4]]);
    expect(state.replaced).toEqual({});
    expect(state.totals).toBeNull();
  });

  it('comes back as it was written, with the drawer closed', () => {
    const storage = storageHolding(null);
    const state = {
      ...EMPTY_CART,
      cartId: 'c',
      items: [storedLine],
      isMicrocartOpen: true,
      unconfirmed: { A: 1 },
    };
    writeStoredCart(storage, 'ee', state);
    expect(readStoredCart(storage, 'ee')).toMatchObject({
      cartId: 'c',
      unconfirmed: { A: 1 },
      isMicrocartOpen: false,
    });
  });
});
