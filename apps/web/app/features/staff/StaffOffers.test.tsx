import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/component-harness.tsx';
import type { OfferRequest } from './staff-offers-api.ts';
import { renderStaffArea } from './staff-test-harness.tsx';

const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: true };

const REQUEST: OfferRequest = {
  id: 7,
  prescriptionNumber: '2611000001',
  medicine: { kind: 'active-substance', atc: 'C10AA05', strength: '20 mg', form: 'tablet' },
  title: 'Atorvastatin 20 mg tablets (active substance)',
  qty: 3,
  rate: 75,
  requestedAt: '2026-11-25T10:00:00.000Z',
  fallbackAt: '2026-11-25T10:03:00.000Z',
};

const offer = (sku: string, name: string, priceCents: number, isCheapest: boolean) => ({
  sku,
  name,
  priceCents,
  isCheapest,
  isSuitableForAge: true,
});

/** A pharmacist on duty, one waiting request, its two suitable products; the send answered by `sendCode`. */
function offersServer(sendCode = 200) {
  return stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: MARI };
    if (request.path === '/api/staff/offer-requests') return { code: 200, result: [REQUEST] };
    if (request.path === '/api/staff/offer-requests/7/products') {
      return {
        code: 200,
        result: {
          request: REQUEST,
          result: 'Success',
          offers: [
            offer('ATOR-20-NP-30', 'Atorvastatin Nordic 20 mg', 590, true),
            offer('ATOR-20-30', 'Atorvastatin 20 mg', 690, false),
          ],
        },
      };
    }
    if (request.path === '/api/staff/offer-requests/7/offer') {
      return sendCode === 200
        ? { code: 200, result: { result: 'Success', offers: [] } }
        : { code: 404, result: 'Not found' };
    }
    return undefined;
  });
}

const requestCard = () => screen.getByRole('article', { name: 'Retsept 2611000001' });

describe('the prescription offers', () => {
  it('shows what the request needs, the cheapest chosen and flagged, and sends the chosen products', async () => {
    const server = offersServer();
    renderStaffArea('/staff/offers');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Retsept 2611000001' });
    const card = requestCard();
    expect(card.textContent).toContain('Toimeaine C10AA05, 20 mg, tablet');
    expect(card.textContent).toContain('3 pakendit');
    expect(card.textContent).toContain('Soodustus 75%');
    expect(card.textContent).toContain('Automaatne pakkumine kell 12:03');

    await user.click(within(card).getByRole('button', { name: 'Koosta pakkumine' }));
    const cheapest = await within(card).findByRole('checkbox', { name: /Atorvastatin Nordic 20 mg/ });
    const other = within(card).getByRole('checkbox', { name: /^Atorvastatin 20 mg/ });
    expect((cheapest as HTMLInputElement).checked).toBe(true);
    expect((cheapest as HTMLInputElement).disabled).toBe(true);
    expect(cheapest.closest('label')!.textContent).toContain('Soodsaim');
    expect((other as HTMLInputElement).checked).toBe(false);
    await user.click(other);
    await user.click(within(card).getByRole('button', { name: 'Saada pakkumine' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Pakkumine retseptile 2611000001 on saadetud.',
    );
    expect(screen.queryByRole('article', { name: 'Retsept 2611000001' })).toBeNull();
    expect(server.sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/staff/offer-requests/7/offer',
        body: { skus: ['ATOR-20-NP-30', 'ATOR-20-30'] },
      },
    ]);
  });

  it('says so in English when the request was answered meanwhile', async () => {
    offersServer(404);
    renderStaffArea('/staff/offers', 'en');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Prescription 2611000001' });
    await user.click(screen.getByRole('button', { name: 'Compose the offer' }));
    await screen.findByRole('checkbox', { name: /Atorvastatin Nordic 20 mg/ });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('This request was already answered.')).toBeTruthy();
  });
});
