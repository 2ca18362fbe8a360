import { describe, expect, it } from 'vitest';
import { registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { paidOrders } from './paid-order-test-helpers.ts';

const testApp = useTestApp({}, { today: () => '2026-11-21' });
const orders = paidOrders(testApp);
const SKU = 'PARA-500-20';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the customer order page', () => {
  it('shows its owner the lines, delivery, payment and timeline, never cached', async () => {
    const token = await registeredCustomerToken(testApp, 'owner.page@example.ee');
    const order = await orders.paidOrder({ [SKU]: 2 }, { token });

    const page = await orders.call('GET', `/api/order/${order.orderId}`, undefined, bearer(token));
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const view = page.body.result;
    expect(view).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'Paid',
      lifeStage: 'paid',
      lines: [expect.objectContaining({ sku: SKU, qty: 2, prescriptionNumber: null, fundAmount: 0 })],
      delivery: {
        type: 'Courier',
        carrierCode: 'dpd',
        parcelMachine: null,
        address: { streetAddress: 'Narva mnt 5', city: 'Tallinn', zipCode: '10117', country: 'EE' },
        trackingNumber: null,
        trackingUrl: null,
      },
      payment: { method: 'maksekeskus', status: 'paid', company: null },
      totals: { grandTotal: order.grandTotal, refunded: 0 },
      hasReceipt: true,
      hasInvoice: false,
    });
    expect(view.timeline.map((step: { stage: string }) => step.stage)).toEqual([
      'placed',
      'paid',
      'picking',
      'packed',
      'handedToCarrier',
      'delivered',
    ]);
    expect(view.timeline[1].at).toEqual(expect.any(String));
    expect(view.timeline[2].at).toBeNull();
  });

  it('answers another customer, a wrong code and an unknown order with the same 404', async () => {
    const owner = await registeredCustomerToken(testApp, 'owner.private@example.ee');
    const other = await registeredCustomerToken(testApp, 'other.private@example.ee');
    const order = await orders.paidOrder({ [SKU]: 1 }, { token: owner });

    const byOther = await orders.call('GET', `/api/order/${order.orderId}`, undefined, bearer(other));
    const unknown = await orders.call(
      'GET',
      '/api/order/00000000-0000-4000-8000-000000000000',
      undefined,
      bearer(other),
    );
    const wrongCode = await orders.call('GET', `/api/order/${order.orderId}?orderCode=not-the-code`);
    const noCaller = await orders.call('GET', `/api/order/${order.orderId}`);
    for (const answer of [byOther, wrongCode, noCaller]) {
      expect(answer.status).toBe(unknown.status);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(unknown.status).toBe(404);
  });

  it("opens a guest's order with the code its mails carry", async () => {
    const order = await orders.paidOrder({ [SKU]: 1 });
    const page = await orders.call('GET', `/api/order/${order.orderId}?orderCode=${order.orderCode}`);
    expect(page.status).toBe(200);
    expect(page.body.result.orderNumber).toBe(order.orderNumber);
  });
});
