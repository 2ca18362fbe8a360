import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from './add-rules.ts';
import type { CartLineItem } from './cart-line-item.ts';
import { reduceCart, type CartLinesEvent, type CartLinesState } from './cart-reducer.ts';
import { makeCartItem, makeNewLine } from './cart-test-factory.ts';

const FLAGS = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};

function makeState(items: CartLineItem[] = []): CartLinesState {
  return { items, unconfirmed: {}, replaced: {}, syncedHash: null, lastSyncAt: null };
}

function makeLine(key: string, qty = 1, serverItemId: number | null = null): CartLineItem {
  return { ...makeNewLine(key, qty), serverItemId, prevQty: null, isInStock: true, stockStatus: 'ok' };
}

const makeItem = (key: string, qty: number, itemId: number) =>
  makeCartItem(key, qty, { item_id: itemId, name: `${key} from the server` });

const run = (state: CartLinesState, ...events: CartLinesEvent[]) =>
  events.reduce((current, event) => reduceCart(current, event).state, state);

describe("reduceCart on a shopper's change", () => {
  it('adds a new line as unconfirmed and sends it', () => {
    const { state, tasks } = reduceCart(makeState(), { type: 'added', line: makeNewLine('A', 2) });
    expect(state.items).toEqual([makeLine('A', 2)]);
    expect(state.unconfirmed).toEqual({ A: 1 });
    expect(tasks).toEqual([{ kind: 'update', line: makeLine('A', 2) }]);
  });

  it('refuses an out-of-stock product with the seeds text: nothing added, nothing sent', () => {
    const line = { ...makeNewLine('A'), stockStatus: 'out_of_stock' as const };
    const before = makeState();
    const { state, tasks, notices } = reduceCart(before, { type: 'added', line });
    expect(state).toBe(before);
    expect(tasks).toEqual([]);
    expect(notices).toEqual([{ kind: 'refused', message: CART_MESSAGES.outOfStock }]);
  });

  it('refuses adding more of a line that ran out of stock, which stays as it is', () => {
    const soldOut = { ...makeLine('A', 2, 7), isInStock: false, stockStatus: 'out_of_stock' as const };
    const { state, tasks, notices } = reduceCart(makeState([soldOut]), {
      type: 'added',
      line: makeNewLine('A'),
    });
    expect(state.items).toEqual([soldOut]);
    expect(tasks).toEqual([]);
    expect(notices).toEqual([{ kind: 'refused', message: CART_MESSAGES.outOfStock }]);
  });

  it('adds to the quantity of a line already in the cart', () => {
    const { state } = reduceCart(makeState([makeLine('A', 2, 7)]), { type: 'added', line: makeNewLine('A') });
    expect(state.items).toEqual([{ ...makeLine('A', 3, 7), prevQty: 2 }]);
  });

  it('ignores a quantity below one or unchanged', () => {
    const before = makeState([makeLine('A', 2)]);
    expect(reduceCart(before, { type: 'quantity-set', key: 'A', qty: 0 }).state).toBe(before);
    expect(reduceCart(before, { type: 'quantity-set', key: 'A', qty: 2 }).tasks).toEqual([]);
  });

  it('sends a removed line as a delete by its item id', () => {
    const { state, tasks } = reduceCart(makeState([makeLine('A', 1, 7)]), { type: 'removed', key: 'A' });
    expect(state.items).toEqual([]);
    expect(tasks).toEqual([{ kind: 'delete', key: 'A', itemId: 7, sku: 'A' }]);
  });

  it('counts the line an edit replaces until the edit is confirmed', () => {
    const edited = { ...makeNewLine('B'), isInStock: true, stockStatus: 'ok' as const };
    const state = run(makeState([makeLine('A', 1, 7)]), { type: 'edited', key: 'A', edited });
    expect(state.replaced).toEqual({ A: 1 });
    const confirmed = run(state, {
      type: 'transmitted',
      change: { kind: 'update', key: 'B', replacedKey: 'A', isAccepted: true, item: makeItem('B', 1, 7) },
    });
    expect(confirmed.replaced).toEqual({});
    expect(confirmed.unconfirmed).toEqual({});
  });
});

describe('reduceCart on what the server says', () => {
  it('links a confirmed add to its server line and says it was added', () => {
    const added = run(makeState(), { type: 'added', line: makeNewLine('A') });
    const { state, notices } = reduceCart(added, {
      type: 'transmitted',
      change: { kind: 'update', key: 'A', replacedKey: null, isAccepted: true, item: makeItem('A', 1, 9) },
    });
    expect(state.items[0]).toMatchObject({ serverItemId: 9, name: 'A from the server', unitPrice: 124 });
    expect(notices).toEqual([{ kind: 'added', name: 'A' }]);
  });

  it('takes back a refused quantity change and reports the text', () => {
    const changed = run(makeState([makeLine('A', 1, 7)]), { type: 'quantity-set', key: 'A', qty: 4 });
    const { state, notices } = reduceCart(changed, {
      type: 'transmitted',
      change: { kind: 'update', key: 'A', replacedKey: null, isAccepted: false, message: 'No' },
    });
    expect(state.items.map((item) => item.qty)).toEqual([1]);
    expect(notices).toEqual([{ kind: 'refused', message: 'No' }]);
  });

  it("hands a refusal's reason on with its notice, for the browser to branch on", () => {
    const changed = run(makeState([makeLine('A', 1, 7)]), { type: 'quantity-set', key: 'A', qty: 4 });
    const { notices } = reduceCart(changed, {
      type: 'transmitted',
      change: {
        kind: 'update',
        key: 'A',
        replacedKey: null,
        isAccepted: false,
        message: 'Your session has ended.',
        reason: 'refresh_failed',
      },
    });
    expect(notices).toEqual([
      { kind: 'refused', message: 'Your session has ended.', reason: 'refresh_failed' },
    ]);
  });

  it('keeps a line the shopper removed while a pull still shows it (Hydrogen #3906)', () => {
    const removed = run(makeState([makeLine('A', 1, 7)]), { type: 'removed', key: 'A' });
    const { state, tasks } = reduceCart(removed, {
      type: 'pulled',
      items: [makeItem('A', 1, 7)],
      flags: FLAGS,
      at: 1,
    });
    expect(state.items).toEqual([]);
    expect(tasks).toEqual([{ kind: 'delete', key: 'A', itemId: 7, sku: 'A' }]);
  });

  it('marks out-of-stock lines and warns once of volatile stock', () => {
    const { state, notices } = reduceCart(makeState([makeLine('A'), makeLine('B')]), {
      type: 'stock-checked',
      stock: [
        { sku: 'A', stock_status: 'out_of_stock' },
        { sku: 'B', stock_status: 'volatile' },
      ],
      config: { allowOutOfStockInCart: false, isCartSynchronized: true },
    });
    expect(state.items.map((item) => [item.isInStock, item.stockStatus])).toEqual([
      [false, 'out_of_stock'],
      [true, 'volatile'],
    ]);
    expect(notices).toEqual([{ kind: 'volatile' }]);
  });

  it('forgets the server ids of a cart the server lost', () => {
    const state = run(makeState([makeLine('A', 1, 7)]), { type: 'cart-lost' });
    expect(state.items[0]?.serverItemId).toBeNull();
  });
});
