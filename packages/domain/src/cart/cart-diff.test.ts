import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLocalActions,
  cartItemsHash,
  diffCart,
  isSyncRequired,
  revertRefusedPush,
  type ClientLine,
  type ServerLine,
  type SyncAction,
  type SyncFlags,
} from './cart-diff.ts';

const DEFAULTS: SyncFlags = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: true,
  serverSyncCanModifyLocalItems: true,
};
const FORCED: SyncFlags = { ...DEFAULTS, forceClientState: true };

const client = (key: string, qty: number, serverItemId: number | null = 1): ClientLine => ({
  key,
  sku: key,
  qty,
  serverItemId,
  prevQty: null,
});
const server = (key: string, qty: number, itemId = 1): ServerLine => ({ itemId, key, sku: key, qty });

/** What the server's cart becomes when it carries out the diff's server actions. */
function applyServerActions(lines: readonly ServerLine[], actions: readonly SyncAction[]): ServerLine[] {
  let result = [...lines];
  let nextId = 1000;
  for (const action of actions) {
    if (action.type === 'push') {
      const existing = result.find((line) => line.key === action.key);
      result = existing
        ? result.map((line) => (line.key === action.key ? { ...line, qty: action.qty } : line))
        : [...result, { itemId: nextId++, key: action.key, sku: action.sku, qty: action.qty }];
    }
    if (action.type === 'delete-server') result = result.filter((line) => line.key !== action.key);
  }
  return result;
}

const contents = (lines: readonly { key: string; qty: number }[]) =>
  lines.map((line) => `${line.key}:${line.qty}`).sort();

describe('diffCart', () => {
  it('links lines that agree and changes nothing else', () => {
    const diff = diffCart([client('A', 2, null)], [server('A', 2, 7)], DEFAULTS);
    expect(diff.entries).toEqual([]);
    expect(diff.actions).toEqual([{ type: 'link', key: 'A', itemId: 7 }]);
  });

  it("logs 'no-item' for a confirmed line the server lost and removes it locally", () => {
    const diff = diffCart([client('A', 2, 5)], [], DEFAULTS);
    expect(diff.entries).toEqual([{ party: 'server', status: 'no-item', key: 'A', sku: 'A' }]);
    expect(diff.actions).toEqual([{ type: 'remove-local', key: 'A' }]);
  });

  it('pushes a line the server lacks when forced or when the server may not remove local lines', () => {
    for (const flags of [FORCED, { ...DEFAULTS, serverSyncCanRemoveLocalItems: false }]) {
      expect(diffCart([client('A', 2, 5)], [], flags).actions).toEqual([
        { type: 'push', key: 'A', sku: 'A', qty: 2, itemId: null },
      ]);
    }
  });

  it('always pushes a first add the server has never seen (VSF #4305)', () => {
    const diff = diffCart([client('A', 1, null)], [], DEFAULTS);
    expect(diff.actions).toEqual([{ type: 'push', key: 'A', sku: 'A', qty: 1, itemId: null }]);
  });

  it("logs 'wrong-qty' and takes the server's quantity unless forced", () => {
    const diff = diffCart([client('A', 2, 3)], [server('A', 5, 3)], DEFAULTS);
    expect(diff.entries).toEqual([
      { party: 'server', status: 'wrong-qty', key: 'A', sku: 'A', clientQty: 2, serverQty: 5 },
    ]);
    expect(diff.actions).toEqual([{ type: 'set-local-qty', key: 'A', qty: 5 }]);
    expect(diffCart([client('A', 2, 3)], [server('A', 5, 3)], FORCED).actions).toEqual([
      { type: 'push', key: 'A', sku: 'A', qty: 2, itemId: 3 },
    ]);
  });

  it('adds server-only lines locally, or deletes them on the server when forced', () => {
    expect(diffCart([], [server('B', 1, 9)], DEFAULTS)).toEqual({
      entries: [{ party: 'client', status: 'no-item', key: 'B', sku: 'B' }],
      actions: [{ type: 'add-local', line: server('B', 1, 9) }],
    });
    expect(diffCart([], [server('B', 1, 9)], FORCED).actions).toEqual([
      { type: 'delete-server', key: 'B', itemId: 9 },
    ]);
  });

  it('never brings back a line removed while its delete is still on its way (Hydrogen #3906)', () => {
    const diff = diffCart([], [server('B', 1, 9)], { ...DEFAULTS, unconfirmedKeys: ['B'] });
    expect(diff.actions).toEqual([{ type: 'delete-server', key: 'B', itemId: 9 }]);
  });

  it('keeps an unconfirmed quantity change instead of the stale server quantity', () => {
    const diff = diffCart([client('A', 4, 3)], [server('A', 1, 3)], { ...DEFAULTS, unconfirmedKeys: ['A'] });
    expect(diff.actions).toEqual([{ type: 'push', key: 'A', sku: 'A', qty: 4, itemId: 3 }]);
  });
});

