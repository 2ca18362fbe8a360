import { makeNewLine } from '@apteek/domain/cart-test-factory';
import { describe, expect, it } from 'vitest';
import { createTaskQueue } from '../../sync/task-queue.ts';
import { memoryTaskStore } from '../../sync/task-store.ts';
import { createCartStore } from './cart-store.ts';

interface FakeCart {
  customer: string | null;
  lines: { item_id: number; sku: string; qty: number }[];
  coupon: string | null;
  merged: string[];
}

/** The server side of a login: one customer cart, a guest cart merged into it once (mergeCarts). */
function fakeServer() {
  const carts = new Map<string, FakeCart>();
  let next = 1;
  const calls: string[] = [];
  const reply = (code: number, result: unknown) =>
    new Response(JSON.stringify({ code, result }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const item = (line: FakeCart['lines'][number]) => ({
    ...line,
    line_key: line.sku,
    name: line.sku,
    price_incl_tax: 1,
    product_type: 'simple',
    product_option: {},
    parentSku: null,
    is_in_stock: true,
    stock_status: 'ok',
  });
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    calls.push(`${url.pathname}${url.search}`);
    const customer = new Headers(init?.headers).get('authorization')?.slice('Bearer '.length) ?? null;
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (url.pathname === '/api/cart/create') {
      let id = customer ? [...carts].find(([, cart]) => cart.customer === customer)?.[0] : undefined;
      if (!id) {
        id = `cart-${next++}-xxxxxxxxxxxxxxxx`;
        carts.set(id, { customer, lines: [], coupon: null, merged: [] });
      }
      const target = carts.get(id)!;
      const guestId = url.searchParams.get('mergeCartId');
      const guest = guestId ? carts.get(guestId) : undefined;
      if (guestId && guest && !target.merged.includes(guestId)) {
        for (const line of guest.lines) {
          const same = target.lines.find((l) => l.sku === line.sku);
          if (same) same.qty += line.qty;
          else target.lines.push({ ...line, item_id: next++ });
        }
        target.merged.push(guestId);
      }
      return reply(200, id);
    }
    const cart = carts.get(url.searchParams.get('cartId') ?? '');
    if (!cart) return reply(404, 'No such cart');
    if (cart.customer !== null && cart.customer !== customer)
      return reply(401, 'This cart belongs to another customer');
    switch (url.pathname) {
      case '/api/cart/pull':
        return reply(200, cart.lines.map(item));
      case '/api/cart/update': {
        const { sku, qty } = body.cartItem;
        const same = cart.lines.find((line) => line.sku === sku);
        if (same) same.qty = qty;
        else cart.lines.push({ item_id: next++, sku, qty });
        return reply(200, item(same ?? cart.lines.at(-1)!));
      }
      case '/api/cart/totals':
        return reply(200, { coupon_code: cart.coupon, total_segments: [], tax_lines: [] });
      case '/api/cart/apply-coupon':
        cart.coupon = url.searchParams.get('coupon');
        return reply(200, true);
      case '/api/cart/delete-coupon':
        cart.coupon = null;
        return reply(200, true);
      default:
        return reply(404, 'Not found');
    }
  };
  return { fetch: handle as typeof fetch, carts, calls };
}

function browser(server: ReturnType<typeof fakeServer>, storage = memoryStorage()) {
  let token: string | null = null;
  const queue = createTaskQueue({
    store: memoryTaskStore(),
    locale: 'en-US',
    isOnline: () => true,
    fetch: server.fetch,
    session: {
      cartId: () => cart.snapshot().cartId,
      token: () => token,
      refresh: async () => null,
      onUnauthorized: () => {},
      onCartIdMissing: () => void cart.ensureCart(),
    },
    onTransmitted: (task) => cart.handleTransmitted(task),
  });
  const cart = createCartStore({ queue, storeCode: 'en', storage });
  return { cart, storage, logIn: (customer: string) => (token = customer) };
}

/** A browser signed in as kati whose customer cart holds one IBU, synced with the server. */
async function customerWithIbuprofen(server: ReturnType<typeof fakeServer>) {
  const shopper = browser(server);
  shopper.logIn('kati');
  await shopper.cart.connectCustomer(1);
  await shopper.cart.add(makeNewLine('IBU'));
  await shopper.cart.sync();
  return shopper;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const serverLines = (server: ReturnType<typeof fakeServer>, customer: string) =>
  [...server.carts.values()]
    .find((cart) => cart.customer === customer)!
    .lines.map((l) => `${l.sku}:${l.qty}`);

describe('the cart at login and logout', () => {
  it('sums a product held by both carts once and keeps it so through reloads (VSF #3995, #5743)', async () => {
    const server = fakeServer();
    await customerWithIbuprofen(server);

    const guest = browser(server);
    await guest.cart.add(makeNewLine('IBU'));
    await guest.cart.add(makeNewLine('PARA', 2));
    await guest.cart.sync();
    guest.logIn('kati');
    await guest.cart.connectCustomer(1);
    await guest.cart.connectCustomer(1);
    expect(guest.cart.snapshot().items.map((i) => `${i.sku}:${i.qty}`)).toEqual(['IBU:2', 'PARA:2']);
    expect(serverLines(server, 'kati')).toEqual(['IBU:2', 'PARA:2']);

    for (let reload = 0; reload < 3; reload += 1) {
      const reloaded = browser(server, guest.storage);
      reloaded.logIn('kati');
      await reloaded.cart.sync();
      expect(reloaded.cart.snapshot().items.map((i) => `${i.sku}:${i.qty}`)).toEqual(['IBU:2', 'PARA:2']);
    }
    expect(serverLines(server, 'kati')).toEqual(['IBU:2', 'PARA:2']);
  });

  it('takes the coupon off the guest cart and puts it on the merged cart', async () => {
    const server = fakeServer();
    const guest = browser(server);
    await guest.cart.add(makeNewLine('IBU'));
    await guest.cart.sync();
    await guest.cart.applyCoupon('NEWSLETTER10');
    const guestCartId = guest.cart.snapshot().cartId!;
    guest.logIn('kati');
    await guest.cart.connectCustomer(1);
    expect(server.carts.get(guestCartId)!.coupon).toBeNull();
    expect(server.carts.get(guest.cart.snapshot().cartId!)!.coupon).toBe('NEWSLETTER10');
    expect(guest.cart.snapshot().totals?.coupon_code).toBe('NEWSLETTER10');
  });

  it('after logout, login and a reload the customer cart holds each line once (VSF #4387)', async () => {
    const server = fakeServer();
    const shopper = await customerWithIbuprofen(server);
    shopper.cart.clear();
    expect(shopper.cart.snapshot().items).toEqual([]);
    await shopper.cart.sync();
    expect(shopper.cart.snapshot().items).toEqual([]);

    await shopper.cart.connectCustomer(1);
    const reloaded = browser(server, shopper.storage);
    reloaded.logIn('kati');
    await reloaded.cart.sync();
    expect(reloaded.cart.snapshot().items.map((i) => `${i.sku}:${i.qty}`)).toEqual(['IBU:1']);
    expect(serverLines(server, 'kati')).toEqual(['IBU:1']);
  });
});
