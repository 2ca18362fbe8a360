import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { AccountButton } from './AccountButton.tsx';
import { SessionProvider } from './SessionProvider.tsx';

/** The Estonian store's login modal, opened from the header's account button. */
async function openLoginModal() {
  stubApi(() => undefined);
  renderInStore(
    <SessionProvider>
      <AccountButton />
    </SessionProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Minu konto' }));
  const modal = await screen.findByRole('dialog', { name: 'Logi sisse' });
  return { user, tabs: within(within(modal).getByRole('tablist', { name: 'Sisselogimise viis' })), modal };
}

describe('the login method tabs', () => {
  it('are one tab stop, the chosen tab', async () => {
    const { tabs } = await openLoginModal();
    const password = tabs.getByRole('tab', { name: 'Parool' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    expect(tabs.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('move and open with the arrow keys, wrapping at the ends, and with Home and End', async () => {
    const { user, tabs, modal } = await openLoginModal();
    const chosen = () => tabs.getByRole('tab', { selected: true });
    tabs.getByRole('tab', { name: 'Parool' }).focus();

    await user.keyboard('{ArrowRight}');
    expect(chosen().textContent).toBe('Smart-ID');
    expect(document.activeElement).toBe(chosen());
    expect(chosen().tabIndex).toBe(0);
    expect(within(modal).getByRole('tabpanel').textContent).toContain('Isikukood');

    await user.keyboard('{ArrowRight}');
    expect(chosen().textContent).toBe('Mobiil-ID');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(chosen().textContent).toBe('Parool');
    expect(document.activeElement).toBe(chosen());

    await user.keyboard('{Home}');
    expect(chosen().textContent).toBe('Smart-ID');
    await user.keyboard('{End}');
    expect(chosen().textContent).toBe('Parool');
    expect(within(modal).getByLabelText('E-post')).toBeTruthy();
  });

  it('leaves Tab to the browser: it goes from the chosen tab into the panel', async () => {
    const { user, tabs, modal } = await openLoginModal();
    tabs.getByRole('tab', { name: 'Parool' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(modal).getByLabelText('E-post'));
  });
});
