import type { OrderViewAnswer, StoreCode } from '@apteek/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { OrderPage } from './OrderPage.tsx';

const ORDER: OrderViewAnswer = {
  orderId: 'o-1',
  orderNumber: '100000042',
  orderCode: 'secret',
  createdAt: new Date(2026, 10, 3, 12, 0).toISOString(),
  storeCode: 'ee',
  status: 'Paid',
  lifeStage: 'handedToCarrier',
  lines: [
    {
      sku: 'IBU',
      name: 'Ibuprofen',
      qty: 2,
      rowTotalInclTax: 10,
      taxPercent: 9,
      prescriptionNumber: null,
      fundAmount: 0,
    },
    {
      sku: 'RX',
      name: 'Metformin',
      qty: 1,
      rowTotalInclTax: 8,
      taxPercent: 9,
      prescriptionNumber: '1012345678',
      fundAmount: 4,
    },
  ],
  delivery: {
    type: 'ParcelMachine',
    carrierCode: 'omniva',
    parcelMachine: { name: 'Kristiine Omniva', address: 'Endla 45', city: 'Tallinn', zipCode: '10615' },
    address: null,
    recipient: { name: 'Mari Tamm', phoneNumber: '+37251234567' },
    trackingNumber: 'CC123456785EE',
    trackingUrl: 'https://www.omniva.ee/era/jalgimine?barcode=CC123456785EE',
    pickupCode: null,
  },
  payment: { method: 'maksekeskus', bank: 'swedbank', status: 'paid', company: null, billingAddress: null },
  totals: {
    subtotalInclTax: 18,
    discount: 0,
    shippingInclTax: 3,
    taxTotal: 1.5,
    fundTotal: 4,
    grandTotal: 17,
    refunded: 0,
  },
  timeline: [
    { stage: 'placed', at: new Date(2026, 10, 3, 12, 0).toISOString() },
    { stage: 'paid', at: new Date(2026, 10, 3, 12, 2).toISOString() },
    { stage: 'handedToCarrier', at: new Date(2026, 10, 4, 9, 0).toISOString() },
    { stage: 'delivered', at: null },
  ],
  hasReceipt: true,
  hasInvoice: false,
  creditNotes: [{ number: 3, label: 'KR-000003', issuedAt: '2026-11-06T10:00:00.000Z', amount: 4.5 }],
};

/** The page of order o-1 (code "secret") in this store, its answer `order`. */
function showOrder(order: OrderViewAnswer, store: StoreCode) {
  stubApi(({ path }) =>
    path === '/api/order/o-1?orderCode=secret' ? { code: 200, result: order } : undefined,
  );
  renderInStore(<OrderPage orderId="o-1" orderCode="secret" />, store);
}

describe('the order page', () => {
  it('shows the timeline with the tracking link, the prescription and the fund share, and the receipt', async () => {
    showOrder(ORDER, 'en');

    expect(await screen.findByRole('heading', { name: 'Order 100000042' })).toBeTruthy();
    const tracking = screen.getByRole('link', { name: 'CC123456785EE' });
    expect(tracking.getAttribute('href')).toBe(ORDER.delivery.trackingUrl);
    expect(screen.getByText('Prescription 1012345678')).toBeTruthy();
    expect(screen.getByText("Health Insurance Fund's share 4.00 €")).toBeTruthy();
    expect(screen.getByText('Delivered', { exact: false }).textContent).toContain('not yet');
    expect(screen.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/order/o-1/receipt?orderCode=secret',
    );
    expect(screen.getByRole('link', { name: 'Credit note KR-000003 (PDF)' }).getAttribute('href')).toBe(
      '/api/order/o-1/credit-note/3?orderCode=secret',
    );
    expect(screen.getByRole('button', { name: 'Buy again' })).toBeTruthy();
  });

  it("shows who receives a courier's parcel and the billing address, in the store's language", async () => {
    const courier: OrderViewAnswer = {
      ...ORDER,
      delivery: {
        ...ORDER.delivery,
        type: 'Courier',
        carrierCode: 'dpd',
        parcelMachine: null,
        address: {
          name: 'Jaan Kask',
          streetAddress: 'Narva mnt 5',
          city: 'Tallinn',
          zipCode: '10117',
          country: 'EE',
        },
        recipient: { name: 'Jaan Kask', phoneNumber: '+37255551234' },
      },
      payment: {
        ...ORDER.payment,
        billingAddress: {
          name: 'Aino Virtanen',
          streetAddress: 'Mannerheimintie 1',
          city: 'Helsinki',
          zipCode: '00100',
          country: 'FI',
          phoneNumber: '+358401234567',
        },
      },
    };
    showOrder(courier, 'fi');
    expect(await screen.findByText('Vastaanottaja: Jaan Kask, +37255551234')).toBeTruthy();
    expect(screen.getByText(/Narva mnt 5, 10117 Tallinn, Viro/)).toBeTruthy();
    const billing = screen.getByText(/Laskutusosoite: Aino Virtanen/);
    expect(billing.textContent).toBe(
      'Laskutusosoite: Aino VirtanenMannerheimintie 1, 00100 Helsinki, Suomi+358401234567',
    );
  });

  it('answers an order it may not read as not found', async () => {
    stubApi(({ path }) =>
      path === '/api/order/o-2?orderCode=wrong' ? { code: 404, result: 'Order not found' } : undefined,
    );
    renderInStore(<OrderPage orderId="o-2" orderCode="wrong" />, 'ee');
    expect(await screen.findByText('Tellimust ei leitud')).toBeTruthy();
  });

  it('lets the customer cancel an order not yet packed and shows the refund; a handed-over one has no cancel', async () => {
    const paid: OrderViewAnswer = { ...ORDER, lifeStage: 'paid', timeline: ORDER.timeline.slice(0, 2) };
    const cancelled: OrderViewAnswer = {
      ...paid,
      status: 'Cancelled',
      lifeStage: 'cancelled',
      totals: { ...paid.totals, refunded: 17 },
    };
    let current = paid;
    const server = stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/order/o-1/cancel') {
        current = cancelled;
        return {
          code: 200,
          result: { orderNumber: '100000042', stage: 'cancelled', trackingNumber: null, pickupCode: null },
        };
      }
      return path === '/api/order/o-1?orderCode=secret' ? { code: 200, result: current } : undefined;
    });
    renderInStore(<OrderPage orderId="o-1" orderCode="secret" />, 'ee');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tühista tellimus' }));
    await user.click(screen.getByRole('button', { name: 'Jah, tühista tellimus' }));
    const message = await screen.findByText(/tühistatud|Midagi|viga|wrong/i, { selector: 'p,div' });
    expect(message.textContent).toBe('Tellimus on tühistatud. Sulle tagastatakse 17,00\u00a0€.');
    expect(screen.getByText('Tagastatud')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tühista tellimus' })).toBeNull();
    expect(server.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/order/o-1/cancel',
        body: { orderCode: 'secret' },
      }),
    );
  });

  it('offers no cancel once the order has left the pharmacy', async () => {
    showOrder(ORDER, 'en');
    expect(await screen.findByRole('heading', { name: 'Order 100000042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });
});
