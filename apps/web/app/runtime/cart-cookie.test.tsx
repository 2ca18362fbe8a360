import { STORE_VIEWS, readCartCookie } from '@apteek/domain';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '../features/account/index.ts';
import { cartServer, makeServerLine } from '../testing/cart-server.ts';

// The page's own cart cookie (document.cookie) through the browser's wiring: a customer's logout
// and an order's finalize empty the cart, and the server must then render the empty checkout.

const listeners: ((event: SessionEvent) => Promise<void> | void)[] = [];
const auth = { token: () => 'access-1', refresh: async () => null };
const fakeSession = {
  auth,
  ...auth,
  forceLogout: async () => undefined,
  customerId: () => 5,
  listen: (listen: (event: SessionEvent) => Promise<void> | void) =>
    listeners.push(listen) && (() => undefined),
};

vi.mock('../features/account/session-client.ts', () => ({
  sessionStore: async () => fakeSession,
  loadedSessionStore: () => fakeSession,
}));
vi.mock('../features/checkout/customer.ts', () => ({ refreshProfile: async () => undefined }));

const t = (key: string) => key;
const counted = () => readCartCookie(document.cookie, 'ee');

/** A customer's cart of one line kept in this browser, as the server also has it. */
function customerCart() {
  const line = makeServerLine('IBU-200', 1);
  const server = cartServer('ee', line);
  localStorage.setItem('apteek-cart-ee', JSON.stringify({ cartId: line.quote_id, items: [], customerId: 5 }));
  return server;
}

afterEach(() => {
  document.cookie = 'cartLines-ee=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the cart cookie in the page', () => {
  it('is set once the cart loads its lines, and goes when the customer logs out', async () => {
    customerCart();
    const { createBrowserCart } = await import('./browser-cart.ts');
    await createBrowserCart(STORE_VIEWS.ee, () => t);
    await waitFor(() => expect(counted()).toBe(1));

    for (const event of [{ kind: 'before-logout' }, { kind: 'logout', reason: 'user' }] as const)
      for (const listener of listeners) await listener(event);

    expect(counted()).toBe(0);
    expect(document.cookie).not.toContain('cartLines-ee');
  });

  it('goes when the order is placed and the checkout finalizes', async () => {
    customerCart();
    const { cartStore } = await import('../features/cart/index.ts');
    const cart = await cartStore(STORE_VIEWS.ee, t);
    await waitFor(() => expect(cart?.snapshot().items).toHaveLength(1));
    expect(counted()).toBe(1);
    const { finalizeCheckout } = await import('../features/checkout/finalize-checkout.ts');

    await finalizeCheckout(STORE_VIEWS.ee, t);

    expect(counted()).toBe(0);
  });
});
