import type { OrderHistoryPage } from '@apteek/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { SESSION_KEY } from './session-key.ts';

/** A customer's history with one order placed on 3 November 2026 (local time, so no zone shifts the day). */
const HISTORY: OrderHistoryPage = {
  items: [
    {
      orderId: 'o-1',
      orderNumber: 'A-1001',
      createdAt: new Date(2026, 10, 3, 12, 0).toISOString(),
      status: 'Paid',
      lifeStage: 'paid',
      grandTotal: 12.5,
      currencyCode: 'EUR',
      shippingType: 'Courier',
      paymentMethod: 'cashondelivery',
      items: [{ sku: 'IBU', name: 'Ibuprofen', qty: 1, rowTotalInclTax: 12.5 }],
    },
  ],
  totalCount: 1,
  pageSize: 20,
  currentPage: 1,
} as OrderHistoryPage;

describe('the order history', () => {
  it.each(['en', 'ee', 'fi', 'ru'] as const)('prints dates as DD.MM.YYYY in /%s', async (store) => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'access', refreshToken: 'refresh', user: null }),
    );
    stubApi(({ path }) =>
      path === '/api/order/history?pageSize=20&currentPage=1' ? { code: 200, result: HISTORY } : undefined,
    );
    renderInStore(<OrderHistory />, store);

    expect(await screen.findByText('A-1001')).toBeTruthy();
    expect(screen.getByText('03.11.2026')).toBeTruthy();
  });
});

describe("the customer's cancel", () => {
  function historyServer(cancel: () => { code: number; result: unknown }) {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'access', refreshToken: 'refresh', user: null }),
    );
    stubApi(({ path, method }) => {
      if (path === '/api/order/history?pageSize=20&currentPage=1') return { code: 200, result: HISTORY };
      if (method === 'POST' && path === '/api/order/o-1/cancel') return cancel();
      return undefined;
    });
  }

  it('cancels an order not yet packed and tells that what was paid is refunded', async () => {
    historyServer(() => ({
      code: 200,
      result: { orderNumber: 'A-1001', stage: 'cancelled', trackingNumber: null, pickupCode: null },
    }));
    renderInStore(<OrderHistory />, 'ee');
    await userEvent.click(await screen.findByRole('button', { name: 'Tühista tellimus A-1001' }));
    expect(
      await screen.findByText('Tellimus on tühistatud. Tasutud summa makstakse teile tagasi.'),
    ).toBeTruthy();
    expect(screen.getByText('Tühistatud')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tühista tellimus A-1001' })).toBeNull();
  });

  it('says in the store language when the order was packed meanwhile', async () => {
    historyServer(() => ({
      code: 409,
      result: 'The order has already been packed and can no longer be cancelled.',
    }));
    renderInStore(<OrderHistory />, 'fi');
    await userEvent.click(await screen.findByRole('button', { name: 'Peru tilaus A-1001' }));
    expect(await screen.findByText('Tilaus on jo pakattu, eikä sitä voi enää perua.')).toBeTruthy();
  });
});
