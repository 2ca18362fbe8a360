import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiAnswer, type SentRequest } from '../../testing/component-harness.tsx';
import type { OrderToCheckView } from '@apteek/domain';
import { renderStaffArea } from './staff-test-harness.tsx';

const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: false };

const RX: OrderToCheckView = {
  orderId: '7d0c1a52-0000-4000-8000-000000000001',
  orderNumber: '100000042',
  createdAt: '2026-11-24T08:30:00.000Z',
  storeCode: 'ee',
  status: 'Processing',
  paymentStatus: 'pending',
  paymentMethod: 'cashondelivery',
  reasons: ['prescription'],
  note: null,
  lines: [{ sku: 'ATOR-20-30', name: 'Atorvastatin 20 mg', qty: 1, prescriptionNumber: '2611000012' }],
};

const MANUAL: OrderToCheckView = {
  ...RX,
  orderId: '7d0c1a52-0000-4000-8000-000000000002',
  orderNumber: '100000043',
  status: 'ManualCheck',
  paymentStatus: 'paid',
  paymentMethod: 'maksekeskus',
  reasons: ['manualCheck'],
  note: {
    code: 'amountMismatch',
    provider: 'maksekeskus',
    transactionId: 'T1',
    amount: 878,
    orderTotal: 879,
  },
  lines: [{ sku: 'XYLO-01-10', name: 'Xylometazoline spray', qty: 2, prescriptionNumber: null }],
};

/** A logged-in pharmacist, the two orders, and what approve and cancel answer. */
function ordersServer(
  decide: (request: SentRequest) => ApiAnswer = () => ({
    code: 200,
    result: { orderNumber: '100000042', status: 'Processing' },
  }),
) {
  return stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: MARI };
    if (request.path === '/api/staff/orders') return { code: 200, result: [RX, MANUAL] };
    if (request.method === 'POST' && request.path.startsWith('/api/staff/orders/')) return decide(request);
    return undefined;
  });
}

const orderCard = (number: string) => screen.getByRole('article', { name: `Tellimus ${number}` });

describe('the orders to check', () => {
  it('lists each order with why it waits, its lines and prescription numbers', async () => {
    ordersServer();
    renderStaffArea('/staff/orders');
    await screen.findByRole('heading', { name: 'Tellimus 100000042' });
    const rx = orderCard('100000042');
    expect(within(rx).getByText('Retseptitellimus')).toBeTruthy();
    expect(rx.textContent).toContain('Atorvastatin 20 mg');
    expect(rx.textContent).toContain('Retsept 2611000012');
    expect(rx.textContent).toContain('24.11.2026');
    const manual = orderCard('100000043');
    expect(within(manual).getByText('Käsitsi kontroll')).toBeTruthy();
    expect(manual.textContent).toContain(
      'Maksekeskus makse T1 oli 8,78\u00a0€, tellimuse summa on 8,79\u00a0€.',
    );
  });

  it.each([
    ['fi', 'Tilaus 100000043', 'Maksekeskus-maksu T1 oli 8,78\u00a0€, tilauksen summa on 8,79\u00a0€.'],
    ['en', 'Order 100000043', 'The Maksekeskus payment T1 was 8.78\u00a0€; the order is 8.79\u00a0€.'],
    ['ru', 'Заказ 100000043', 'Платёж Maksekeskus T1 составил 8,78\u00a0€, сумма заказа 8,79\u00a0€.'],
  ] as const)(
    'words the ManualCheck reason in the staff page’s language (%s), money as the store prints it',
    async (language, title, text) => {
      ordersServer();
      renderStaffArea(`/staff/orders`, language);
      const card = await screen.findByRole('article', { name: title });
      expect(card.textContent).toContain(text);
      expect(card.textContent).not.toContain('cents');
    },
  );

  it('words a late payment whose stock is gone, and shows a note kept from before as written', async () => {
    stubApi((request) => {
      if (request.path === '/api/staff/me') return { code: 200, result: MARI };
      if (request.path === '/api/staff/orders')
        return {
          code: 200,
          result: [
            { ...MANUAL, note: { code: 'lateOutOfStock', provider: 'paytrail', transactionId: 'P9' } },
            {
              ...RX,
              orderNumber: '100000044',
              reasons: ['manualCheck'],
              note: { code: 'text', text: 'vana märkus' },
            },
          ],
        };
      return undefined;
    });
    renderStaffArea('/staff/orders');
    await screen.findByRole('heading', { name: 'Tellimus 100000043' });
    expect(orderCard('100000043').textContent).toContain(
      'Paytrail makse P9 saabus pärast maksmata tellimuse aegumist ja kaupa pole enam saadaval.',
    );
    expect(orderCard('100000044').textContent).toContain('vana märkus');
  });

  it('approves an order: it leaves the list and the page says the customer is told', async () => {
    const server = ordersServer();
    renderStaffArea('/staff/orders');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Tellimus 100000042' });
    await user.click(within(orderCard('100000042')).getByRole('button', { name: 'Kinnita' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Tellimus 100000042 on kinnitatud. Klient saab e-kirja.',
    );
    expect(screen.queryByRole('heading', { name: 'Tellimus 100000042' })).toBeNull();
    expect(server.sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/staff/orders/${RX.orderId}/approve`, body: {} },
    ]);
  });

  it('asks for a reason before cancelling, then cancels with it', async () => {
    const server = ordersServer();
    renderStaffArea('/staff/orders');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Tellimus 100000043' });
    const card = orderCard('100000043');
    await user.click(within(card).getByRole('button', { name: 'Tühista tellimus' }));
    const reason = within(card).getByLabelText('Tühistamise põhjus (klient näeb seda)');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(card.textContent).toContain('Põhjus on kohustuslik.');
    expect(server.sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(reason, 'The payment does not match the order.');
    await user.click(within(card).getByRole('button', { name: 'Tühista tellimus' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Tellimus 100000043 on tühistatud. Klient saab e-kirja koos põhjusega.',
    );
    expect(server.sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/staff/orders/${MANUAL.orderId}/cancel`,
        body: { reason: 'The payment does not match the order.' },
      },
    ]);
  });

  it('shows why a decision was refused, in English on the English page', async () => {
    ordersServer(() => ({ code: 409, result: 'The order is not waiting for a check.' }));
    renderStaffArea('/staff/orders', 'en');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Order 100000042' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The order is not waiting for a check.');
  });

  it('says so when nothing waits', async () => {
    stubApi((request) => {
      if (request.path === '/api/staff/me') return { code: 200, result: MARI };
      if (request.path === '/api/staff/orders') return { code: 200, result: [] };
      return undefined;
    });
    renderStaffArea('/staff/orders');
    expect(await screen.findByText('Kontrollimist ootavaid tellimusi pole.')).toBeTruthy();
  });
});
