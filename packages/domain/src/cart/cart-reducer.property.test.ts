import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../pricing/money.ts';
import type { CartItem } from './cart-api.ts';
import { reduceCart, type CartLinesEvent, type CartLinesState, type CartTask } from './cart-reducer.ts';

const KEYS = ['A', 'B', 'C'] as const;
const FLAGS = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};
const SERVER_WINS = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: true,
  serverSyncCanModifyLocalItems: true,
};

/** The server cart as the cart calls change it: one row per line key, quantities set, never summed. */
interface ModelServer {
  rows: Map<string, { itemId: number; qty: number }>;
  nextId: number;
}

function toItem(key: string, row: { itemId: number; qty: number }): CartItem {
  return {
    item_id: row.itemId,
    line_key: key,
    sku: key,
    qty: row.qty,
    name: key,
    price: 1,
    price_incl_tax: 1,
    product_type: 'simple',
    quote_id: 'cart',
    product_option: { extension_attributes: {} },
    parentSku: null,
    is_medicine: false,
    is_in_stock: true,
    stock_status: 'ok',
  };
}

/** An update moves the row it names (edit mode) or sets the line's quantity, as the cart service does. */
function applyUpdate(server: ModelServer, { line, edit }: Extract<CartTask, { kind: 'update' }>): CartItem {
  const itemId = edit ? edit.replaces.itemId : line.serverItemId;
  const byId = [...server.rows].find(([, row]) => row.itemId === itemId)?.[0];
  const changedKey = byId ?? (edit && server.rows.has(edit.replaces.key) ? edit.replaces.key : undefined);
  const same = server.rows.get(line.key);
  if (changedKey !== undefined && changedKey !== line.key) {
    const changed = server.rows.get(changedKey)!;
    server.rows.delete(changedKey);
    server.rows.set(line.key, { itemId: same?.itemId ?? changed.itemId, qty: line.qty });
  } else {
    server.rows.set(line.key, { itemId: same?.itemId ?? server.nextId++, qty: line.qty });
  }
  return toItem(line.key, server.rows.get(line.key)!);
}

function deliver(server: ModelServer, task: CartTask): CartLinesEvent {
  if (task.kind === 'delete') {
    const key = [...server.rows].find(([, row]) => row.itemId === task.itemId)?.[0] ?? task.sku;
    server.rows.delete(key);
    return { type: 'transmitted', change: { kind: 'delete', key: task.key } };
  }
  const item = applyUpdate(server, task);
  const replacedKey = task.edit ? task.edit.replaces.key : null;
  const previous = task.edit ? { previous: task.edit.previous } : {};
  return {
    type: 'transmitted',
    change: { kind: 'update', key: task.line.key, replacedKey, ...previous, isAccepted: true, item },
  };
}

type Step =
  | { kind: 'add'; key: string; qty: number }
  | { kind: 'set'; key: string; qty: number }
  | { kind: 'edit'; key: string; to: string; qty: number }
  | { kind: 'remove'; key: string }
  | { kind: 'deliver' }
  | { kind: 'pull' };

const key = fc.constantFrom(...KEYS);
const qty = fc.integer({ min: 1, max: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), key, qty }),
  fc.record({ kind: fc.constant('set' as const), key, qty }),
  fc.record({ kind: fc.constant('edit' as const), key, to: key, qty }),
  fc.record({ kind: fc.constant('remove' as const), key }),
  fc.constant({ kind: 'deliver' as const }),
  fc.constant({ kind: 'pull' as const }),
);

function shopperEvent(state: CartLinesState, step: Step): CartLinesEvent | null {
  switch (step.kind) {
    case 'add':
      return {
        type: 'added',
        line: {
          key: step.key,
          sku: step.key,
          qty: step.qty,
          parentSku: null,
          name: step.key,
          unitPrice: cents(100),
          productOption: {},
          imageUrl: null,
          urlPath: null,
        },
      };
    case 'set':
      return { type: 'quantity-set', key: step.key, qty: step.qty };
    case 'remove':
      return { type: 'removed', key: step.key };
    case 'edit': {
      const current = state.items.find((item) => item.key === step.key);
      if (!current) return null;
      const { serverItemId: _id, prevQty: _prev, ...rest } = current;
      return {
        type: 'edited',
        key: step.key,
        edited: { ...rest, key: step.to, sku: step.to, qty: step.qty },
      };
    }
    default:
      return null;
  }
}

/** Runs the steps against a model server: tasks wait in order until delivered, as the queue sends them. */
function simulate(steps: readonly Step[]) {
  const server: ModelServer = { rows: new Map(), nextId: 1 };
  const pending: CartTask[] = [];
  let state: CartLinesState = {
    items: [],
    unconfirmed: {},
    replaced: {},
    syncedHash: null,
    lastSyncAt: null,
  };
  const apply = (event: CartLinesEvent) => {
    const transition = reduceCart(state, event);
    state = transition.state;
    pending.push(...transition.tasks);
  };
  const pullEvent = (flags = FLAGS): CartLinesEvent => ({
    type: 'pulled',
    items: [...server.rows].map(([key, row]) => toItem(key, row)),
    flags,
    at: 0,
  });
  for (const current of steps) {
    if (current.kind === 'deliver' && pending.length > 0) apply(deliver(server, pending.shift()!));
    else if (current.kind === 'pull') apply(pullEvent());
    else {
      const event = shopperEvent(state, current);
      if (event) apply(event);
    }
  }
  while (pending.length > 0) apply(deliver(server, pending.shift()!));
  return { state: () => state, server, apply, pending, pullEvent };
}

const linesOf = (items: readonly { key: string; qty: number }[]) =>
  items.map((item) => `${item.key}:${item.qty}`).sort();
const serverLinesOf = (server: ModelServer) =>
  [...server.rows].map(([key, row]) => `${key}:${row.qty}`).sort();

describe('reduceCart against a server', () => {
  it('once every change is confirmed, a pull leaves the browser holding exactly the server lines', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const run = simulate(steps);
        expect(run.state().unconfirmed).toEqual({});
        expect(run.state().replaced).toEqual({});
        run.apply(run.pullEvent());
        expect(run.pending).toEqual([]);
        expect(linesOf(run.state().items)).toEqual(serverLinesOf(run.server));
      }),
    );
  });

  it("the server holds what the shopper last saw once the browser's changes are through", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const run = simulate(steps);
        expect(serverLinesOf(run.server)).toEqual(linesOf(run.state().items));
      }),
    );
  });

  it('after a login merge, a pull with nothing unconfirmed takes any server lines', () => {
    const serverLines = fc.uniqueArray(fc.record({ key, qty }), { selector: (line) => line.key });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), serverLines, (steps, lines) => {
        const run = simulate(steps);
        run.server.rows = new Map(
          lines.map((line, index) => [line.key, { itemId: 100 + index, qty: line.qty }]),
        );
        run.apply(run.pullEvent(SERVER_WINS));
        expect(run.pending).toEqual([]);
        expect(linesOf(run.state().items)).toEqual(serverLinesOf(run.server));
      }),
    );
  });
});
