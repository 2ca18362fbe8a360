import type { NewCartLine } from '@apteek/domain';
import { makeNewLine } from '@apteek/domain/cart-test-factory';
import { describe, expect, it } from 'vitest';
import { createTaskQueue } from '../../sync/task-queue.ts';
import { memoryTaskStore, type TaskStore } from '../../sync/task-store.ts';
import { createCartStore, type CartEvent, type CartStore } from './cart-store.ts';

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

const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';

const reply = (code: number, result: unknown) =>
  new Response(JSON.stringify({ code, result }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

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
      return reply(200, lines.map(serverItem));
    case '/api/cart/update':
      if (server.refused.has(body.cartItem.sku)) return reply(400, OUT_OF_STOCK);
      return reply(200, serverItem(updateLine(lines, body.cartItem, server.newItemId)));
    case '/api/cart/delete': {
      const index = lines.findIndex(
        (line) => line.item_id === body.cartItem.item_id || line.sku === body.cartItem.sku,
      );
      if (index >= 0) lines.splice(index, 1);
      return reply(200, true);
    }
    case '/api/cart/totals':
      return reply(200, { grand_total: lines.reduce((sum, line) => sum + line.qty, 0), total_segments: [] });
    default:
      return reply(404, 'Not found');
  }
}

/** Just enough of the server cart: lines keyed by SKU and options, quantities set, never summed. */
function fakeServer() {
  const carts = new Map<string, FakeLine[]>();
  let nextCart = 1;
  let nextItem = 1;
  const refused = new Set<string>();
  const stock = new Map<string, StockStatus>();
  const stockCalls: string[][] = [];
  const newItemId = () => nextItem++;
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
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
  return { carts, handle, refused, stock, stockCalls };
}

function browser(
  server: ReturnType<typeof fakeServer>,
  shared?: { storage: Map<string, string>; tasks: TaskStore },
) {
  const storage = shared?.storage ?? new Map<string, string>();
  const tasks = shared?.tasks ?? memoryTaskStore();
  let online = true;
  let dropDeletes = false;
  let dropUpdates = false;
  const events: CartEvent[] = [];
  let cart: CartStore | null = null;
  const queue = createTaskQueue({
    store: tasks,
    locale: 'et-EE',
    isOnline: () => online,
    fetch: (input, init) =>
      online &&
      !(dropDeletes && (input instanceof Request ? input.url : String(input)).includes('/cart/delete')) &&
      !(dropUpdates && (input instanceof Request ? input.url : String(input)).includes('/cart/update'))
        ? server.handle(input, init)
        : Promise.reject(new TypeError('offline')),
    session: {
      cartId: () => cart!.snapshot().cartId,
      token: () => null,
      refresh: async () => null,
      onUnauthorized: () => {},
      onCartIdMissing: () => cart!.handleCartIdMissing(),
    },
    onTransmitted: (task) => cart!.handleTransmitted(task),
  });
  cart = createCartStore({
    queue,
    storeCode: 'ee',
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    onEvent: (event) => events.push(event),
  });
  return {
    cart,
    queue,
    events,
    storage,
    tasks,
    goOffline: () => (online = false),
    dropDeletes: (drop: boolean) => (dropDeletes = drop),
    dropUpdates: (drop: boolean) => (dropUpdates = drop),
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const serverLines = (server: ReturnType<typeof fakeServer>) =>
  [...server.carts.values()].flat().map((l) => `${l.sku}:${l.qty}`);

describe('the browser cart', () => {
  it('adds at once, sends the change, links the server line and says so', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.add(makeNewLine('A', 2));
    expect(b.cart.snapshot().items.map((i) => [i.sku, i.qty])).toEqual([['A', 2]]);
    await b.queue.process();
    await settle();
    expect(serverLines(server)).toEqual(['A:2']);
    expect(b.cart.snapshot().items[0]?.serverItemId).toBe(1);
    expect(b.events).toContainEqual({ kind: 'added', name: 'A' });
  });

  it('keeps an add made offline and puts it on the server exactly once when back online', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.add(makeNewLine('A'));
    await b.queue.process();
    b.goOffline();
    await b.cart.add(makeNewLine('B'));
    await b.queue.process();
    expect(serverLines(server)).toEqual(['A:1']);
    await b.goOnline();
    await b.goOnline();
    expect(serverLines(server).sort()).toEqual(['A:1', 'B:1']);
  });

  it('survives a reload without doubling quantities or duplicating lines', async () => {
    const server = fakeServer();
    const first = browser(server);
    await first.cart.add(makeNewLine('A', 3));
    await first.queue.process();
    await first.cart.sync();
    const reloaded = browser(server, { storage: first.storage, tasks: first.tasks });
    await reloaded.cart.sync();
    await reloaded.cart.sync();
    expect(reloaded.cart.snapshot().items.map((i) => [i.sku, i.qty])).toEqual([['A', 3]]);
    expect(serverLines(server)).toEqual(['A:3']);
  });

  it('never brings back a line removed while its delete is still on its way (Hydrogen #3906)', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.add(makeNewLine('A'));
    await b.addAndSend(makeNewLine('B'));
    b.dropDeletes(true);
    await b.cart.remove('A');
    // The pull still sees A on the server, because its delete did not get through yet.
    await b.cart.sync();
    expect(b.cart.snapshot().items.map((i) => i.sku)).toEqual(['B']);
    b.dropDeletes(false);
    await b.queue.process();
    expect(serverLines(server)).toEqual(['B:1']);
  });

  it('keeps the first add of a new browser when a sync runs before the server has it (VSF #4305)', async () => {
    const server = fakeServer();
    const b = browser(server);
    b.dropUpdates(true);
    await b.cart.add(makeNewLine('A'));
    await b.cart.sync();
    expect(b.cart.snapshot().items.map((i) => i.sku)).toEqual(['A']);
    b.dropUpdates(false);
    await b.cart.sync();
    await b.cart.sync();
    expect(serverLines(server)).toEqual(['A:1']);
    expect(b.cart.snapshot().items.map((i) => [i.sku, i.serverItemId])).toEqual([['A', 1]]);
  });

  it('takes back a refused add and reports the server text', async () => {
    const server = fakeServer();
    server.refused.add('OOS');
    const b = browser(server);
    await b.addAndSend(makeNewLine('OOS'));
    expect(b.cart.snapshot().items).toEqual([]);
    expect(b.events).toContainEqual({ kind: 'refused', message: OUT_OF_STOCK });
  });

  it('re-creates a cart the server no longer knows, with the browser lines in it', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.add(makeNewLine('A', 2));
    await b.queue.process();
    server.carts.clear();
    await b.cart.sync();
    await b.queue.process();
    expect(serverLines(server)).toEqual(['A:2']);
  });
});

