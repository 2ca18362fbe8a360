import { describe, expect, it } from 'vitest';
import { TRACKING_NUMBER_FORMATS } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { checkoutCalls, type PlacedOrder } from '../order/order-test-helpers.ts';

// The app as it runs: no fake carrier, so a hand-over goes through the carrier clients to their
// sandboxes over the carriers' own protocols.
const testApp = useTestApp({}, { today: () => '2026-11-21' });
const calls = checkoutCalls(testApp);
const SKU = 'PARA-500-20';

async function staffStep(cookie: string, order: PlacedOrder, name: string) {
  return testApp.app.inject({
    method: name === 'label' ? 'GET' : 'POST',
    url: `/api/staff/fulfilment/${order.orderId}/${name}`,
    headers: { cookie, ...(name === 'label' ? {} : { 'content-type': 'application/json' }) },
    ...(name === 'label' ? {} : { payload: '{}' }),
  });
}

/** A cash-on-delivery order, accepted without a payment step. */
async function placedOrder(shipping?: object): Promise<PlacedOrder> {
  const body = calls.orderBody({
    ...(shipping ? { shipping } : {}),
    payment: { method: 'cashondelivery' },
  });
  const placed = await calls.placeOrder(await calls.cartWith({ [SKU]: 1 }), body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.result as PlacedOrder;
}

async function handOver(order: PlacedOrder) {
  const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
  for (const name of ['pick', 'pack']) {
    const done = await staffStep(warehouse, order, name);
    expect(done.statusCode, done.body).toBe(200);
  }
  const handed = await staffStep(warehouse, order, 'hand-over');
  const label = await staffStep(warehouse, order, 'label');
  return { handed, label };
}

describe('handing a parcel to its carrier', () => {
  it('registers a courier order with DPD and a parcel-machine order with Omniva, each with its label', async () => {
    const courier = await handOver(await placedOrder());
    expect(courier.handed.statusCode, courier.handed.body).toBe(200);
    const dpdNumber = courier.handed.json().result.trackingNumber as string;
    expect(dpdNumber).toMatch(TRACKING_NUMBER_FORMATS.dpd);
    expect(courier.label.headers['content-type']).toBe('application/pdf');
    expect(courier.label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(courier.label.rawPayload.toString('latin1')).toContain(dpdNumber);

    const machine = await handOver(
      await placedOrder({
        type: 'ParcelMachine',
        carrierCode: 'omniva',
        methodCode: 'parcelmachine',
        parcelMachineId: 'omniva-ee-96071',
      }),
    );
    expect(machine.handed.statusCode, machine.handed.body).toBe(200);
    const omnivaNumber = machine.handed.json().result.trackingNumber as string;
    expect(omnivaNumber).toMatch(TRACKING_NUMBER_FORMATS.omniva);
    expect(machine.label.rawPayload.toString('latin1')).toContain(omnivaNumber);
  });
});
