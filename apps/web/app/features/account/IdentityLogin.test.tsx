import type { StoreCode } from '@apteek/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi, type SentRequest } from '../../testing/component-harness.tsx';
import { AccountButton } from './AccountButton.tsx';
import { SessionProvider } from './SessionProvider.tsx';

const PROFILE = {
  id: 7,
  email: '',
  firstname: 'Jaan',
  lastname: 'Tamm',
  phoneNumber: null,
  country_id: 'EE',
  language: 'et',
  group_id: 1,
  consentTermsAccepted: false,
  isSubscribedToNewsletter: false,
  personalCode: '3********71',
  identityMethod: 'smart-id',
  addresses: [],
};

/** An identity provider as the store's API answers it: `poll` gives each session answer. */
function identityServer(path: 'smartid' | 'mobileid', poll: () => object) {
  return stubApi(({ path: sent }: SentRequest) => {
    if (sent === `/api/user/${path}/init`)
      return { code: 200, result: { sessionId: 'signed-session', verificationCode: '4555' } };
    if (sent.startsWith(`/api/user/${path}/session?sessionId=signed-session`))
      return { code: 200, result: poll() };
    if (sent === `/api/user/${path}/login`)
      return { code: 200, result: 'access-token', meta: { refreshToken: 'refresh-token' } } as never;
    if (sent === '/api/user/me') return { code: 200, result: PROFILE };
    return undefined;
  });
}

async function openModal(storeCode: StoreCode, account: string, login: string) {
  renderInStore(
    <SessionProvider>
      <AccountButton />
    </SessionProvider>,
    storeCode,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: account }));
  return { user, modal: await screen.findByRole('dialog', { name: login }) };
}

const RUNNING = { state: 'RUNNING', result: null };
const OK = { state: 'COMPLETE', result: 'OK' };

describe('the login modal for strong identification', () => {
  it('offers each store its methods, the password login open first', async () => {
    stubApi(() => undefined);
    const { modal } = await openModal('ee', 'Minu konto', 'Logi sisse');
    const tabs = within(modal).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Smart-ID', 'Mobiil-ID', 'ID-kaart', 'Parool']);
    expect(within(modal).getByRole('tab', { name: 'Parool' }).getAttribute('aria-selected')).toBe('true');
    expect(within(modal).getByLabelText('E-post')).toBeTruthy();
  });

  it('checks the personal code in the store language before asking the server', async () => {
    const server = stubApi(() => undefined);
    const { user, modal } = await openModal('ee', 'Minu konto', 'Logi sisse');
    await user.click(within(modal).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(modal).getByLabelText('Isikukood'), '38412319872');
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: Smart-ID' }));

    expect(await within(modal).findByText('Sisesta kehtiv Eesti isikukood.')).toBeTruthy();
    expect(server.sent.filter((request) => request.path.includes('smartid'))).toEqual([]);
  });

  it('shows a Mobile-ID outcome in the store language and lets the shopper try again', async () => {
    const server = identityServer('mobileid', () => ({
      state: 'COMPLETE',
      result: 'USER_CANCELLED',
      message: 'You cancelled the login on your phone.',
    }));
    const { user, modal } = await openModal('ru', 'Мой аккаунт', 'Войти');
    await user.click(within(modal).getByRole('tab', { name: 'Mobile-ID' }));
    await user.type(within(modal).getByLabelText('Номер телефона'), '+372 0000 0766');
    await user.type(within(modal).getByLabelText('Личный код'), '60001019906');
    await user.click(within(modal).getByRole('button', { name: 'Войти через Mobile-ID' }));

    expect(
      await within(modal).findByText('Вы отменили вход на телефоне.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Войти через Mobile-ID' })).toBeTruthy();
    expect(within(modal).getByLabelText<HTMLInputElement>('Личный код').value).toBe('60001019906');
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/user/mobileid/init',
      body: { personalCode: '60001019906', phoneNumber: '+37200000766', language: 'ru' },
    });
    expect(server.sent.some((request) => request.path.endsWith('/login'))).toBe(false);
  });

  it('cancels a running session: back to the form, no more polls', async () => {
    const server = identityServer('smartid', () => RUNNING);
    const { user, modal } = await openModal('en', 'My account', 'Log in');
    await user.click(within(modal).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(modal).getByLabelText('Personal code'), '38412319871');
    await user.click(within(modal).getByRole('button', { name: 'Log in with Smart-ID' }));
    await within(modal).findByTestId('verification-code');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));

    expect(within(modal).getByLabelText('Personal code')).toBeTruthy();
    const polls = () => server.sent.filter((request) => request.path.includes('/session')).length;
    const before = polls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls()).toBe(before);
  });

  it("says the spec's text when the provider will not start", async () => {
    stubApi(({ path }) =>
      path === '/api/user/smartid/init'
        ? { code: 400, result: 'Initiate Authentication rejected' }
        : undefined,
    );
    const { user, modal } = await openModal('ee', 'Minu konto', 'Logi sisse');
    await user.click(within(modal).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(modal).getByLabelText('Isikukood'), '38412319871');
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: Smart-ID' }));

    expect(
      await within(modal).findByText('Tuvastamist ei saanud alustada. Kontrolli andmeid ja proovi uuesti.'),
    ).toBeTruthy();
  });

  // Last: the logged-in session stays for the rest of the file.
  it('shows the verification code while polling, then logs in like a password login', async () => {
    // The person approves on the phone only once the test has seen the code.
    let approved = false;
    const server = identityServer('smartid', () => (approved ? OK : RUNNING));
    const { user, modal } = await openModal('ee', 'Minu konto', 'Logi sisse');
    await user.click(within(modal).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(modal).getByLabelText('Isikukood'), '38412319871');
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: Smart-ID' }));

    expect((await within(modal).findByTestId('verification-code')).textContent).toBe('4555');
    expect(within(modal).getByRole('status').textContent).toContain('Ootame sinu kinnitust');
    approved = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // The customer is read before the test ends, so nothing runs after the document is gone.
    expect(await screen.findByText('Jaan Tamm', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/user/smartid/init',
      body: { personalCode: '38412319871', language: 'et' },
    });
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/user/smartid/login',
      body: { sessionId: 'signed-session', language: 'et' },
    });
    expect(
      localStorage.getItem(Object.keys(localStorage).find((key) => key.includes('session')) ?? ''),
    ).toContain('refresh-token');
  });
});