const lineOf = (b: ReturnType<typeof browser>, key: string) =>
  b.cart.snapshot().items.find((item) => item.key === key)!;
const variant = (b: ReturnType<typeof browser>, from: string, to: string, qty = 1) => {
  const { serverItemId: _id, prevQty: _prev, ...rest } = lineOf(b, from);
  return { ...rest, key: to, sku: to, name: to, qty };
};

describe('edit mode of a configurable line', () => {
  it('leaves exactly one line, of the last variant, after two quick edits', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend({ ...makeNewLine('COMP-S'), parentSku: 'COMP' });
    b.goOffline();
    await b.cart.edit('COMP-S', variant(b, 'COMP-S', 'COMP-M'));
    await b.cart.edit('COMP-M', variant(b, 'COMP-M', 'COMP-L', 2));
    expect(b.cart.snapshot().items.map((i) => `${i.sku}:${i.qty}`)).toEqual(['COMP-L:2']);
    await b.goOnline();
    await settle();
    expect(serverLines(server)).toEqual(['COMP-L:2']);
    expect(b.cart.snapshot().items.map((i) => [i.key, i.serverItemId])).toEqual([['COMP-L', 1]]);
    expect(b.cart.snapshot().replaced).toEqual({});
  });

  it('changes a line the server has not confirmed yet by its previous key', async () => {
    const server = fakeServer();
    const b = browser(server);
    b.goOffline();
    await b.cart.add({ ...makeNewLine('COMP-S'), parentSku: 'COMP' });
    await b.cart.edit('COMP-S', variant(b, 'COMP-S', 'COMP-M'));
    await b.goOnline();
    expect(serverLines(server)).toEqual(['COMP-M:1']);
  });

  it('puts the previous line back when the server refuses the change', async () => {
    const server = fakeServer();
    server.refused.add('COMP-XL');
    const b = browser(server);
    await b.addAndSend({ ...makeNewLine('COMP-S', 2), parentSku: 'COMP' });
    const before = lineOf(b, 'COMP-S');
    await b.cart.edit('COMP-S', variant(b, 'COMP-S', 'COMP-XL'));
    await b.queue.process();
    await settle();
    expect(b.cart.snapshot().items).toEqual([before]);
    expect(serverLines(server)).toEqual(['COMP-S:2']);
    expect(b.events).toContainEqual({ kind: 'refused', message: OUT_OF_STOCK });
  });

  it('does not bring the old variant back from a pull made before the edit arrived', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend({ ...makeNewLine('COMP-S'), parentSku: 'COMP' });
    b.dropUpdates(true);
    await b.cart.edit('COMP-S', variant(b, 'COMP-S', 'COMP-M'));
    // The server still holds COMP-S: the edit has not got through.
    await b.cart.sync();
    expect(b.cart.snapshot().items.map((i) => i.key)).toEqual(['COMP-M']);
    b.dropUpdates(false);
    await b.queue.process();
    await b.cart.sync();
    expect(serverLines(server)).toEqual(['COMP-M:1']);
    expect(b.cart.snapshot().items.map((i) => i.key)).toEqual(['COMP-M']);
  });
});

describe('stock sync on load', () => {
  it("marks lines 'In stock!' or 'Out of the stock!' and warns of volatile stock, 30 SKUs a call", async () => {
    const server = fakeServer();
    const first = browser(server);
    const skus = Array.from({ length: 31 }, (_, i) => `P${i}`);
    for (const sku of skus) {
      await first.cart.add(makeNewLine(sku));
      await first.queue.process();
    }
    server.stock.set('P0', 'out_of_stock');
    server.stock.set('P1', 'volatile');
    server.stock.set('P2', 'ok');
    const reloaded = browser(server, { storage: first.storage, tasks: first.tasks });
    await reloaded.cart.sync();
    expect(server.stockCalls.map((call) => call.length)).toEqual([30, 1]);
    const status = (key: string) => {
      const item = lineOf(reloaded, key);
      return [item.isInStock, item.stockStatus];
    };
    expect([status('P0'), status('P1'), status('P2')]).toEqual([
      [false, 'out_of_stock'],
      [true, 'volatile'],
      [true, 'ok'],
    ]);
    expect(reloaded.cart.snapshot().items).toHaveLength(31);
    expect(reloaded.events).toContainEqual({ kind: 'volatile' });
    await reloaded.cart.sync();
    expect(server.stockCalls).toHaveLength(2);
  });
});
