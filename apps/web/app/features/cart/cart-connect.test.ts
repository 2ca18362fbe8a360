import { makeNewLine } from '@apteek/domain/cart-test-factory';
import { describe, expect, it } from 'vitest';
import { browser, fakeServer, serverLines, settle } from './cart-store-test-helpers.ts';

const refusal = () =>
  new Response(JSON.stringify({ code: 401, result: 'User not authorized' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

/** The fake server, refusing the calls to `path` the test names (all of them while `times` is left). */
function refusing(path: string, times = Infinity) {
  const server = fakeServer();
  const asked: string[] = [];
  let left = times;
  const handle: typeof server.handle = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://shop.test');
    if (url.pathname === path) asked.push(url.search);
    if (url.pathname === path && left > 0) {
      left -= 1;
      return refusal();
    }
    return server.handle(input, init);
  };
  return { server: { ...server, handle }, asked, refuse: (next: number) => (left = next) };
}

describe('the cart while an add is on its way', () => {
  it('refuses a removal or an edit with the wait warning and keeps the line', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A'));
    const adding = b.cart.add(makeNewLine('B'));
    expect(b.cart.snapshot().isAdding).toBe(true);
    await b.cart.remove('A');
    await b.cart.add(makeNewLine('C'));
    expect(b.events.filter((event) => event.kind === 'busy')).toHaveLength(2);
    await adding;
    await b.queue.process();
    await settle();
    expect(b.cart.snapshot().isAdding).toBe(false);
    expect(serverLines(server)).toEqual(['A:1', 'B:1']);
    await b.cart.remove('A');
    await b.queue.process();
    expect(serverLines(server)).toEqual(['B:1']);
  });
});

describe('the cart token', () => {
  it('asks again as a guest once when the caller is refused (401), then disables the sync', async () => {
    const { server, asked } = refusing('/api/cart/create');
    const b = browser(server);
    await b.cart.add(makeNewLine('A'));
    await b.queue.process();
    await settle();
    expect(asked).toEqual(['?storeCode=ee', '?storeCode=ee&guest=true']);
    expect(b.cart.snapshot()).toMatchObject({ cartId: null, connectBypassCount: 2, isSyncDisabled: true });
    await b.cart.sync(true);
    await b.cart.add(makeNewLine('B'));
    await b.queue.process();
    expect(asked).toHaveLength(2);
  });

  it('takes the guest cart when the second, guest call is answered', async () => {
    const { server, asked } = refusing('/api/cart/create', 1);
    const b = browser(server);
    await b.addAndSend(makeNewLine('A'));
    expect(asked).toEqual(['?storeCode=ee', '?storeCode=ee&guest=true']);
    expect(b.cart.snapshot()).toMatchObject({ connectBypassCount: 1, isSyncDisabled: false });
    expect(serverLines(server)).toEqual(['A:1']);
  });
});

describe('a pull the server refuses', () => {
  it('reconnects as a guest cart holding the lines, once up to the bypass limit', async () => {
    const { server, asked, refuse } = refusing('/api/cart/pull', 0);
    const b = browser(server);
    await b.addAndSend(makeNewLine('A', 2));
    const first = b.cart.snapshot().cartId;
    refuse(1);
    await b.cart.sync(true);
    await b.queue.process();
    await settle();
    const second = b.cart.snapshot().cartId;
    expect(second).not.toBe(first);
    expect(server.carts.get(second!)?.map((line) => `${line.sku}:${line.qty}`)).toEqual(['A:2']);
    expect(server.calls.filter((path) => path === '/api/cart/create')).toHaveLength(2);
    expect(b.cart.snapshot().connectBypassCount).toBe(1);
    // The limit is reached: another refusal keeps the cart and the lines.
    refuse(1);
    await b.cart.sync(true);
    expect(b.cart.snapshot().cartId).toBe(second);
    expect(b.cart.snapshot().items.map((item) => [item.sku, item.qty])).toEqual([['A', 2]]);
    expect(asked).toHaveLength(3);
  });
});
