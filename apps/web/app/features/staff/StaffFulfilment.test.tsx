import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../testing/component-harness.tsx';
import type { FulfilmentOrder } from './staff-fulfilment-api.ts';
import { renderStaffArea } from './staff-test-harness.tsx';

const PEETER = { name: 'Peeter Pakkija', email: 'peeter@apteek.ee', role: 'warehouse', onDuty: false };

const PACKED: FulfilmentOrder = {
  orderId: '7d0c1a52-0000-4000-8000-000000000011',
  orderNumber: '100000051',
  createdAt: '2026-11-24T08:30:00.000Z',
  storeCode: 'ee',
  stage: 'packed',
  shippingType: 'ParcelMachine',
  carrierCode: 'omniva',
  methodCode: 'parcelmachine',
  paymentMethod: 'maksekeskus',
  isColdChain: true,
  trackingNumber: null,
  pickupCode: null,
  lines: [{ sku: 'INSU-100-5', name: 'Insulin pens', qty: 1, prescriptionNumber: null }],
};

const PAID: FulfilmentOrder = {
  ...PACKED,
  orderId: '7d0c1a52-0000-4000-8000-000000000012',
  orderNumber: '100000052',
  stage: 'paid',
  isColdChain: false,
  lines: [{ sku: 'PARA-500-20', name: 'Paracetamol', qty: 2, prescriptionNumber: null }],
};

function fulfilmentServer(sent: SentRequest[]) {
  return stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: PEETER };
    if (request.path === '/api/staff/fulfilment') return { code: 200, result: [PACKED, PAID] };
    if (request.method === 'POST' && request.path.endsWith('/hand-over')) {
      sent.push(request);
      return {
        code: 200,
        result: {
          orderNumber: PACKED.orderNumber,
          stage: 'handedToCarrier',
          trackingNumber: 'CC1EE',
          pickupCode: null,
        },
      };
    }
    if (request.method === 'POST' && request.path.endsWith('/pick')) {
      sent.push(request);
      return { code: 409, result: 'The order is not at a stage where this can be done.' };
    }
    return undefined;
  });
}

describe('the fulfilment queue', () => {
  it('hands a packed order to its carrier, drops it from the queue and offers its label', async () => {
    const sent: SentRequest[] = [];
    fulfilmentServer(sent);
    renderStaffArea('/staff/fulfilment');
    const packed = await screen.findByRole('article', { name: 'Tellimus 100000051' });
    expect(within(packed).getByText('Külmahel')).toBeTruthy();
    expect(within(packed).getByText('Pakitud')).toBeTruthy();
    await userEvent.click(within(packed).getByRole('button', { name: 'Anna vedajale' }));
    expect(await screen.findByText(/Tellimus 100000051 on vedaja käes: CC1EE\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ava pakisilt' }).getAttribute('href')).toBe(
      `/api/staff/fulfilment/${PACKED.orderId}/label`,
    );
    expect(screen.queryByRole('article', { name: 'Tellimus 100000051' })).toBeNull();
    expect(sent.map((request) => request.path)).toEqual([
      `/api/staff/fulfilment/${PACKED.orderId}/hand-over`,
    ]);
  });

  it('shows a refused step in the staff language and keeps the order', async () => {
    fulfilmentServer([]);
    renderStaffArea('/staff/fulfilment');
    const paid = await screen.findByRole('article', { name: 'Tellimus 100000052' });
    await userEvent.click(within(paid).getByRole('button', { name: 'Alusta korjamist' }));
    expect(await screen.findByText('Tellimus ei ole etapis, kus seda saaks teha.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Tellimus 100000052' })).toBeTruthy();
  });
});