const keyArb = fc.constantFrom('A', 'B', 'C', 'D', 'E');
const clientArb = fc.uniqueArray(
  fc.record({ key: keyArb, qty: fc.integer({ min: 1, max: 9 }), confirmed: fc.boolean() }),
  { selector: (line) => line.key, maxLength: 5 },
);
const serverArb = fc.uniqueArray(fc.record({ key: keyArb, qty: fc.integer({ min: 1, max: 9 }) }), {
  selector: (line) => line.key,
  maxLength: 5,
});
const flagsArb = fc.record({
  forceClientState: fc.boolean(),
  serverSyncCanRemoveLocalItems: fc.boolean(),
  serverSyncCanModifyLocalItems: fc.boolean(),
  unconfirmedKeys: fc.subarray(['A', 'B', 'C', 'D', 'E']),
});

describe('cart sync for any two carts', () => {
  const build = (
    c: { key: string; qty: number; confirmed: boolean }[],
    s: { key: string; qty: number }[],
  ) => ({
    clientLines: c.map((line, i) => client(line.key, line.qty, line.confirmed ? i + 1 : null)),
    serverLines: s.map((line, i) => server(line.key, line.qty, i + 100)),
  });

  it('leaves the browser and the server holding the same lines', () => {
    fc.assert(
      fc.property(clientArb, serverArb, flagsArb, (c, s, flags) => {
        const { clientLines, serverLines } = build(c, s);
        const { actions } = diffCart(clientLines, serverLines, flags);
        expect(contents(applyLocalActions(clientLines, actions))).toEqual(
          contents(applyServerActions(serverLines, actions)),
        );
      }),
    );
  });

  it("makes both sides equal the browser's lines after a forced sync", () => {
    fc.assert(
      fc.property(clientArb, serverArb, (c, s) => {
        const { clientLines, serverLines } = build(c, s);
        const { actions } = diffCart(clientLines, serverLines, FORCED);
        expect(contents(applyServerActions(serverLines, actions))).toEqual(contents(clientLines));
        expect(contents(applyLocalActions(clientLines, actions))).toEqual(contents(clientLines));
      }),
    );
  });

  it('finds nothing left to do when run again on the result', () => {
    fc.assert(
      fc.property(clientArb, serverArb, flagsArb, (c, s, flags) => {
        const { clientLines, serverLines } = build(c, s);
        const { actions } = diffCart(clientLines, serverLines, flags);
        const serverAfter = applyServerActions(serverLines, actions);
        const clientAfter = applyLocalActions(clientLines, actions).map((line) => ({
          ...line,
          serverItemId: serverAfter.find((server) => server.key === line.key)?.itemId ?? null,
        }));
        expect(diffCart(clientAfter, serverAfter, flags)).toEqual({ entries: [], actions: [] });
      }),
    );
  });
});

describe('logout, login and refresh (VSF PR #4387)', () => {
  it('leaves one line: the login sync adopts the server line and stores its hash, so a refresh has nothing to do', () => {
    const customerCart = [server('A', 2, 1)];
    // Logout emptied the browser's cart; the login pulls the customer's cart into it.
    const login = diffCart([], customerCart, DEFAULTS);
    const afterLogin = applyLocalActions([], login.actions);
    expect(contents(afterLogin)).toEqual(['A:2']);
    expect(applyServerActions(customerCart, login.actions)).toEqual(customerCart);
    const syncedHash = cartItemsHash(afterLogin);
    const refresh = { force: false, itemsHash: cartItemsHash(afterLogin), syncedHash, lastSyncAt: 1 };
    expect(isSyncRequired(refresh)).toBe(false);
    // Even a forced sync (checkout) of the refreshed page finds both sides equal.
    expect(diffCart(afterLogin, customerCart, FORCED)).toEqual({ entries: [], actions: [] });
  });
});

describe('revertRefusedPush', () => {
  it('restores the previous quantity of a confirmed line and drops a new one', () => {
    const lines = [
      { ...client('A', 5, 3), prevQty: 2 },
      { ...client('B', 1, null), prevQty: null },
    ];
    expect(revertRefusedPush(lines, 'A')).toEqual([
      { ...client('A', 2, 3), prevQty: null },
      { ...client('B', 1, null), prevQty: null },
    ]);
    expect(revertRefusedPush(lines, 'B')).toEqual([{ ...client('A', 5, 3), prevQty: 2 }]);
  });
});

describe('cartItemsHash and isSyncRequired', () => {
  it('is the same for the same lines in any order and changes with a quantity', () => {
    const a = cartItemsHash([
      { key: 'A', qty: 1 },
      { key: 'B', qty: 2 },
    ]);
    expect(
      cartItemsHash([
        { key: 'B', qty: 2 },
        { key: 'A', qty: 1 },
      ]),
    ).toBe(a);
    expect(
      cartItemsHash([
        { key: 'A', qty: 1 },
        { key: 'B', qty: 3 },
      ]),
    ).not.toBe(a);
  });

  it('syncs when forced, never synced or changed, and not otherwise', () => {
    const base = { force: false, itemsHash: 'x', syncedHash: 'x', lastSyncAt: 1 };
    expect(isSyncRequired(base)).toBe(false);
    expect(isSyncRequired({ ...base, force: true })).toBe(true);
    expect(isSyncRequired({ ...base, lastSyncAt: null })).toBe(true);
    expect(isSyncRequired({ ...base, itemsHash: 'y' })).toBe(true);
  });
});
