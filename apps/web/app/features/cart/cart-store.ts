import {
  reduceCart,
  type CartLineItem,
  type CartLinesEvent,
  type CartNotice,
  type CartTotalsAnswer,
  type EditedLine,
  type NewCartLine,
  type SyncTask,
} from '@apteek/domain';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { storedState } from '../../sync/stored-state.ts';
import type { TaskQueue } from '../../sync/task-queue.ts';
import { answeredTotals, createCartApi, transmittedChange, type CartApi } from './cart-api.ts';
import { keepCartCookie, type CartCookieTarget } from './cart-cookie.ts';
import { EMPTY_CART, type CartState } from './cart-state.ts';
import { readStoredCart, writeStoredCart, type CartStorage } from './cart-storage.ts';
import { createCartSync, createCartToken } from './cart-sync.ts';

export * from './cart-state.ts';

export type CartEvent = CartNotice | { kind: 'busy' };

export interface CartStoreOptions {
  queue: TaskQueue;
  storeCode: string;
  /** Where the state survives reloads; null during server rendering. */
  storage: CartStorage | null;
  /** Where the number of lines is kept for the server (cart-cookie.ts); none in a test that does not look. */
  cookie?: CartCookieTarget;
  onEvent?: (event: CartEvent) => void;
  now?: () => number;
}

/**
 * The browser's cart: changes show at once, travel to the server as queued
 * tasks, and a sync reconciles both sides. State lives in localStorage, tasks in IndexedDB, so
 * both survive a reload, going offline and a server restart. The rules are reduceCart's; this
 * wires them to the calls, the storage and the page.
 */
