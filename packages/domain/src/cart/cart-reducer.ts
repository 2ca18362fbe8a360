import type { ErrorReason } from '../errors.ts';
import { CART_MESSAGES } from './add-rules.ts';
import type { StockStatus } from '../catalog/product-types.ts';
import type { CartItem } from './cart-api.ts';
import { revertRefusedPush, type SyncFlags } from './cart-diff.ts';
import { mergeLine, type CartLineItem } from './cart-line-item.ts';
import { editLine, restoreEditedLine, type EditedLine } from './edit-line.ts';
import { reconcilePull } from './cart-reconcile.ts';
import { planStockSync, type LineStockChange, type StockSyncConfig } from './stock-sync.ts';

/** The browser cart's lines and what it knows of their way to the server. */
export interface CartLinesState {
  items: CartLineItem[];
  /** Per line key, how many of its changes the server has not confirmed yet (queued or in flight). */
  unconfirmed: Record<string, number>;
  /**
   * Per line key, how many edits replacing it are on their way: until they arrive, a pull may
   * still show the old line, which must not come back.
   */
  replaced: Record<string, number>;
  syncedHash: string | null;
  lastSyncAt: number | null;
}

/** A line the shopper puts in the cart; an existing line of the same key gets the quantity added. */
export type NewCartLine = Omit<CartLineItem, 'serverItemId' | 'prevQty' | 'isInStock' | 'stockStatus'> & {
  stockStatus?: CartLineItem['stockStatus'];
};

/** What a cart task's answer was, as the queue hands it back. */
export type TransmittedChange = {
  kind: 'update';
  key: string;
  replacedKey: string | null;
  previous?: CartLineItem[];
} & (
  | { isAccepted: true; item: CartItem }
  /** `reason`: the refusal's machine-readable cause, when the server named one. */
  | { isAccepted: false; message: string; reason?: ErrorReason }
);

export type CartLinesEvent =
  | { type: 'added'; line: NewCartLine }
  | { type: 'quantity-set'; key: string; qty: number }
  | { type: 'edited'; key: string; edited: EditedLine<CartLineItem> }
  | { type: 'removed'; key: string }
  | { type: 'pulled'; items: readonly CartItem[]; flags: Omit<SyncFlags, 'unconfirmedKeys'>; at: number }
  | { type: 'transmitted'; change: TransmittedChange | { kind: 'delete'; key: string } }
  | {
      type: 'stock-checked';
      stock: readonly { sku: string; stock_status: StockStatus }[];
      config: StockSyncConfig;
    }
  /** The server no longer knows the cart: every line is to be sent again. */
  | { type: 'cart-lost' };

/** A change to send to the server; producing one counts its line as unconfirmed. */
export type CartTask =
  | {
      kind: 'update';
      line: CartLineItem;
      /** Edit mode: the line the change replaces and the lines to put back when refused. */
      edit?: { replaces: { key: string; itemId: number | null }; previous: CartLineItem[] };
    }
  | { kind: 'delete'; key: string; itemId: number | null; sku: string };

export type CartNotice =
  | { kind: 'added'; name: string }
  | { kind: 'updated'; name: string }
  | { kind: 'refused'; message: string; reason?: ErrorReason }
  | { kind: 'volatile' };

export interface CartTransition<State extends CartLinesState> {
  state: State;
  tasks: CartTask[];
  notices: CartNotice[];
}

/**
 * The browser cart's rules as one pure step: a shopper's change shows at once
 * and becomes a task for the server, a pull reconciles both sides with diffCart, an answer
 * confirms or takes back a change, a stock answer marks the lines.
 */
export function reduceCart<State extends CartLinesState>(
  state: State,
  event: CartLinesEvent,
): CartTransition<State> {
  switch (event.type) {
    case 'added':
      return addLine(state, event.line);
    case 'quantity-set':
      return setQuantity(state, event.key, event.qty);
    case 'edited': {
      const edit = editLine(state.items, event.key, event.edited);
      if (!edit) return unchanged(state);
      const { line, replaces, previous } = edit;
      return withTasks({ ...state, items: edit.lines }, [
        { kind: 'update', line, edit: { replaces, previous } },
      ]);
    }
    case 'removed': {
      const current = state.items.find((item) => item.key === event.key);
      if (!current) return unchanged(state);
      const items = state.items.filter((item) => item !== current);
      const task: CartTask = {
        kind: 'delete',
        key: current.key,
        itemId: current.serverItemId,
        sku: current.sku,
      };
      return withTasks({ ...state, items }, [task]);
    }
    case 'pulled': {
      const pull = reconcilePull(state, event.items, event.flags);
      return withTasks({ ...state, ...pull.lines, lastSyncAt: event.at }, pull.tasks);
    }
    case 'transmitted':
      return confirm(state, event.change);
    case 'stock-checked':
      return checkStock(state, planStockSync(state.items, event.stock, event.config));
    case 'cart-lost':
      return unchanged({
        ...state,
        items: state.items.map((item) => ({ ...item, serverItemId: null })),
        syncedHash: null,
      });
    default:
      return event satisfies never;
  }
}

