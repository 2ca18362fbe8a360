import type { OrderHistoryPage } from '@apteek/domain';
import { screen } from '@testing-library/react';
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
