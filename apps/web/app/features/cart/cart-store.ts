import {
  applyLocalActions,
  cartItemsHash,
  diffCart,
  editLine,
  planStockSync,
  restoreEditedLine,
  revertRefusedPush,
  type ClientLine,
  type EditedLine,
  type LineEdit,
  type ServerLine,
  type StockSyncConfig,
  type SyncFlags,
  type SyncTask,
} from '@apteek/domain';
import type { TaskQueue } from '../../sync/task-queue.ts';
import { fetchStock, withStock } from './cart-stock.ts';
import {
  EMPTY_CART,
  cartStorageKey,
  type CartLineItem,
  type CartState,
  type CartTotals,
  type ProductOption,
  type ServerItem,
} from './cart-state.ts';

export * from './cart-state.ts';

/** Spec 000 §9: cart bypass attempts 1. */
const MAX_CART_BYPASS = 1;

/** The seeds' configuration: the server's answer changes neither the browser's lines nor quantities. */
const SYNC_FLAGS: Omit<SyncFlags, 'unconfirmedKeys'> = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};

/**
 * Out-of-stock lines stay in the cart (it syncs with the server cart) marked 'Out of the stock!';
 * volatile stock warns, as issue 5 lists the cart's notifications.
 */
const STOCK_SYNC_CONFIG: StockSyncConfig = { allowOutOfStockInCart: false, isCartSynchronized: true };

export type CartEvent =
  | { kind: 'added'; name: string }
  | { kind: 'updated'; name: string }
  | { kind: 'refused'; message: string }
  | { kind: 'volatile' }
  | { kind: 'busy' };