export function createCartStore(options: CartStoreOptions) {
  const api = createCartApi(options.queue, options.storeCode);
  const {
    subscribe,
    set,
    snapshot: get,
  } = storedState(readStoredCart(options.storage, options.storeCode), (state) =>
    writeStoredCart(options.storage, options.storeCode, state),
  );
  if (options.cookie) keepCartCookie({ subscribe, snapshot: get }, options.cookie, options.storeCode);

  async function dispatch(event: CartLinesEvent): Promise<void> {
    const transition = reduceCart(get(), event);
    set(transition.state);
    for (const notice of transition.notices) options.onEvent?.(notice);
    for (const task of transition.tasks) await api.send(task, get().cartId);
  }

  const timer = totalsTimer(() => totals.refreshTotals());
  const scheduleTotals = timer.schedule;
  const token = createCartToken({ api, state: get, set });
  const totals = cartTotals(api, token.ensureCart, get, set, timer.cancel);
  const sync = createCartSync({
    api,
    ensureCart: token.ensureCart,
    state: get,
    set,
    dispatch,
    ...totals,
    scheduleTotals,
    now: options.now ?? Date.now,
  });

  /** A change the shopper cannot make while an add is on its way. */
  function isBusy(): boolean {
    if (get().isAdding) options.onEvent?.({ kind: 'busy' });
    return get().isAdding;
  }

  return {
    subscribe,
    snapshot: get,
    ...token,
    ...totals,
    ...sync,

    toggleMicrocart(open = !get().isMicrocartOpen) {
      set({ isMicrocartOpen: open });
      if (open) scheduleTotals();
    },

    async add(line: NewCartLine): Promise<void> {
      if (isBusy()) return;
      const transition = reduceCart(get(), { type: 'added', line });
      for (const notice of transition.notices) options.onEvent?.(notice);
      if (transition.tasks.length === 0) return;
      set({ ...transition.state, isAdding: true });
      try {
        if (!get().cartId) await token.ensureCart();
        for (const task of transition.tasks) await api.send(task, get().cartId);
      } finally {
        set({ isAdding: false });
      }
    },

    setQty: (key: string, qty: number) => dispatch({ type: 'quantity-set', key, qty }),

    /** Edit mode: other options and a quantity for a line, in its place (editLine of @apteek/domain). */
    async edit(key: string, edited: EditedLine<CartLineItem>): Promise<void> {
      if (!isBusy()) await dispatch({ type: 'edited', key, edited });
    },

    async remove(key: string): Promise<void> {
      if (!isBusy()) await dispatch({ type: 'removed', key });
    },

    /** A cart task came back from the server (the queue's onTransmitted), with the totals after it. */
    handleTransmitted(task: SyncTask) {
      const change = transmittedChange(task);
      if (!change) return;
      void dispatch({ type: 'transmitted', change });
      const answered = answeredTotals(task);
      if (answered) totals.showTotals(answered);
      else scheduleTotals();
    },

    handleFailed: failedTasks(dispatch, sync.sync, options.onEvent),
    /** The queue met a cart task without a cart id: make one, then send. */
    handleCartIdMissing: () => void token.ensureCart(),

    /**
     * After checkout, when the server forgot the cart, and at logout (no line comes back: VSF #4387).
     * A totals read waiting or on its way belongs to the cart that is gone: it is not sent, and its
     * answer is not shown.
     */
    clear() {
      set({ ...EMPTY_CART });
      void totals.forget();
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * A change given up without an answer is taken back like a refused one (a failed
 * server sync of an item restores the previous quantity), the shopper is told, and a sync brings
 * back what the server still has.
 */
function failedTasks(
  dispatch: (event: CartLinesEvent) => Promise<void>,
  resync: () => Promise<void>,
  onEvent: CartStoreOptions['onEvent'],
) {
  return (task: SyncTask, message: string) => {
    const change = transmittedChange({ ...task, code: 0, result: message });
    if (!change) return;
    void dispatch({ type: 'transmitted', change }).then(() => {
      if (change.kind === 'delete') onEvent?.({ kind: 'refused', message });
      return resync();
    });
  };
}

/** One totals read waiting at a time, sent 150 ms after the last ask so that a burst asks once. */
function totalsTimer(refresh: () => Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    cancel,
    schedule: () => {
      cancel();
      timer = setTimeout(() => void refresh(), 150);
    },
  };
}

/** The cart's totals and its coupon, which changes them. */
function cartTotals(
  api: CartApi,
  ensureCart: () => Promise<string | null>,
  state: () => CartState,
  set: (patch: Partial<CartState>) => void,
  cancelScheduled: () => void,
) {
  // Reads overlap (a timer's, a shipping choice's); an answer older than one already shown is
  // dropped, so the totals the shopper sees, and the order's expected total, are the latest.
  let asked = 0;
  let shown = 0;
  const onTheirWay = new Set<Promise<unknown>>();
  const totals = {
    async refreshTotals(): Promise<void> {
      if (!state().cartId) return set({ totals: null });
      const ticket = ++asked;
      const read = api.totals();
      onTheirWay.add(read);
      const answer = await read.finally(() => onTheirWay.delete(read));
      if (!answer || ticket < shown) return;
      shown = ticket;
      set({ totals: answer });
    },

    /**
     * The cart is gone or going: its id goes, so nothing (its totals, a page's shipping choice) is
     * asked of the server for it again, whoever asks: at a logout its session is about to be
     * revoked. A read waiting is not sent, and the answers of reads on their way are dropped.
     * Resolves when those reads have come back, so that a logout revokes the session only after them.
     */
    async forget(): Promise<void> {
      cancelScheduled();
      shown = ++asked;
      // One state write when the cart is cleared as a whole (clear, which has emptied it already).
      if (state().cartId) set({ cartId: null });
      await Promise.allSettled([...onTheirWay]);
    },

    /** Totals the server answered with a change or a pull: newer than any read asked before. */
    showTotals(answer: CartTotalsAnswer): void {
      cancelScheduled();
      shown = ++asked;
      set({ totals: answer });
    },

    async applyCoupon(code: string): Promise<string | null> {
      if (!(await ensureCart())) return SOMETHING_WRONG;
      await api.process();
      const refusal = await api.applyCoupon(code);
      if (refusal === null) await totals.refreshTotals();
      return refusal;
    },

    async removeCoupon(): Promise<void> {
      await api.deleteCoupon();
      await totals.refreshTotals();
    },
  };
  return totals;
}
