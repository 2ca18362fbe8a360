import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffReturnAnswer } from '@apteek/domain';
import { stubApi } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const PEETER = { name: 'Peeter Pakkija', email: 'peeter@apteek.ee', role: 'warehouse', onDuty: false };

const REQUESTED: StaffReturnAnswer = {
  returnId: 7,
  state: 'requested',
  reason: 'Ei sobinud maitse.',
  refusalReason: null,
  requestedAt: '2026-11-24T08:30:00.000Z',
  decidedAt: null,
  sendBackBy: null,
  receivedAt: null,
  amount: 3.19,
  refunded: null,
  lines: [{ lineId: 1, sku: 'VITC-1000-20', name: 'C-vitamiin', qty: 1 }],
  orderId: '7d0c1a52-0000-4000-8000-000000000011',
  orderNumber: '100000051',
  storeCode: 'ee',
  customerName: 'Mari Tamm',
  paymentMethod: 'maksekeskus',
  refundBy: 'provider',
};

describe('the return requests on the fulfilment page', () => {
  it('accepts a request, keeps it waiting for its goods, then confirms their arrival and shows the refund', async () => {
    const accepted = { ...REQUESTED, state: 'accepted', decidedAt: '2026-11-24T09:00:00.000Z' };
    const { sent } = stubApi(({ method, path }) => {
      if (path === '/api/staff/me') return { code: 200, result: PEETER };
      if (path === '/api/staff/returns') return { code: 200, result: [REQUESTED] };
      if (method === 'POST' && path === '/api/staff/returns/7/accept') return { code: 200, result: accepted };
      if (method === 'POST' && path === '/api/staff/returns/7/receive')
        return {
          code: 200,
          result: { ...accepted, state: 'received', refunded: 3.19, receivedAt: '2026-11-26T09:00:00.000Z' },
        };
      return undefined;
    });
    renderStaffArea('/staff/fulfilment');
    const card = await screen.findByRole('article', { name: 'Tellimuse 100000051 tagastamise soov' });
    expect(within(card).queryByRole('button', { name: 'Kaup kohal: tagasta raha' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Kinnita tagastus' }));
    expect(
      await screen.findByText(
        'Tellimuse 100000051 tagastus on kinnitatud; kliendile saadeti e-kirjaga juhised toodete tagasisaatmiseks.',
      ),
    ).toBeTruthy();
    const waiting = screen.getByRole('article', { name: 'Tellimuse 100000051 tagastamise soov' });
    expect(within(waiting).getByText(/^Kinnitatud .*: ootame kaupa\.$/)).toBeTruthy();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Kaup kohal: tagasta raha' }));
    expect(
      await screen.findByText(/^Tellimuse 100000051 kaup on kohal ja 3,19\s€ tagastatud\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Tellimuse 100000051 tagastamise soov' })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/staff/returns/7/accept',
      '/api/staff/returns/7/receive',
    ]);
  });

  it('tells staff that a refund the payment provider refused changed nothing, and keeps the request waiting', async () => {
    const accepted = { ...REQUESTED, state: 'accepted', decidedAt: '2026-11-24T09:00:00.000Z' };
    stubApi(({ method, path }) => {
      if (path === '/api/staff/me') return { code: 200, result: PEETER };
      if (path === '/api/staff/returns') return { code: 200, result: [accepted] };
      if (method === 'POST' && path === '/api/staff/returns/7/receive')
        return { code: 502, result: 'Bad Gateway', reason: 'provider_unavailable' };
      return undefined;
    });
    renderStaffArea('/staff/fulfilment');
    const card = await screen.findByRole('article', { name: 'Tellimuse 100000051 tagastamise soov' });
    await userEvent.click(within(card).getByRole('button', { name: 'Kaup kohal: tagasta raha' }));
    expect(
      await screen.findByText(
        'Makseteenuse pakkuja ei võtnud tagasimakset vastu; midagi ei muutunud. Proovige mõne minuti pärast uuesti.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Tellimuse 100000051 tagastamise soov' })).toBeTruthy();
  });
});
