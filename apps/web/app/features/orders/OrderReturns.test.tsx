import type { OrderReturnsAnswer } from '@apteek/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { OrderReturnsSection } from './OrderReturns.tsx';

const ORDER = { orderId: 'o-1', orderCode: 'secret' };
const PATH = '/api/order/o-1/returns';

const returns = (changes: Partial<OrderReturnsAnswer> = {}): OrderReturnsAnswer => ({
  window: { open: true, deadline: '2026-11-16T22:00:00.000Z', refusal: null },
  lines: [
    { lineId: 1, sku: 'VITC', name: 'Vitamin C', qty: 2, returnable: 2, kind: 'goods' },
    { lineId: 2, sku: 'SANI', name: 'Hand gel', qty: 1, returnable: 1, kind: 'sealed' },
    { lineId: 3, sku: 'PARA', name: 'Paracetamol', qty: 1, returnable: 0, kind: 'medicine' },
  ],
  requests: [],
  ...changes,
});

describe('the order page returns', () => {
  it('asks back the chosen units with the reason, the hygiene product only as unopened, and shows the request', async () => {
    const { sent } = stubApi(({ method, path }) => {
      if (method === 'GET' && path === `${PATH}?orderCode=secret`) return { code: 200, result: returns() };
      if (method === 'POST' && path === PATH)
        return {
          code: 200,
          result: returns({
            requests: [
              {
                returnId: 7,
                state: 'requested',
                reason: 'Too many',
                refusalReason: null,
                requestedAt: '2026-11-05T10:00:00.000Z',
                decidedAt: null,
                sendBackBy: null,
                receivedAt: null,
                amount: 3.19,
                refunded: null,
                lines: [{ lineId: 1, sku: 'VITC', name: 'Vitamin C', qty: 1 }],
              },
            ],
          }),
        };
      return undefined;
    });
    renderInStore(<OrderReturnsSection order={ORDER} />, 'en');

    expect(
      await screen.findByText('Products other than medicines can be returned until 16.11.2026.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw from the contract here' }));
    expect(screen.queryByLabelText('Paracetamol: quantity to return')).toBeNull();
    expect(screen.getByText('Medicines cannot be returned.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vitamin C: quantity to return'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Hand gel: quantity to return'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('The package is unopened'));
    fireEvent.change(screen.getByLabelText('Reason for the return'), { target: { value: 'Too many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText('Waiting for us to accept the return')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      orderCode: 'secret',
      reason: 'Too many',
      lines: [
        { lineId: 1, qty: 1 },
        { lineId: 2, qty: 1, unopened: true },
      ],
    });
  });

  it("tells where to send an accepted request's goods, shows a received one's refund, and no withdrawal once the period is over", async () => {
    stubApi(({ path }) =>
      path === `${PATH}?orderCode=secret`
        ? {
            code: 200,
            result: returns({
              window: {
                open: false,
                deadline: '2026-11-16T22:00:00.000Z',
                refusal: 'The 14-day return period for this order has ended.',
              },
              lines: [{ lineId: 1, sku: 'VITC', name: 'Vitamin C', qty: 2, returnable: 0, kind: 'goods' }],
              requests: [
                {
                  returnId: 8,
                  state: 'accepted',
                  reason: 'Too many',
                  refusalReason: null,
                  requestedAt: '2026-11-05T10:00:00.000Z',
                  decidedAt: '2026-11-06T10:00:00.000Z',
                  sendBackBy: '2026-11-19T22:00:00.000Z',
                  receivedAt: null,
                  amount: 2.5,
                  refunded: null,
                  lines: [{ lineId: 1, sku: 'VITC', name: 'Vitamin C', qty: 1 }],
                },
                {
                  returnId: 7,
                  state: 'received',
                  reason: 'Too many',
                  refusalReason: null,
                  requestedAt: '2026-11-05T10:00:00.000Z',
                  decidedAt: '2026-11-06T10:00:00.000Z',
                  sendBackBy: null,
                  receivedAt: '2026-11-07T10:00:00.000Z',
                  amount: 3.19,
                  refunded: 3.19,
                  lines: [{ lineId: 1, sku: 'VITC', name: 'Vitamin C', qty: 1 }],
                },
              ],
            }),
          }
        : undefined,
    );
    renderInStore(<OrderReturnsSection order={ORDER} />, 'en');

    expect(await screen.findByText('Products received: 3.19 € refunded')).toBeTruthy();
    expect(
      screen.getByText(
        'Accepted: send the products to Apteek OÜ, Tartu mnt 10, 10117 Tallinn, Eesti by 19.11.2026. We refund 2.50 € once they reach us.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The 14-day return period for this order has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw from the contract here' })).toBeNull();
  });
});