function addLine<State extends CartLinesState>(state: State, line: NewCartLine): CartTransition<State> {
  const existing = state.items.find((item) => item.key === line.key);
  // A product known to be out of stock is refused at once, as the server would (cartLineRefusal).
  if (line.stockStatus === 'out_of_stock' || existing?.isInStock === false) {
    return { state, tasks: [], notices: [{ kind: 'refused', message: CART_MESSAGES.outOfStock }] };
  }
  const item: CartLineItem = existing
    ? { ...existing, qty: existing.qty + line.qty, prevQty: existing.qty }
    : {
        ...line,
        serverItemId: null,
        prevQty: null,
        isInStock: true,
        stockStatus: line.stockStatus ?? 'ok',
      };
  const items = existing ? state.items.map((i) => (i === existing ? item : i)) : [...state.items, item];
  return withTasks({ ...state, items }, [{ kind: 'update', line: item }]);
}

function setQuantity<State extends CartLinesState>(
  state: State,
  key: string,
  qty: number,
): CartTransition<State> {
  const current = state.items.find((item) => item.key === key);
  if (!current || qty < 1 || qty === current.qty) return unchanged(state);
  const item = { ...current, qty, prevQty: current.qty };
  return withTasks({ ...state, items: state.items.map((i) => (i === current ? item : i)) }, [
    { kind: 'update', line: item },
  ]);
}

/** A cart task came back: the change is confirmed, or taken back when the server refused it. */
function confirm<State extends CartLinesState>(
  state: State,
  change: TransmittedChange | { kind: 'delete'; key: string },
): CartTransition<State> {
  const replacedKey = change.kind === 'update' ? change.replacedKey : null;
  const counted: State = {
    ...state,
    unconfirmed: count(state.unconfirmed, change.key, -1),
    ...(replacedKey && replacedKey !== change.key
      ? { replaced: count(state.replaced, replacedKey, -1) }
      : {}),
  };
  if (change.kind === 'delete') return unchanged(counted);
  if (!change.isAccepted) {
    const items = revertRefused(counted, change.key, change.previous);
    return {
      state: { ...counted, items },
      tasks: [],
      notices: [
        { kind: 'refused', message: change.message, ...(change.reason ? { reason: change.reason } : {}) },
      ],
    };
  }
  const { item: server, key } = change;
  const before = counted.items.find((item) => item.key === key);
  // The server's key is authoritative; the browser adopts it if its own guess differed. While an
  // edit replacing this key is on its way, the row answered is the one the edit moves: a line of
  // this key added again since is not linked to it.
  const isMoving = Boolean(counted.replaced[key]);
  const items = counted.items.map((item) =>
    item === before && !isMoving ? { ...mergeLine(item, item, server), key: server.line_key } : item,
  );
  const notices: CartNotice[] = [];
  if (before) {
    notices.push({ kind: before.prevQty === null ? 'added' : 'updated', name: before.name });
    if (server.stock_status === 'volatile') notices.push({ kind: 'volatile' });
  }
  return { state: { ...counted, items }, tasks: [], notices };
}

/**
 * A refused change: an edit puts back the lines it replaced, unless the shopper has
 * changed the line again since (that change is on its way and decides); a quantity change goes
 * back to the previous quantity, a new line goes.
 */
function revertRefused(
  state: CartLinesState,
  key: string,
  previous: CartLineItem[] | undefined,
): CartLineItem[] {
  if (!previous) return revertRefusedPush(state.items, key) as CartLineItem[];
  if (state.unconfirmed[key]) return state.items;
  return restoreEditedLine(state.items, key, previous);
}

function checkStock<State extends CartLinesState>(
  state: State,
  changes: readonly LineStockChange[],
): CartTransition<State> {
  if (changes.length === 0) return unchanged(state);
  const isVolatile = changes.some((change) => change.type === 'in-stock' && change.isVolatileWarning);
  return {
    state: { ...state, items: withStock(state.items, changes) },
    tasks: [],
    notices: isVolatile ? [{ kind: 'volatile' }] : [],
  };
}

/** The lines with the stock sync's verdicts applied (planStockSync). */
function withStock(items: readonly CartLineItem[], changes: readonly LineStockChange[]): CartLineItem[] {
  const byKey = new Map(changes.map((change) => [change.key, change]));
  return items.flatMap((item): CartLineItem[] => {
    const change = byKey.get(item.key);
    switch (change?.type) {
      case undefined:
        return [item];
      case 'in-stock':
        return [{ ...item, isInStock: true, stockStatus: change.status }];
      case 'out-of-stock':
        return [{ ...item, isInStock: false, stockStatus: 'out_of_stock' }];
      case 'remove':
        return [];
    }
  });
}

function unchanged<State extends CartLinesState>(state: State): CartTransition<State> {
  return { state, tasks: [], notices: [] };
}

/** The state once the tasks are on their way: each counts its line (and an edit's old line) as unconfirmed. */
function withTasks<State extends CartLinesState>(state: State, tasks: CartTask[]): CartTransition<State> {
  let { unconfirmed, replaced } = state;
  for (const task of tasks) {
    const key = task.kind === 'update' ? task.line.key : task.key;
    unconfirmed = count(unconfirmed, key, 1);
    const replacedKey = task.kind === 'update' ? task.edit?.replaces.key : undefined;
    if (replacedKey && replacedKey !== key) replaced = count(replaced, replacedKey, 1);
  }
  return { state: { ...state, unconfirmed, replaced }, tasks, notices: [] };
}

function count(counts: Record<string, number>, key: string, step: 1 | -1): Record<string, number> {
  const { [key]: current = 0, ...rest } = counts;
  return current + step > 0 ? { ...rest, [key]: current + step } : rest;
}
