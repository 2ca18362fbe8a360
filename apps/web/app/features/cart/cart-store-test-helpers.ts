import type { NewCartLine } from '@apteek/domain';
import { createTaskQueue } from '../../sync/task-queue.ts';
import { memoryTaskStore, type TaskStore } from '../../sync/task-store.ts';
import { createCartStore, type CartEvent, type CartStore } from './cart-store.ts';

// The browser cart's tests run against this: just enough of a server cart, and a browser (cart
// store, task queue, storage) whose network the test can cut or make lose one kind of request.

interface FakeLine {
  item_id: number;
  sku: string;
  qty: number;
  product_option: object;
}

/** The cartItem of an update or delete call. */
interface CartItemBody {
  sku: string;
  qty: number;
  product_option?: object;
  item_id?: number;
  previous_line_key?: string;
}

export const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';

const reply = (code: number, result: unknown, meta?: unknown) =>
  new Response(JSON.stringify({ code, result, ...(meta ? { meta } : {}) }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

/** The server's totals: the grand total counts the packs, enough for the tests to tell them apart. */
const totalsOf = (lines: FakeLine[]) => {
  const packs = lines.reduce((sum, line) => sum + line.qty, 0);
  return {
    grand_total: packs,
    subtotal: packs,
    subtotal_incl_tax: packs,
    discount_amount: 0,
    tax_amount: 0,
    shipping_amount: 0,
    shipping_incl_tax: 0,
    shipping_tax_amount: 0,
    shipping_method: null,
    coupon_code: null,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items_qty: packs,
    items: [],
    tax_lines: [],
    total_segments: [],
  };
};

/** A change's or a pull's answer: its result, and the cart's totals after it. */
const withTotals = (result: unknown, lines: FakeLine[]) => reply(200, result, { totals: totalsOf(lines) });

const serverItem = (line: FakeLine) => ({
  ...line,
  line_key: line.sku,
  name: line.sku,
  price_incl_tax: 1,
  product_type: 'simple',
  parentSku: null,
  is_in_stock: true,
  stock_status: 'ok',
});

type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/** The stock list: the statuses set for the asked SKUs, in the stock call's own envelope. */
function stockAnswer(url: URL, stock: Map<string, StockStatus>, stockCalls: string[][]): Response {
  const skus = (url.searchParams.get('skus') ?? '').split(',');
  stockCalls.push(skus);
  const result = skus.flatMap((sku) => {
    const status = stock.get(sku);
    return status ? [{ sku, qty: 1, is_in_stock: status !== 'out_of_stock', stock_status: status }] : [];
  });
  return new Response(JSON.stringify({ resultCode: 200, result }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** An update as the server does it; in edit mode the named row moves to the new options, or joins their line. */
function updateLine(lines: FakeLine[], cartItem: CartItemBody, newItemId: () => number): FakeLine {
  const { sku, qty, product_option = {}, item_id, previous_line_key } = cartItem;
  const same = lines.find(
    (line) => line.sku === sku && JSON.stringify(line.product_option) === JSON.stringify(product_option),
  );
  const changed =
    lines.find((line) => line.item_id === item_id) ?? lines.find((line) => line.sku === previous_line_key);
  if (changed && changed !== same) {
    if (same) lines.splice(lines.indexOf(changed), 1);
    return Object.assign(same ?? changed, { sku, qty, product_option });
  }
  if (same) {
    same.qty = qty;
    return same;
  }
  const added = { item_id: newItemId(), sku, qty, product_option };
  lines.push(added);
  return added;
}

/** The calls on one cart's lines. */
function cartAnswer(
  url: URL,
  lines: FakeLine[],
  body: { cartItem: CartItemBody },
  server: {
    refused: Set<string>;
    newItemId: () => number;
  },
): Response {
  switch (url.pathname) {
    case '/api/cart/pull':
      return withTotals(lines.map(serverItem), lines);
    case '/api/cart/update': {
      if (server.refused.has(body.cartItem.sku)) return reply(400, OUT_OF_STOCK);
      const item = serverItem(updateLine(lines, body.cartItem, server.newItemId));
      return withTotals(item, lines);
    }
    case '/api/cart/delete': {
      const index = lines.findIndex(
        (line) => line.item_id === body.cartItem.item_id || line.sku === body.cartItem.sku,
      );
      if (index >= 0) lines.splice(index, 1);
      return withTotals(true, lines);
    }
    case '/api/cart/totals':
      return reply(200, totalsOf(lines));
    default:
      return reply(404, 'Not found');
  }
}

/** Just enough of the server cart: lines keyed by SKU and options, quantities set, never summed. */
export function fakeServer() {
  const carts = new Map<string, FakeLine[]>();
  let nextCart = 1;
  let nextItem = 1;
  const refused = new Set<string>();
  const stock = new Map<string, StockStatus>();
  const stockCalls: string[][] = [];
  const pulls: string[] = [];
  /** Every call's path, in order. */
  const calls: string[] = [];
  const newItemId = () => nextItem++;
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    calls.push(url.pathname);
    if (url.pathname === '/api/cart/pull') pulls.push(url.searchParams.get('cartId') ?? '');
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (url.pathname === '/api/cart/create') {
      const id = `cart-${nextCart++}-xxxxxxxxxxxxxxxx`;
      carts.set(id, []);
      return reply(200, id);
    }
    if (url.pathname === '/api/stock/list') return stockAnswer(url, stock, stockCalls);
    const lines = carts.get(url.searchParams.get('cartId') ?? '');
    if (!lines) return reply(404, 'No such cart');
    return cartAnswer(url, lines, body, { refused, newItemId });
  };
  return { carts, handle, refused, stock, stockCalls, pulls, calls };
}

/**
 * A page's cookies as `document.cookie` reads and writes them: a write sets one cookie, or deletes it
 * with an expiry in the past; a read gives every cookie as `name=value` pairs.
 */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((attribute) => attribute.startsWith('Expires='));
      if (expires && Date.parse(expires.slice('Expires='.length)) <= Date.now()) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

export function browser(
  server: ReturnType<typeof fakeServer>,
  shared?: { storage: Map<string, string>; tasks: TaskStore; cookies?: ReturnType<typeof cookieJar> },
) {
  const storage = shared?.storage ?? new Map<string, string>();
  const cookies = shared?.cookies ?? cookieJar();
  const tasks = shared?.tasks ?? memoryTaskStore();
  let online = true;
  /** How many of the next delete and update requests the network loses. */
  const losing = { delete: 0, update: 0 };
  const isLost = (input: RequestInfo | URL) => {
    const kind = (['delete', 'update'] as const).find((name) =>
      (input instanceof Request ? input.url : String(input)).includes(`/cart/${name}`),
    );
    if (!kind || losing[kind] === 0) return false;
    losing[kind] -= 1;
    return true;
  };
  const events: CartEvent[] = [];
  let cart: CartStore | null = null;
  const queue = createTaskQueue({
    store: tasks,
    locale: 'et-EE',
    isOnline: () => online,
    fetch: (input, init) =>
      online && !isLost(input) ? server.handle(input, init) : Promise.reject(new TypeError('offline')),
    session: {
      cartId: () => cart!.snapshot().cartId,
      token: () => null,
      refresh: async () => null,
      onUnauthorized: () => {},
      onCartIdMissing: () => cart!.handleCartIdMissing(),
    },
    onTransmitted: (task) => cart!.handleTransmitted(task),
    onFailed: (task, message) => cart!.handleFailed(task, message),
  });
  cart = createCartStore({
    queue,
    storeCode: 'ee',
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    cookie: { jar: cookies, secure: false },
    onEvent: (event) => events.push(event),
  });
  return {
    cart,
    queue,
    events,
    storage,
    tasks,
    cookies,
    goOffline: () => (online = false),
    /** The connection is back, nothing sent yet: the next run makes each waiting task's first attempt. */
    reconnect: () => (online = true),
    /** The network loses the next `times` requests of a kind (0: none any more). */
    lose: (kind: 'delete' | 'update', times = 1) => (losing[kind] = times),
    goOnline: async () => {
      online = true;
      await queue.process();
      await cart.sync();
    },
    /** Adds a line, sends it and lets the server's answer land. */
    addAndSend: async (line: NewCartLine) => {
      await cart.add(line);
      await queue.process();
      await settle();
    },
  };
}

/**
 * Holds the answer of the server's first totals read until `release()`, and lists every totals
 * read asked for: the tests of reads that land late.
 */
export function holdFirstTotalsRead(server: ReturnType<typeof fakeServer>) {
  const asked: string[] = [];
  const answer = server.handle;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.handle = async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const totals = url.includes('/api/cart/totals');
    if (totals) asked.push(url);
    const first = totals && asked.length === 1;
    const response = await answer(input, init);
    if (first) await held;
    return response;
  };
  return { asked, release: () => release() };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const serverLines = (server: ReturnType<typeof fakeServer>) =>
  [...server.carts.values()].flat().map((l) => `${l.sku}:${l.qty}`);
