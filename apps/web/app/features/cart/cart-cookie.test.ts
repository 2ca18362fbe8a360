import { readCartCookie } from '@apteek/domain';
import { makeNewLine } from '@apteek/domain/cart-test-factory';
import { describe, expect, it } from 'vitest';
import { browser, cookieJar, fakeServer, settle } from './cart-store-test-helpers.ts';

/** The lines the server reads from this browser's cookies for the store view the tests use. */
const counted = (b: ReturnType<typeof browser>) => readCartCookie(b.cookies.cookie, 'ee');

describe('the cart cookie the browser keeps for the server', () => {
  it('counts the lines as they come and go, and goes with the last one', async () => {
    const b = browser(fakeServer());
    expect(b.cookies.cookie).toBe('');
    await b.addAndSend(makeNewLine('A'));
    expect(b.cookies.cookie).toBe('cartLines-ee=1');
    await b.addAndSend(makeNewLine('B', 2));
    await b.addAndSend(makeNewLine('A'));
    expect(counted(b)).toBe(2);
    await b.cart.setQty('B', 5);
    expect(counted(b)).toBe(2);
    await b.cart.remove('B');
    expect(counted(b)).toBe(1);
    await b.cart.remove('A');
    expect(b.cookies.cookie).toBe('');
  });

  it('goes when the cart is cleared, as at a logout and after an order', async () => {
    const b = browser(fakeServer());
    await b.addAndSend(makeNewLine('A'));
    await b.addAndSend(makeNewLine('B'));
    expect(counted(b)).toBe(2);
    b.cart.clear();
    expect(b.cookies.cookie).toBe('');
  });

  it('follows the lines a sync brings from the server', async () => {
    const server = fakeServer();
    const b = browser(server);
    await b.addAndSend(makeNewLine('A'));
    server.carts.values().next().value!.push({ item_id: 99, sku: 'C', qty: 1, product_option: {} });
    await b.cart.sync(false, true);
    await settle();
    expect(b.cart.snapshot().items.map((item) => item.sku)).toEqual(['A', 'C']);
    expect(counted(b)).toBe(2);
  });

  it('is written when a cart kept from before the cookie loads, and dropped for a kept empty one', async () => {
    const server = fakeServer();
    const first = browser(server);
    await first.addAndSend(makeNewLine('A'));
    await first.addAndSend(makeNewLine('B'));
    const withoutCookie = cookieJar();
    const reloaded = browser(server, { storage: first.storage, tasks: first.tasks, cookies: withoutCookie });
    expect(readCartCookie(withoutCookie.cookie, 'ee')).toBe(2);

    reloaded.cart.clear();
    const stale = cookieJar();
    stale.cookie = 'cartLines-ee=3; Path=/';
    browser(server, { storage: first.storage, tasks: first.tasks, cookies: stale });
    expect(stale.cookie).toBe('');
  });
});
