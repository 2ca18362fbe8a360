import { STORE_VIEWS } from '@apteek/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '../account/index.ts';
import { stubApi } from '../../testing/component-harness.tsx';
import { readChatId, writeChatId } from './chat-id-store.ts';

// The logout and the order's finalize end the chat: the cart's session wiring and
// finalizeCheckout, with the session and the checkout's other steps stood in for.

let listener: ((event: SessionEvent) => Promise<void> | void) | null = null;
const fakeSession = {
  auth: { token: () => 'access-1', refresh: async () => null },
  token: () => 'access-1',
  refresh: async () => null,
  forceLogout: async () => undefined,
  customerId: () => 5,
  listen: (listen: (event: SessionEvent) => Promise<void> | void) => {
    listener = listen;
    return () => undefined;
  },
};

vi.mock('../account/session-client.ts', () => ({
  sessionStore: async () => fakeSession,
  loadedSessionStore: () => fakeSession,
}));
vi.mock('../checkout/customer.ts', () => ({ refreshProfile: async () => undefined }));

const t = (key: string) => key;

describe('the chat at logout and after an order', () => {
  it('deactivates the chat when the customer logs out, and forgets its id', async () => {
    localStorage.setItem('apteek-cart-ee', JSON.stringify({ cartId: 'cart-1', items: [], customerId: 5 }));
    writeChatId('ee', 'cart-1', 'chat-1');
    const server = stubApi((request) =>
      request.path.startsWith('/api/cart/pull') ? { code: 200, result: [] } : { code: 200, result: true },
    );
    const { createBrowserCart } = await import('../../runtime/browser-cart.ts');
    await createBrowserCart(STORE_VIEWS.ee, () => t);

    await listener!({ kind: 'before-logout' });

    expect(server.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/chat/deactivate?cartId=cart-1&chatId=chat-1' }),
    );
    expect(readChatId('ee', 'cart-1')).toBeNull();
    // The customer's cart goes with the session: the totals read its emptying asked for 150 ms later
    // (cart-store.ts) is not sent while the session is revoked, which the server would refuse.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.sent.map((request) => request.path)).not.toContain('/api/cart/totals?cartId=cart-1');
  });

  it('stops the chat at the finalize after an order, and forgets its id', async () => {
    localStorage.setItem('apteek-cart-ee', JSON.stringify({ cartId: 'cart-2', items: [], customerId: 5 }));
    writeChatId('ee', 'cart-2', 'chat-2');
    const server = stubApi((request) =>
      request.path.startsWith('/api/cart/pull') ? { code: 200, result: [] } : { code: 200, result: true },
    );
    const { finalizeCheckout } = await import('../checkout/finalize-checkout.ts');

    await finalizeCheckout(STORE_VIEWS.ee, t);

    await waitFor(() =>
      expect(server.sent).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/chat/stop?cartId=cart-2&chatId=chat-2' }),
      ),
    );
    expect(readChatId('ee', 'cart-2')).toBeNull();
  });
});
