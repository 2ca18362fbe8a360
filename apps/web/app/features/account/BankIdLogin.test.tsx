import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi, type SentRequest } from '../../testing/component-harness.tsx';
import { AccountButton } from './AccountButton.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import { sessionStore } from './session-client.ts';

const PROFILE = {
  id: 9,
  email: '',
  firstname: 'Väinö',
  lastname: 'Virtanen',
  phoneNumber: null,
  country_id: 'FI',
  language: 'fi',
  group_id: 1,
  consentTermsAccepted: false,
  isSubscribedToNewsletter: false,
  personalCode: '******-123A',
  identityMethod: 'bank-id',
  addresses: [],
};

/** A popup as window.open hands it back: closed when the test says so. */
function stubPopup(popup: { closed: boolean } | null) {
  return vi.spyOn(window, 'open').mockImplementation(() => popup as Window | null);
}

function serverAcceptingRefresh() {
  return stubApi(({ path }: SentRequest) => {
    if (path === '/api/user/refresh')
      return { code: 200, result: 'access-token', meta: { refreshToken: 'rotated' } } as never;
    if (path === '/api/user/me') return { code: 200, result: PROFILE };
    return undefined;
  });
}

async function openBankId() {
  renderInStore(
    <SessionProvider>
      <AccountButton />
    </SessionProvider>,
    'fi',
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Oma tili' }));
  const modal = await screen.findByRole('dialog', { name: 'Kirjaudu sisään' });
  await user.click(within(modal).getByRole('tab', { name: 'Pankkitunnukset' }));
  await user.click(within(modal).getByRole('button', { name: 'Kirjaudu: Pankkitunnukset' }));
  return modal;
}

const post = (data: unknown, origin = window.location.origin) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

afterEach(() => vi.restoreAllMocks());

describe('the bank ID login in a popup', () => {
  it('offers the Finnish store bank ID and the password', async () => {
    stubApi(() => undefined);
    renderInStore(
      <SessionProvider>
        <AccountButton />
      </SessionProvider>,
      'fi',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oma tili' }));
    const modal = await screen.findByRole('dialog', { name: 'Kirjaudu sisään' });
    expect(
      within(modal)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pankkitunnukset', 'Salasana']);
  });

  it("says 'User not authorized' when the popup brings no token", async () => {
    const server = serverAcceptingRefresh();
    stubPopup({ closed: false });
    const modal = await openBankId();
    await post({ type: 'apteek-eident-result', refreshToken: null });
    expect(await within(modal).findByText('Käyttäjää ei ole tunnistettu.')).toBeTruthy();
    expect(server.sent.some((request) => request.path === '/api/user/refresh')).toBe(false);
  });

  it('ends the waiting when the popup is closed without an answer', async () => {
    stubApi(() => undefined);
    const popup = { closed: false };
    stubPopup(popup);
    const modal = await openBankId();
    expect(within(modal).getByRole('status')).toBeTruthy();
    popup.closed = true;
    expect(
      await within(modal).findByRole('button', { name: 'Kirjaudu: Pankkitunnukset' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(within(modal).queryByRole('status')).toBeNull();
  });

  it('cancels the waiting: the popup is closed and the login button is back', async () => {
    stubApi(() => undefined);
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
    stubPopup(popup);
    const modal = await openBankId();
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Peruuta' }));
    expect(popup.close).toHaveBeenCalled();
    expect(within(modal).getByRole('button', { name: 'Kirjaudu: Pankkitunnukset' })).toBeTruthy();
    expect(within(modal).queryByRole('status')).toBeNull();
  });

  it('says so when the browser blocks the popup', async () => {
    stubApi(() => undefined);
    stubPopup(null);
    const modal = await openBankId();
    expect(
      await within(modal).findByText('Salli ponnahdusikkunat tällä sivustolla kirjautuaksesi.'),
    ).toBeTruthy();
  });

  it('a session set-up that fails is logged without the customer, leaves nobody logged in and says so', async () => {
    const server = serverAcceptingRefresh();
    stubPopup({ closed: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const modal = await openBankId();
    // The browser refuses to keep the session (a full or private-mode storage).
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('apteek.session: rotated', 'QuotaExceededError');
    });
    await post({ type: 'apteek-eident-result', refreshToken: 'from-popup' });
    expect(
      await within(modal).findByText('Jokin meni vikaan. Yritä uudelleen muutaman sekunnin kuluttua.'),
    ).toBeTruthy();
    setItem.mockRestore();
    expect(server.sent.some((request) => request.path === '/api/user/refresh')).toBe(true);
    expect(warn).toHaveBeenCalledWith('session setup failed', 'QuotaExceededError');
    const logged = JSON.stringify(warn.mock.calls);
    for (const personal of ['rotated', 'access-token', 'from-popup', 'Väinö', '123A'])
      expect(logged).not.toContain(personal);
    expect((await sessionStore())?.snapshot()).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Kirjaudu: Pankkitunnukset' })).toBeTruthy();
  });

  // Last: the login it makes stays in this file's browser storage.
  it("opens the broker in a 600x700 popup that returns to the store's result page, then logs in", async () => {
    const server = serverAcceptingRefresh();
    const open = stubPopup({ closed: false });
    const modal = await openBankId();
    const [url, , features] = open.mock.calls[0]!;
    const redirect = `${window.location.origin}/fi/eident/result`;
    expect(url).toBe(`/api/user/eident?redirect_url=${encodeURIComponent(redirect)}`);
    expect(features).toMatch(/width=600,height=700/);
    expect(within(modal).getByRole('status')).toBeTruthy();

    await post({ type: 'apteek-eident-result', refreshToken: 'from-popup' }, 'https://evil.example');
    await post({ type: 'something-else', refreshToken: 'from-popup' });
    expect(server.sent.some((request) => request.path === '/api/user/refresh')).toBe(false);

    await post({ type: 'apteek-eident-result', refreshToken: 'from-popup' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(server.sent).toContainEqual(
      expect.objectContaining({ path: '/api/user/refresh', body: { refreshToken: 'from-popup' } }),
    );
  });
});
