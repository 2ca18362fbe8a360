import {
  cartItemsHash,
  type CartTotalsAnswer,
  isSyncRequired,
  type CartLinesEvent,
  type StockSyncConfig,
  type SyncFlags,
} from '@apteek/domain';
import type { CartApi } from './cart-api.ts';
import type { CartState } from './cart-state.ts';

/** The cart bypass is tried once. */
const MAX_CART_BYPASS = 1;

/** The seeds' configuration: the server's answer changes neither the browser's lines nor quantities. */
const SYNC_FLAGS: Omit<SyncFlags, 'unconfirmedKeys' | 'forceClientState'> = {
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};

/** Right after a login merged the carts on the server, its lines replace the browser's. */
const SERVER_WINS: typeof SYNC_FLAGS = {
  serverSyncCanRemoveLocalItems: true,
  serverSyncCanModifyLocalItems: true,
};

/**
 * A line that ran out of stock after it was added stays in the cart, marked 'Out of the stock!'
 * (only new adds are refused), and volatile stock does not warn (only where such lines are removed).
 */
const STOCK_SYNC_CONFIG: StockSyncConfig = { allowOutOfStockInCart: true, isCartSynchronized: true };

/** What the sync needs of the store: its state, its reducer step and its totals. */
export interface CartSyncDeps {
  api: CartApi;
  ensureCart: () => Promise<string | null>;
  state(): CartState;
  set(patch: Partial<CartState>): void;
  /** Runs the reducer, sends the tasks it makes and tells its notices. */
  dispatch(event: CartLinesEvent): Promise<void>;
  refreshTotals(): Promise<void>;
  /** Shows totals the server answered with a change or a pull. */
  showTotals(totals: CartTotalsAnswer): void;
  applyCoupon(code: string): Promise<string | null>;
  removeCoupon(): Promise<void>;
  scheduleTotals(): void;
  now(): number;
}

/** The cart-token call: a new cart id, retried as a guest once when refused. */
export function createCartToken(deps: Pick<CartSyncDeps, 'api' | 'state' | 'set'>) {
  let creating: Promise<string | null> | null = null;

  async function createCart(): Promise<string | null> {
    const { connectBypassCount } = deps.state();
    const created = await deps.api.create({ guest: connectBypassCount > 0 });
    if (created.status === 'created') {
      deps.set({ cartId: created.cartId });
      void deps.api.process();
      return created.cartId;
    }
    if (created.status === 'refused') {
      const count = connectBypassCount + 1;
      deps.set({ connectBypassCount: count, isSyncDisabled: count > MAX_CART_BYPASS });
      if (count <= MAX_CART_BYPASS) return createCart();
    }
    return null;
  }

  /**
   * The cart's id, made first when there is none. One call at a time: the queue's missing cart id
   * and a sync may both ask for it, and two calls would make two carts.
   */
  function ensureCart(): Promise<string | null> {
    const { cartId, isSyncDisabled } = deps.state();
    if (cartId) return Promise.resolve(cartId);
    if (isSyncDisabled) return Promise.resolve(null);
    creating ??= createCart().finally(() => {
      creating = null;
    });
    return creating;
  }

  return { ensureCart };
}

/** The cart's sync with the server: pulls, stock and the login merge. */
export function createCartSync(deps: CartSyncDeps) {
  const { api, ensureCart } = deps;
  let isStockSynced = false;
  let connecting: Promise<void> | null = null;

  /**
   * Pull the server's lines and reconcile; forced while in checkout. With
   * `serverWins` the server's lines replace the browser's (right after a login merged them).
   * Changes on their way are always sent; the pull only runs when it is required (isSyncRequired:
   * forced, never synced, or the lines changed since the last pull), so a page load does not pull.
   */
  async function sync(force = false, serverWins = false): Promise<void> {
    const state = deps.state();
    if (state.isSyncDisabled) return;
    if (!state.cartId && (state.items.length === 0 || !(await ensureCart()))) return;
    await api.process();
    if (!force && !serverWins && !isPullRequired()) return syncStockOnce();
    const pulled = await api.pull();
    if (pulled.status === 'failed') return;
    if (pulled.status === 'refused') return reconnectAsGuest();
    if (pulled.status === 'missing') return restart();
    const flags = { ...(serverWins ? SERVER_WINS : SYNC_FLAGS), forceClientState: force };
    await deps.dispatch({ type: 'pulled', items: pulled.items, flags, at: deps.now() });
    if (pulled.totals) deps.showTotals(pulled.totals);
    else deps.scheduleTotals();
    await syncStockOnce();
  }

  /** The cart was closed or lost: start a new one holding the browser's lines. */
  async function restart(): Promise<void> {
    await deps.dispatch({ type: 'cart-lost' });
    deps.set({ cartId: null });
    if (deps.state().items.length > 0 && (await ensureCart())) await sync(true);
  }

  /** The server refused the caller its cart: a guest cart takes the lines, up to the bypass limit. */
  async function reconnectAsGuest(): Promise<void> {
    const count = deps.state().connectBypassCount;
    if (count >= MAX_CART_BYPASS) return;
    deps.set({ connectBypassCount: count + 1 });
    await restart();
  }

  function isPullRequired(): boolean {
    const { items, syncedHash, lastSyncAt } = deps.state();
    return isSyncRequired({ force: false, itemsHash: cartItemsHash(items), syncedHash, lastSyncAt });
  }

  /** The first sync of a page load also checks the lines' stock. */
  async function syncStockOnce(): Promise<void> {
    if (isStockSynced) return;
    isStockSynced = true;
    await syncStock();
  }

  /** Stock sync: the lines' stock, and what it means for each line. */
  async function syncStock(): Promise<void> {
    const stock = await api.stock(deps.state().items.map((item) => item.sku));
    await deps.dispatch({ type: 'stock-checked', stock, config: STOCK_SYNC_CONFIG });
  }

  /**
   * After login: the coupon comes off, the guest cart joins the customer's on the
   * server (quantities summed once there, however often this runs: VSF #3995, #5743), the browser
   * takes the merged lines, and the coupon goes back on.
   */
  function connectCustomer(customerId: number): Promise<void> {
    if (deps.state().customerId === customerId) return Promise.resolve();
    connecting ??= connect(customerId).finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function connect(customerId: number): Promise<void> {
    await api.process();
    const guestCartId = deps.state().cartId;
    if (guestCartId) await deps.refreshTotals();
    const coupon = deps.state().totals?.coupon_code ?? null;
    if (coupon && guestCartId) await deps.removeCoupon();
    const created = await api.create(guestCartId ? { mergeCartId: guestCartId } : {});
    if (created.status !== 'created') return;
    deps.set({
      cartId: created.cartId,
      customerId,
      connectBypassCount: 0,
      isSyncDisabled: false,
      unconfirmed: {},
      replaced: {},
    });
    await sync(false, true);
    if (coupon) await deps.applyCoupon(coupon);
  }

  return { sync, syncStock, connectCustomer };
}
