import { INITIAL_PRESCRIPTION_STATE, STORE_VIEWS } from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/component-harness.tsx';

// finalizeCheckout with the session and the profile's refresh stood in for.
const fakeSession = {
  auth: { token: () => 'access-1', refresh: async () => null },
  token: () => 'access-1',
  customerId: () => 5,
  listen: () => () => undefined,
};
vi.mock('../account/session-client.ts', () => ({
  sessionStore: async () => fakeSession,
  loadedSessionStore: () => fakeSession,
}));
vi.mock('./customer.ts', () => ({ refreshProfile: async () => undefined }));

describe('finalizing an order', () => {
  it("resets the prescription centre's state: the list and offer were of the cart just ordered", async () => {
    localStorage.setItem('apteek-cart-ee', JSON.stringify({ cartId: 'cart-3', items: [], customerId: 5 }));
    stubApi((request) =>
      request.path.startsWith('/api/cart/pull') ? { code: 200, result: [] } : { code: 200, result: true },
    );
    const { prescriptionStore } = await import('../prescription/prescription-store.ts');
    prescriptionStore.dispatch({ type: 'list-requested', isSecondPerson: true });
    expect(prescriptionStore.snapshot()).not.toEqual(INITIAL_PRESCRIPTION_STATE);
    const { finalizeCheckout } = await import('./finalize-checkout.ts');

    await finalizeCheckout(STORE_VIEWS.ee, (key: string) => key);

    expect(prescriptionStore.snapshot()).toEqual(INITIAL_PRESCRIPTION_STATE);
  });
});
