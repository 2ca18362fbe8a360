import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { FORM_MESSAGES, type CarrierCode, type Shipment } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { carrierShipments } from './carrier-shipments.ts';
import { checkoutCalls, type PlacedOrder } from './order-test-helpers.ts';
import { paidOrders } from './paid-order-test-helpers.ts';

const testApp = useTestApp({}, { today: () => '2026-11-21' });
const calls = checkoutCalls(testApp);
const orders = paidOrders(testApp);
const SKU = 'PARA-500-20';

const RECIPIENT = { firstName: 'Jaan', lastName: 'Kask', phoneNumber: '5555 1234' };
const BILLING = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  country: 'FI',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: 'A 5',
  city: 'Helsinki',
  state: 'Uusimaa',
  zipCode: '00100',
  phoneNumber: '040 123 4567',
};

async function placed(body: Record<string, unknown>) {
  const answer = await calls.placeOrder(await calls.cartWith({ [SKU]: 1 }), body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as PlacedOrder;
}

const addressesOf = (orderId: string) =>
  testApp.app.db.select().from(schema.salesOrderAddress).where(eq(schema.salesOrderAddress.orderId, orderId));

describe("the checkout's shipping and payment details", () => {
  it('keeps a recipient other than the buyer and a billing address of its own, and shows them on the order page', async () => {
    const base = calls.orderBody();
    const order = await placed({
      ...base,
      shipping: { ...base.shipping, recipient: RECIPIENT },
      payment: { ...base.payment, billingAddress: BILLING },
    });

    const row = await calls.orderRow(order.orderId);
    expect(row).toMatchObject({
      firstname: 'Mari',
      recipientFirstname: 'Jaan',
      recipientLastname: 'Kask',
      recipientPhoneNumber: '+37255551234',
    });
    const addresses = await addressesOf(order.orderId);
    expect(addresses.find((a) => a.type === 'shipping')).toMatchObject({
      firstname: 'Jaan',
      lastname: 'Kask',
      phoneNumber: '+37255551234',
      streetAddress: 'Narva mnt 5',
    });
    expect(addresses.find((a) => a.type === 'billing')).toMatchObject({
      firstname: 'Aino',
      lastname: 'Virtanen',
      country: 'FI',
      streetAddress: 'Mannerheimintie 1',
      phoneNumber: '+358401234567',
    });

    const page = await calls.call('GET', `/api/order/${order.orderId}?orderCode=${order.orderCode}`);
    expect(page.status).toBe(200);
    expect(page.body.result.delivery).toMatchObject({
      recipient: { name: 'Jaan Kask', phoneNumber: '+37255551234' },
      address: { name: 'Jaan Kask', streetAddress: 'Narva mnt 5' },
    });
    expect(page.body.result.payment.billingAddress).toEqual({
      name: 'Aino Virtanen',
      streetAddress: 'Mannerheimintie 1-A 5',
      city: 'Helsinki',
      zipCode: '00100',
      country: 'FI',
      phoneNumber: '+358401234567',
    });
  });

  it('has the buyer receive the order and bills nobody else when the checkout names no one', async () => {
    const order = await placed(calls.orderBody());
    expect(await calls.orderRow(order.orderId)).toMatchObject({
      recipientFirstname: null,
      recipientPhoneNumber: null,
    });
    expect((await addressesOf(order.orderId)).map((a) => a.type)).toEqual(['shipping']);
    const page = await calls.call('GET', `/api/order/${order.orderId}?orderCode=${order.orderCode}`);
    expect(page.body.result.delivery.recipient).toEqual({ name: 'Mari Tamm', phoneNumber: '+372 5123 4567' });
    expect(page.body.result.payment.billingAddress).toBeNull();
  });

  it('refuses a recipient or a billing address that fails the rules, naming each field, and places nothing', async () => {
    const base = calls.orderBody();
    const cartId = await calls.cartWith({ [SKU]: 1 });
    const refused = await calls.placeOrder(cartId, {
      ...base,
      shipping: { ...base.shipping, recipient: { firstName: 'J', lastName: 'Kask', phoneNumber: '12' } },
      payment: {
        ...base.payment,
        billingAddress: {
          ...BILLING,
          lastName: '',
          streetAddress: 'x'.repeat(101),
          zipCode: '001',
          phoneNumber: 'abc',
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'shipping.recipient.firstName', message: FORM_MESSAGES.nameTooShort },
        { field: 'shipping.recipient.phoneNumber', message: FORM_MESSAGES.phone },
        { field: 'payment.billingAddress.lastName', message: FORM_MESSAGES.required },
        { field: 'payment.billingAddress.streetAddress', message: 'Maximum length of 100 characters' },
        { field: 'payment.billingAddress.zipCode', message: FORM_MESSAGES.zipCode },
        { field: 'payment.billingAddress.phoneNumber', message: FORM_MESSAGES.phone },
      ]),
    );
    expect(refused.body.errors).toHaveLength(6);
    const orders = await testApp.app.db
      .select()
      .from(schema.salesOrder)
      .where(eq(schema.salesOrder.cartId, cartId));
    expect(orders).toEqual([]);
  });

  it("registers a parcel machine's parcel in the recipient's name and phone, for the label", async () => {
    const order = await placed({
      ...calls.orderBody(),
      shipping: {
        type: 'ParcelMachine',
        carrierCode: 'omniva',
        methodCode: 'parcelmachine',
        parcelMachineId: 'omniva-ee-96071',
        recipient: RECIPIENT,
      },
    });
    const sent: { carrier: CarrierCode; shipment: Shipment }[] = [];
    const shipments = carrierShipments(testApp.app.db, (carrier, shipment) => {
      sent.push({ carrier, shipment });
      return Promise.resolve({ trackingNumber: 'CE000000001EE', label: Buffer.from('%PDF') });
    });
    await shipments.register(await calls.orderRow(order.orderId));
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]!.shipment)).toContain('Jaan');
    expect(JSON.stringify(sent[0]!.shipment)).toContain('+37255551234');
    expect(JSON.stringify(sent[0]!.shipment)).not.toContain('Mari');
  });

  it('makes the receipt out to the billing name and address; without one, to the buyer and the e-mail', async () => {
    const base = calls.orderBody();
    const billed = await orders.paidOrder(
      { [SKU]: 1 },
      { body: { payment: { ...base.payment, billingAddress: BILLING } } },
    );
    const receiptOf = async (order: PlacedOrder) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/order/${order.orderId}/receipt?orderCode=${order.orderCode}`,
      });
      expect(response.statusCode).toBe(200);
      return pdfTexts(response.rawPayload).join('\n');
    };
    const text = await receiptOf(billed);
    expect(text).toContain('Aino Virtanen\nMannerheimintie 1-A 5\n00100 Helsinki, FI\nmari.tamm@example.ee');
    expect(text).not.toContain('Mari Tamm');

    const plain = await receiptOf(await orders.paidOrder({ [SKU]: 1 }));
    expect(plain).toContain('Mari Tamm\nmari.tamm@example.ee');
    expect(plain).not.toContain('Narva mnt 5');
  });
});
