import { defaultOpeningTimes, cents } from '@apteek/domain';
import { makeCartItem } from '@apteek/domain/cart-test-factory';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, renderInStore } from '../../testing/component-harness.tsx';
import { useCart } from '../cart/index.ts';
import { Notifications } from '../notifications/index.ts';
import { PrescriptionWatch } from './PrescriptionWatch.tsx';
import { prescriptionCartLine } from './prescription-line.ts';

const HOURS = defaultOpeningTimes([2026]);
const rx = prescriptionCartLine(
  { sku: 'ATOR-20-30', name: 'Atorvastatin 20 mg', price: cents(540) },
  { number: '2611000012', patientCode: '40504040001' },
  1,
);
const serverLine = makeCartItem('ATOR-20-30', 1, {
  item_id: 9,
  line_key: rx.key,
  name: 'Atorvastatin 20 mg',
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: 10100, option_value: '2611000012' },
        { option_id: 10101, option_value: '40504040001' },
      ],
    },
  },
});

function LoadedCart() {
  const { state } = useCart({ load: true });
  return (
    <ul aria-label="lines">
      {state.items.map((item) => (
        <li key={item.key}>{item.name}</li>
      ))}
    </ul>
  );
}

afterEach(() => void vi.useRealTimers());

describe('PrescriptionWatch', () => {
  it('removes the prescription lines when prescriptions close, and says so', async () => {
    // A second before 21:00 in Tallinn on a Wednesday, held there until the cart has loaded.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T20:59:59+02:00'));
    let removed = false;
    localStorage.setItem('apteek-cart-ee', JSON.stringify({ cartId: 'cart-1', items: [] }));
    const api = stubApi(({ path }) => {
      if (path.startsWith('/api/prescription/opening-times')) return { code: 200, result: HOURS };
      if (path.startsWith('/api/cart/pull')) return { code: 200, result: removed ? [] : [serverLine] };
      if (path.startsWith('/api/prescription/cart/remove-lines')) {
        removed = true;
        return { code: 200, result: 1 };
      }
      if (path.startsWith('/api/stock/list')) return { code: 200, result: [] };
      return undefined;
    });
    renderInStore(
      <>
        <LoadedCart />
        <PrescriptionWatch />
        <Notifications />
      </>,
    );
    expect(await screen.findByText('Atorvastatin 20 mg')).toBeTruthy();
    expect(removed).toBe(false);
    // Closing: the next check, aligned to the minute, finds 0 minutes left.
    vi.setSystemTime(new Date('2026-12-02T21:00:00+02:00'));
    await waitFor(() => expect(removed).toBe(true), { timeout: 10_000 });
    expect(api.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/prescription/cart/remove-lines?cartId=cart-1' }),
    );
    await waitFor(() => expect(screen.queryByText('Atorvastatin 20 mg')).toBeNull());
    expect(
      await screen.findByText(
        'Retseptiravimid eemaldati ostukorvist, sest retseptiravimite müük on suletud.',
      ),
    ).toBeTruthy();
  });
});
