// @postgres: two instances share the hub through LISTEN/NOTIFY.
import { expect, it } from 'vitest';
import { describeOnTwoInstances } from '../../testing/instances.ts';
import { cartCodeOf, sandboxEventsKey } from './index.ts';
import { openHub } from './testing/hub-client.ts';

/**
 * Several instances behind a load balancer behave as one. Two server processes share one
 * PostgreSQL; the prescription service's callback lands on one, the shopper's socket is on the other.
 * PGlite is one process's database, so this runs only on PostgreSQL (TEST_DATABASE_URL).
 */
describeOnTwoInstances('two server processes on one PostgreSQL', {}, (shop) => {
  it('relays a callback posted to one instance to a socket connected to the other', async () => {
    const [first, second] = shop.instances;
    const created = await fetch(`${first.origin}/api/cart/create?storeCode=ee`, { method: 'POST' });
    const cart = ((await created.json()) as { result: string }).result;
    const socket = await openHub(second.origin, { key: cart });

    const code = await cartCodeOf(shop.database.db, cart);
    const response = await fetch(`${first.origin}/api/notification/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': await sandboxEventsKey(shop.database.db) },
      body: JSON.stringify({
        Type: 'PrescriptionListCallback',
        Details: { PrescriptionDetails: { OrderCode: code, PrescriptionNumber: null } },
        Response: { Result: 'Success' },
      }),
    });
    expect(await response.json()).toEqual({ resultCode: 200, result: true });
    expect(await socket.next()).toEqual({
      type: 'PrescriptionListCallback',
      cartCode: code,
      result: 'Success',
      reasonCode: null,
      prescriptionNumber: null,
    });
    socket.close();
  });
});