export interface CartStoreOptions {
  queue: TaskQueue;
  storeCode: string;
  /** Where the state survives reloads; null during server rendering. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  onEvent?: (event: CartEvent) => void;
  now?: () => number;
}

export interface NewLine {
  key: string;
  sku: string;
  parentSku: string | null;
  qty: number;
  name: string;
  priceInclTax: number;
  productOption: ProductOption;
  imageUrl: string | null;
  urlPath: string | null;
  stockStatus?: CartLineItem['stockStatus'];
}

type Listener = () => void;

/**
 * The browser's cart (spec 000 §4 Cart): changes show at once, travel to the server as queued
 * tasks, and a sync reconciles both sides with diffCart. State lives in localStorage, tasks in
 * IndexedDB, so both survive a reload, going offline and a server restart.
 */
export function createCartStore(options: CartStoreOptions) {
  const storageKey = cartStorageKey(options.storeCode);
  const now = options.now ?? Date.now;
  const listeners = new Set<Listener>();
  let state: CartState = { ...EMPTY_CART, ...read(), isMicrocartOpen: false, isAdding: false };
  let totalsTimer: ReturnType<typeof setTimeout> | null = null;
  let connecting: Promise<void> | null = null;

  function read(): Partial<CartState> {
    try {
      return JSON.parse(options.storage?.getItem(storageKey) ?? '{}') as Partial<CartState>;
    } catch {
      return {};
    }
  }

  function set(patch: Partial<CartState>) {
    state = { ...state, ...patch };
    options.storage?.setItem(
      storageKey,
      JSON.stringify({ ...state, isMicrocartOpen: false, isAdding: false }),
    );
    for (const listener of listeners) listener();
  }

  let isStockSynced = false;

  function queueUpdate(line: CartLineItem, edit?: Pick<LineEdit<CartLineItem>, 'replaces' | 'previous'>) {
    const itemId = edit ? edit.replaces.itemId : line.serverItemId;
    const replacedKey = edit && edit.replaces.key !== line.key ? edit.replaces.key : null;
    set({
      unconfirmed: counted(state.unconfirmed, line.key, 1),
      ...(replacedKey ? { replaced: counted(state.replaced, replacedKey, 1) } : {}),
    });
    return options.queue.queue({
      url: '/api/cart/update?cartId={{cartId}}',
      payload: {
        method: 'POST',
        body: {
          cartItem: {
            sku: line.parentSku && configurableOptionsOf(line) ? line.parentSku : line.sku,
            qty: line.qty,
            product_option: line.productOption,
            quoteId: state.cartId,
            ...(itemId === null ? {} : { item_id: itemId }),
            ...(edit ? { previous_line_key: edit.replaces.key } : {}),
          },
          key: line.key,
          // What a refused edit puts back; the server reads only cartItem.
          ...(edit ? { previous: edit.previous } : {}),
        },
      },
      callback_event: 'cart/update',
    });
  }

  function queueDelete(key: string, itemId: number | null, sku: string) {
    set({ unconfirmed: counted(state.unconfirmed, key, 1) });
    return options.queue.queue({
      url: '/api/cart/delete?cartId={{cartId}}',
      payload: {
        method: 'POST',
        body: { cartItem: itemId === null ? { sku } : { item_id: itemId }, key },
      },
      callback_event: 'cart/delete',
    });
  }

  function scheduleTotals() {
    if (totalsTimer) clearTimeout(totalsTimer);
    totalsTimer = setTimeout(() => void store.refreshTotals(), 150);
  }

  const store = {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,

    toggleMicrocart(open = !state.isMicrocartOpen) {
      set({ isMicrocartOpen: open });
      if (open) scheduleTotals();
    },

    async add(line: NewLine): Promise<void> {
      if (state.isAdding) {
        options.onEvent?.({ kind: 'busy' });
        return;
      }
      const existing = state.items.find((item) => item.key === line.key);
      const item: CartLineItem = existing
        ? { ...existing, qty: existing.qty + line.qty, prevQty: existing.qty }
        : {
            ...line,
            serverItemId: null,
            prevQty: null,
            isInStock: true,
            stockStatus: line.stockStatus ?? 'ok',
          };
      set({
        isAdding: true,
        items: existing ? state.items.map((i) => (i.key === line.key ? item : i)) : [...state.items, item],
      });
      try {
        if (!state.cartId) await store.ensureCart();
        await queueUpdate(item);
      } finally {
        set({ isAdding: false });
      }
    },

    async setQty(key: string, qty: number): Promise<void> {
      const current = state.items.find((item) => item.key === key);
      if (!current || qty < 1 || qty === current.qty) return;
      const item = { ...current, qty, prevQty: current.qty };
      set({ items: state.items.map((i) => (i.key === key ? item : i)) });
      await queueUpdate(item);
    },

    /** Edit mode: other options and a quantity for a line, in its place (editLine of @apteek/domain). */
    async edit(key: string, edited: EditedLine<CartLineItem>): Promise<void> {
      if (state.isAdding) {
        options.onEvent?.({ kind: 'busy' });
        return;
      }
      const edit = editLine(state.items, key, edited);
      if (!edit) return;
      set({ items: edit.lines });
      await queueUpdate(edit.line, edit);
    },

    async remove(key: string): Promise<void> {
      if (state.isAdding) {
        options.onEvent?.({ kind: 'busy' });
        return;
      }
      const current = state.items.find((item) => item.key === key);
      if (!current) return;
      set({ items: state.items.filter((item) => item.key !== key) });
      await queueDelete(key, current.serverItemId, current.sku);
      scheduleTotals();
    },

    /** The cart-token call: a new cart id, retried as a guest once when refused (spec 000 §4). */
    async ensureCart(): Promise<string | null> {
      if (state.cartId) return state.cartId;
      if (state.isSyncDisabled) return null;
      const guest = state.connectBypassCount > 0;
      const task = await options.queue.execute({
        url: `/api/cart/create?storeCode=${options.storeCode}${guest ? '&guest=true' : ''}`,
        payload: { method: 'POST' },
      });
      if (task?.code === 200 && typeof task.result === 'string') {
        set({ cartId: task.result });
        void options.queue.process();
        return task.result;
      }
      if (task?.code === 401) {
        const count = state.connectBypassCount + 1;
        set({ connectBypassCount: count, isSyncDisabled: count > MAX_CART_BYPASS });
        if (count <= MAX_CART_BYPASS) return store.ensureCart();
      }
      return null;
    },

    /**
     * Pull the server's lines and reconcile (spec 000 §4 Sync); forced while in checkout. With
     * `serverWins` the server's lines replace the browser's (right after a login merged them).
     */
    async sync(force = false, serverWins = false): Promise<void> {
      if (state.isSyncDisabled) return;
      if (!state.cartId) {
        if (state.items.length === 0) return;
        if (!(await store.ensureCart())) return;
      }
      await options.queue.process();
      const pulled = await options.queue.execute({
        url: '/api/cart/pull?cartId={{cartId}}',
        payload: { method: 'GET' },
      });
      if (!pulled) return;
      if (pulled.code === 404) {
        // The cart was closed or lost: start a new one holding the browser's lines.
        set({
          cartId: null,
          items: state.items.map((item) => ({ ...item, serverItemId: null })),
          syncedHash: null,
        });
        if (state.items.length > 0 && (await store.ensureCart())) await store.sync(true);
        return;
      }
      if (pulled.code !== 200 || !Array.isArray(pulled.result)) return;
      // A line an edit is replacing may still be on the server; the edit removes it there.
      const serverItems = (pulled.result as ServerItem[]).filter(
        (item) => !state.replaced[item.line_key] || state.items.some((line) => line.key === item.line_key),
      );
      const serverLines: ServerLine[] = serverItems.map((item) => ({
        itemId: item.item_id,
        key: item.line_key,
        sku: item.sku,
        qty: item.qty,
      }));
      const diff = diffCart(state.items, serverLines, {
        ...SYNC_FLAGS,
        ...(serverWins ? { serverSyncCanRemoveLocalItems: true, serverSyncCanModifyLocalItems: true } : {}),
        forceClientState: force,
        unconfirmedKeys: Object.keys(state.unconfirmed),
      });
      const merged = applyLocalActions(state.items, diff.actions).map((line) => {
        const known = state.items.find((item) => item.key === line.key);
        const server = serverItems.find((item) => item.item_id === (line.serverItemId ?? -1));
        return mergeLine(line, known, server);
      });
      set({ items: merged, lastSyncAt: now(), syncedHash: cartItemsHash(merged) });
      for (const action of diff.actions) {
        if (action.type === 'push') {
          const line = merged.find((item) => item.key === action.key);
          if (line) await queueUpdate(line);
        }
        if (action.type === 'delete-server') {
          await queueDelete(
            action.key,
            action.itemId,
            serverLines.find((l) => l.key === action.key)?.sku ?? '',
          );
        }
      }
      scheduleTotals();
      // Spec 000 §4: the first sync of a page load also checks the lines' stock.
      if (!isStockSynced) {
        isStockSynced = true;
        await store.syncStock();
      }
    },

    /** Spec 000 §4 stock sync: the lines' stock, and what it means for each line. */
    async syncStock(): Promise<void> {
      const stock = await fetchStock(
        options.queue,
        state.items.map((item) => item.sku),
      );
      const changes = planStockSync(state.items, stock, STOCK_SYNC_CONFIG);
      if (changes.length === 0) return;
      set({ items: withStock(state.items, changes) });
      if (changes.some((change) => change.type === 'in-stock' && change.isVolatileWarning)) {
        options.onEvent?.({ kind: 'volatile' });
      }
    },

    async refreshTotals(): Promise<void> {
      if (!state.cartId) {
        set({ totals: null });
        return;
      }
      const task = await options.queue.execute({
        url: '/api/cart/totals?cartId={{cartId}}',
        payload: { method: 'GET' },
      });
      if (task?.code === 200) set({ totals: task.result as CartTotals });
    },

    async applyCoupon(code: string): Promise<string | null> {
      if (!(await store.ensureCart())) return 'Something went wrong. Try again in a few seconds.';
      await options.queue.process();
      const task = await options.queue.execute({
        url: `/api/cart/apply-coupon?cartId={{cartId}}&coupon=${encodeURIComponent(code)}`,
        payload: { method: 'POST' },
      });
      if (task?.code === 200) {
        await store.refreshTotals();
        return null;
      }
      return messageOf(task) ?? 'Something went wrong. Try again in a few seconds.';
    },

    async removeCoupon(): Promise<void> {
      await options.queue.execute({
        url: '/api/cart/delete-coupon?cartId={{cartId}}',
        payload: { method: 'POST' },
      });
      await store.refreshTotals();
    },

    /** A cart task came back from the server (the queue's onTransmitted). */
    handleTransmitted(task: SyncTask) {
      const body = task.payload.body as TaskBody | undefined;
      const key = body?.key;
      if (!key) return;
      const replacedKey = body.cartItem?.previous_line_key;
      set({
        unconfirmed: counted(state.unconfirmed, key, -1),
        ...(replacedKey && replacedKey !== key ? { replaced: counted(state.replaced, replacedKey, -1) } : {}),
      });
      if (task.callback_event === 'cart/update') {
        if (task.code === 200) {
          const server = task.result as ServerItem;
          const before = state.items.find((item) => item.key === key);
          // The server's key is authoritative; the browser adopts it if its own guess differed.
          set({
            items: state.items.map((item) =>
              item.key === key ? { ...mergeLine(item, item, server), key: server.line_key ?? key } : item,
            ),
          });
          if (before) {
            options.onEvent?.(
              before.prevQty === null
                ? { kind: 'added', name: before.name }
                : { kind: 'updated', name: before.name },
            );
            if (server.stock_status === 'volatile') options.onEvent?.({ kind: 'volatile' });
          }
        } else {
          set({ items: revertRefused(state, key, body.previous) });
          options.onEvent?.({
            kind: 'refused',
            message: messageOf(task) ?? 'Something went wrong. Try again in a few seconds.',
          });
        }
      }
      scheduleTotals();
    },

    /** The queue met a cart task without a cart id: make one, then send. */
    handleCartIdMissing() {
      void store.ensureCart();
    },

    /**
     * Spec 000 §4 After login: the coupon comes off, the guest cart joins the customer's on the
     * server (quantities summed once there, however often this runs: VSF #3995, #5743), the browser
     * takes the merged lines, and the coupon goes back on.
     */
    connectCustomer(customerId: number): Promise<void> {
      if (state.customerId === customerId) return Promise.resolve();
      connecting ??= connect(customerId).finally(() => {
        connecting = null;
      });
      return connecting;
    },

    /** After checkout, when the server forgot the cart, and at logout (no line comes back: VSF #4387). */
    clear() {
      set({ ...EMPTY_CART });
    },
  };

  async function connect(customerId: number): Promise<void> {
    await options.queue.process();
    const guestCartId = state.cartId;
    if (guestCartId) await store.refreshTotals();
    const coupon = state.totals?.coupon_code ?? null;
    if (coupon && guestCartId) await store.removeCoupon();
    const merge = guestCartId ? `&mergeCartId=${encodeURIComponent(guestCartId)}` : '';
    const task = await options.queue.execute({
      url: `/api/cart/create?storeCode=${options.storeCode}${merge}`,
      payload: { method: 'POST' },
    });
    if (task?.code !== 200 || typeof task.result !== 'string') return;
    set({
      cartId: task.result,
      customerId,
      connectBypassCount: 0,
      isSyncDisabled: false,
      unconfirmed: {},
      replaced: {},
    });
    await store.sync(false, true);
    if (coupon) await store.applyCoupon(coupon);
  }
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/** What the cart's update and delete tasks carry besides the call's own cartItem fields. */
interface TaskBody {
  key?: string;
  cartItem?: { previous_line_key?: string };
  previous?: CartLineItem[];
}

function counted(counts: Record<string, number>, key: string, step: 1 | -1): Record<string, number> {
  const { [key]: count = 0, ...rest } = counts;
  return count + step > 0 ? { ...rest, [key]: count + step } : rest;
}

/**
 * A refused change (spec 000 §4): an edit puts back the lines it replaced, unless the shopper has
 * changed the line again since (that change is on its way and decides); a quantity change goes
 * back to the previous quantity, a new line goes.
 */
function revertRefused(state: CartState, key: string, previous: CartLineItem[] | undefined): CartLineItem[] {
  if (!previous) return revertRefusedPush(state.items, key) as CartLineItem[];
  if (state.unconfirmed[key]) return state.items;
  return restoreEditedLine(state.items, key, previous);
}

function configurableOptionsOf(line: CartLineItem) {
  const options = line.productOption.extension_attributes?.configurable_item_options;
  return options && options.length > 0 ? options : null;
}

function mergeLine(
  line: ClientLine,
  known: CartLineItem | undefined,
  server: ServerItem | undefined,
): CartLineItem {
  return {
    ...line,
    parentSku: server?.parentSku ?? known?.parentSku ?? null,
    name: server?.name ?? known?.name ?? line.sku,
    priceInclTax: server?.price_incl_tax ?? known?.priceInclTax ?? 0,
    productOption: known?.productOption ?? server?.product_option ?? {},
    imageUrl: known?.imageUrl ?? null,
    urlPath: known?.urlPath ?? null,
    isInStock: server?.is_in_stock ?? known?.isInStock ?? true,
    stockStatus: server?.stock_status ?? known?.stockStatus ?? 'ok',
    serverItemId: server?.item_id ?? line.serverItemId,
  };
}

function messageOf(task: SyncTask | null): string | null {
  const result = task?.result;
  return typeof result === 'string' ? result : null;
}
