// @postgres: two tracking runs delivering the same order at once serialise on its row lock.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { TRACKING_NUMBER_FORMATS } from '@apteek/domain';
import { carrierRegistry } from '../../providers/carriers/index.ts';
import { useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { carrierShipments } from './carrier-shipments.ts';
import { checkoutCalls, testLifeSteps, type PlacedOrder } from './order-test-helpers.ts';
import { followShipments } from './order-tracking.ts';

// The app as it runs: no fake carrier, so a hand-over and the tracking go to the carriers' sandboxes.
const testApp = useTestApp({}, { today: () => '2026-11-21' });
const calls = checkoutCalls(testApp);
const SKU = 'PARA-500-20';

/** The tracking run as the app schedules it: the life steps over the registry of sandboxed carriers. */
async function tracking() {
  const registry = await carrierRegistry(testApp.app, undefined);
  const shipments = carrierShipments(
    testApp.app.db,
    (carrier, shipment) => registry.registerShipment(carrier, shipment),
    { track: (carrier, number) => registry.carrier(carrier).track(number) },
  );
  const life = testLifeSteps(testApp.app, {
    refunds: () => Promise.reject(new Error('no refund on delivery')),
    shipments,
  });
  return () => followShipments({ db: testApp.app.db, shipments, life, log: testApp.app.log });
}

/** A cash-on-delivery order picked, packed and handed to its carrier by a warehouse user. */
async function handedOver(shipping?: object): Promise<PlacedOrder & { trackingNumber: string }> {
  const body = calls.orderBody({ ...(shipping ? { shipping } : {}), payment: { method: 'cashondelivery' } });
  const placed = await calls.placeOrder(await calls.cartWith({ [SKU]: 1 }), body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = placed.body.result as PlacedOrder;
  const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
  let trackingNumber = '';
  for (const step of ['pick', 'pack', 'hand-over']) {
    const done = await testApp.app.inject({
      method: 'POST',
      url: `/api/staff/fulfilment/${order.orderId}/${step}`,
      headers: { cookie: warehouse, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(done.statusCode, done.body).toBe(200);
    trackingNumber = (done.json().result.trackingNumber as string | null) ?? '';
  }
  return { ...order, trackingNumber };
}

/** The order page's tracking link, as the customer sees it. */
async function trackingLink(order: PlacedOrder): Promise<string> {
  const page = await calls.call('GET', `/api/order/${order.orderId}?orderCode=${order.orderCode}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.result.delivery.trackingUrl as string;
}

/** A scan at the sandboxed carrier, as its tracking page's test controls make one. */
async function scan(link: string, state: string) {
  const moved = await calls.postForm(link, { state });
  expect(moved.statusCode, moved.body).toBe(303);
}

describe('following handed-over parcels at their carriers', () => {
  it('moves an order to delivered without staff once its carrier reports it delivered, once', async () => {
    const omniva = await handedOver({
      type: 'ParcelMachine',
      carrierCode: 'omniva',
      methodCode: 'parcelmachine',
      parcelMachineId: 'omniva-ee-96071',
    });
    expect(omniva.trackingNumber).toMatch(TRACKING_NUMBER_FORMATS.omniva);
    const dpd = await handedOver();
    expect(dpd.trackingNumber).toMatch(TRACKING_NUMBER_FORMATS.dpd);
    const follow = await tracking();

    // In test mode the link leads to the sandboxed carrier's tracking page, which answers.
    const link = await trackingLink(omniva);
    expect(link).toBe(`/sandbox/carriers/omniva/tracking/${omniva.trackingNumber}?lang=et`);
    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(omniva.trackingNumber);
    expect(page.body).toContain('Registreeritud');

    // Registered, then in transit: nothing to deliver yet.
    expect(await follow()).toEqual([]);
    await scan(link, 'inTransit');
    await scan(await trackingLink(dpd), 'inTransit');
    expect(await follow()).toEqual([]);
    expect((await calls.orderRow(omniva.orderId)).lifeStage).toBe('handedToCarrier');

    // Omniva delivers; two runs at once (two instances) deliver it once, and DPD's parcel waits.
    await scan(link, 'delivered');
    const runs = await Promise.all([follow(), follow()]);
    expect(runs.flat()).toEqual([omniva.orderNumber]);
    expect((await calls.orderRow(omniva.orderId)).lifeStage).toBe('delivered');
    expect((await calls.orderRow(dpd.orderId)).lifeStage).toBe('handedToCarrier');
    const events = await testApp.app.db
      .select()
      .from(schema.salesOrderEvent)
      .where(eq(schema.salesOrderEvent.orderId, omniva.orderId));
    expect(events.filter((event) => event.stage === 'delivered')).toEqual([
      expect.objectContaining({ actor: 'system', staffId: null }),
    ]);

    await scan(await trackingLink(dpd), 'delivered');
    expect(await follow()).toEqual([dpd.orderNumber]);
    expect(await follow()).toEqual([]);
    // The customer's page shows it delivered.
    const shown = await calls.call('GET', `/api/order/${dpd.orderId}?orderCode=${dpd.orderCode}`);
    expect(shown.body.result.lifeStage).toBe('delivered');
  });

  it('refuses a scan of a parcel the sandbox never registered, and a state it does not know', async () => {
    const unknown = await calls.postForm('/sandbox/carriers/omniva/tracking/CE000000000EE', {
      state: 'delivered',
    });
    expect(unknown.statusCode).toBe(404);
    const order = await handedOver({
      type: 'ParcelMachine',
      carrierCode: 'omniva',
      methodCode: 'parcelmachine',
      parcelMachineId: 'omniva-ee-96071',
    });
    const link = await trackingLink(order);
    expect((await calls.postForm(link, { state: 'teleported' })).statusCode).toBe(404);
    expect(await (await tracking())()).not.toContain(order.orderNumber);
  });
});
