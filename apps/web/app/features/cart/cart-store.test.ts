import { makeNewLine } from '@apteek/domain/cart-test-factory';
import { describe, expect, it } from 'vitest';
import {
  OUT_OF_STOCK,
  browser,
  fakeServer,
  holdFirstTotalsRead,
  serverLines,
  settle,
} from './cart-store-test-helpers.ts';

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

  it('shows the totals a quantity change answers, in that one call', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 2));
    expect(b.cart.snapshot().totals?.grand_total).toBe(2);
    server.calls.length = 0;
    await b.cart.setQty('A', 5);
    await b.queue.process();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls).toEqual(['/api/cart/update']);
    expect(b.cart.snapshot().totals?.grand_total).toBe(5);
  });

  it("shows the totals a removal answers, and a pull's, without asking for them", async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 2));
    await b.addAndSend(makeNewLine('B', 3));
    server.calls.length = 0;
    await b.cart.remove('B');
    await b.queue.process();
    await settle();
    expect(b.cart.snapshot().totals?.grand_total).toBe(2);
    expect(server.calls).toEqual(['/api/cart/delete']);
    server.carts.values().next().value![0]!.qty = 4;
    const reloaded = browser(server, { storage: b.storage, tasks: b.tasks });
    server.calls.length = 0;
    await reloaded.cart.sync(false, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls).toEqual(['/api/cart/pull', '/api/stock/list']);
    expect(reloaded.cart.snapshot().totals?.grand_total).toBe(4);
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

  it('pulls only when the lines changed since the last sync, or when forced', async () => {
    const server = fakeServer();
    const first = browser(server);
    await first.addAndSend(makeNewLine('A', 2));
    await first.cart.sync();
    const reload = () => browser(server, { storage: first.storage, tasks: first.tasks });
    // Three more page loads of an unchanged cart: none of them pulls.
    for (const page of [reload(), reload(), reload()]) await page.cart.sync();
    expect(server.pulls).toHaveLength(1);
    const changed = reload();
    await changed.cart.setQty('A', 3);
    await changed.cart.sync();
    expect(server.pulls).toHaveLength(2);
    await changed.cart.sync(true);
    expect([server.pulls.length, ...serverLines(server)]).toEqual([3, 'A:3']);
  });

  it('never brings back a line removed while its delete is still on its way (Hydrogen #3906)', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.add(makeNewLine('A'));
    await b.addAndSend(makeNewLine('B'));
    b.goOffline();
    await b.cart.remove('A');
    await b.queue.process();
    b.lose('delete');
    b.reconnect();
    // The pull still sees A on the server: the delete's first attempt got no answer.
    await b.cart.sync();
    expect(b.cart.snapshot().items.map((i) => i.sku)).toEqual(['B']);
    await b.queue.process();
    expect(serverLines(server)).toEqual(['B:1']);
  });

  it('keeps the first add of a new browser when a sync runs before the server has it (VSF #4305)', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.ensureCart();
    b.goOffline();
    await b.cart.add(makeNewLine('A'));
    await b.queue.process();
    b.lose('update');
    b.reconnect();
    await b.cart.sync();
    expect(b.cart.snapshot().items.map((i) => i.sku)).toEqual(['A']);
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
    expect(b.cookies.cookie, 'the cart cookie, which counts no line').toBe('');
    expect(b.events).toContainEqual({ kind: 'refused', message: OUT_OF_STOCK });
  });

  it('refuses a product known to be out of stock without a line, a call or a success notice', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.cart.add({ ...makeNewLine('OOS'), stockStatus: 'out_of_stock' });
    await b.queue.process();
    await settle();
    expect(b.cart.snapshot().items).toEqual([]);
    expect(server.calls).toEqual([]);
    expect(b.events).toEqual([{ kind: 'refused', message: OUT_OF_STOCK }]);
  });

  it('takes back a change the network loses twice while online, and says so (1 attempt)', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A'));
    await b.addAndSend(makeNewLine('B'));
    b.lose('update', 2);
    await b.cart.setQty('A', 5);
    await b.cart.sync();
    await settle();
    expect(b.cart.snapshot().items.map((i) => [i.sku, i.qty])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    expect(b.events).toContainEqual({
      kind: 'refused',
      message: 'Something went wrong. Try again in a few seconds.',
    });
    await b.cart.remove('B');
    expect(serverLines(server)).toEqual(['A:1']);
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

  it('shows the latest totals when an older read answers last', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 1));
    // The first read's answer is held until after the second's has landed.
    const { release } = holdFirstTotalsRead(server);
    const older = b.cart.refreshTotals();
    await settle();
    await b.cart.setQty('A', 3);
    await b.queue.process();
    await b.cart.refreshTotals();
    expect(b.cart.snapshot().totals?.grand_total).toBe(3);
    release();
    await older;
    expect(b.cart.snapshot().totals?.grand_total).toBe(3);
  });

  it('neither asks for nor shows the totals of a cart an order closed', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 2));
    const { asked, release } = holdFirstTotalsRead(server);
    // A read on its way and another waiting for its moment when the order is placed.
    const onItsWay = b.cart.refreshTotals();
    await settle();
    b.cart.toggleMicrocart(true);
    // The order closes the cart on the server, and the browser clears its own.
    server.carts.clear();
    b.cart.clear();
    release();
    await onItsWay;
    expect(b.cart.snapshot().totals).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(1);
    expect(b.cart.snapshot().totals).toBeNull();
  });

  it('empties a cart an order closed in one state change', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 2));
    const states: unknown[] = [];
    const stop = b.cart.subscribe(() => states.push(b.cart.snapshot()));
    b.cart.clear();
    stop();
    expect(states).toHaveLength(1);
    expect(b.cart.snapshot()).toMatchObject({ cartId: null, items: [], totals: null });
  });

  it('sends no totals read for a cart forgotten at logout, and lets those on their way land first', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 2));
    const { asked, release } = holdFirstTotalsRead(server);
    void b.cart.refreshTotals();
    await settle();
    let forgotten = false;
    const forgetting = b.cart.forget().then(() => (forgotten = true));
    await settle();
    expect(forgotten).toBe(false);
    release();
    await forgetting;
    // Whoever asks before the cart is cleared (a page reacting to the logout), nothing is sent:
    // the cart has no id to ask with.
    expect(b.cart.snapshot().cartId).toBeNull();
    await b.cart.refreshTotals();
    b.cart.toggleMicrocart(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(1);
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
    b.goOffline();
    await b.cart.edit('COMP-S', variant(b, 'COMP-S', 'COMP-M'));
    await b.queue.process();
    b.lose('update');
    b.reconnect();
    // The server still holds COMP-S: the edit's first attempt got no answer.
    await b.cart.sync();
    expect(b.cart.snapshot().items.map((i) => i.key)).toEqual(['COMP-M']);
    await b.queue.process();
    await b.cart.sync();
    expect(serverLines(server)).toEqual(['COMP-M:1']);
    expect(b.cart.snapshot().items.map((i) => i.key)).toEqual(['COMP-M']);
  });
});

describe('stock sync on load', () => {
  it("marks lines 'In stock!' or 'Out of the stock!', keeping them, 30 SKUs a call", async () => {
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
    // Volatile stock warns only where out-of-stock items are not allowed in the cart.
    expect(reloaded.events).not.toContainEqual({ kind: 'volatile' });
    await reloaded.cart.sync();
    expect(server.stockCalls).toHaveLength(2);
  });
});
