import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { translatorFor } from '../../i18n/catalogues.server.ts';
import { notify, notificationStore, dismissNotification } from '../../shell/index.ts';
import { prescription } from '../prescription/index.ts';
import { showCartEvent } from '../cart/index.ts';
import { CUSTOM_OPTION_IDS, STORE_VIEWS } from '@apteek/domain';
import { Notifications } from './index.ts';

const t = translatorFor('et');
const SESSION_EXPIRED = t(
  'Your session expired. You have been logged out and your prescription medicine has been removed from cart.',
);
/** A cart line of a prescription: its number and the patient's code are custom options 10100 and 10101. */
const rxLine = {
  productOption: {
    extension_attributes: {
      custom_options: [
        { option_id: CUSTOM_OPTION_IDS.PrescriptionNumber, option_value: '2611000012' },
        { option_id: CUSTOM_OPTION_IDS.PatientCode, option_value: '40504040001' },
      ],
    },
  },
};

afterEach(() => {
  vi.useRealTimers();
  for (const shown of notificationStore.snapshot()) dismissNotification(shown.id);
});

function renderStack() {
  return renderInStore(
    <>
      <Link to="/tooted">Tooted</Link>
      <Notifications />
    </>,
  );
}

describe('notifications', () => {
  it("keeps the session-expiry notice and a server's error past the usual 5 s, with a close action", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    stubApi(() => ({ code: 200, result: 1 }));
    renderStack();
    await prescription.onLogout('expired', {
      cart: { cartId: 'cart-1', items: [rxLine] },
      auth: null,
      locale: 'et-EE',
      translate: () => t,
    });
    showCartEvent({ kind: 'refused', message: 'Quantity must be below 5' }, STORE_VIEWS.ee, t);
    notify({ type: 'success', message: t('New item added to cart') });
    const expired = (await screen.findByText(SESSION_EXPIRED)).parentElement!;
    expect(await screen.findByText(t('Quantity must be below {quantity}', { quantity: 5 }))).toBeTruthy();
    expect(screen.getByText(t('New item added to cart'))).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.queryByText(t('New item added to cart'))).toBeNull();
    expect(screen.getByText(SESSION_EXPIRED)).toBeTruthy();
    expect(screen.getByText(t('Quantity must be below {quantity}', { quantity: 5 }))).toBeTruthy();

    // The expiry notice's close action is a button in words, and the only one it has.
    const buttons = within(expired).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([t('Close')]);
    vi.useRealTimers();
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(screen.queryByText(SESSION_EXPIRED)).toBeNull());
  });

  it('leaves behind what was said of a page when the shopper goes to another, but not what waits to be closed', async () => {
    renderStack();
    notify({ type: 'danger', message: 'Stays', timeToLive: null });
    notify({ type: 'success', message: t('New item added to cart') });
    expect(await screen.findByText(t('New item added to cart'))).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Tooted' }));
    await waitFor(() => expect(screen.queryByText(t('New item added to cart'))).toBeNull());
    expect(screen.getByText('Stays')).toBeTruthy();
  });
});
