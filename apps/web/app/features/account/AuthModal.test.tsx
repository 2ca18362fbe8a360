import { LOGIN_FAILED } from '@apteek/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { AccountButton } from './AccountButton.tsx';
import { SessionProvider } from './SessionProvider.tsx';

/** The header's account button with the session around it, as every page has them. */
async function openLoginModal() {
  renderInStore(
    <SessionProvider>
      <AccountButton />
    </SessionProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Minu konto' }));
  return { user, modal: await screen.findByRole('dialog', { name: 'Logi sisse' }) };
}

describe('the login modal', () => {
  it('leads a shopper who ordered without an account to the order look-up', async () => {
    stubApi(() => undefined);
    const { modal } = await openLoginModal();
    const link = within(modal).getByRole('link', { name: 'Tellisid ilma kontota? Leia oma tellimus' });
    expect(link.getAttribute('href')).toBe('/order-lookup');
  });

  it('sends the credentials and shows the server refusal in the store language', async () => {
    const server = stubApi(({ path }) =>
      path === '/api/user/login' ? { code: 401, result: LOGIN_FAILED } : undefined,
    );
    const { user, modal } = await openLoginModal();

    await user.type(within(modal).getByLabelText('E-post'), 'mari@example.ee');
    await user.type(within(modal).getByLabelText('Parool'), 'wrong password');
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse' }));

    expect(
      await within(modal).findByText('Sisselogimine ebaõnnestus või on sinu konto ajutiselt suletud.'),
    ).toBeTruthy();
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/user/login',
      body: { username: 'mari@example.ee', password: 'wrong password' },
    });
  });

  it('names an invalid e-mail address in the store language without asking the server', async () => {
    const server = stubApi(() => undefined);
    const { user, modal } = await openLoginModal();

    await user.type(within(modal).getByLabelText('E-post'), 'mari.example.ee');
    await user.type(within(modal).getByLabelText('Parool'), 'secret');
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse' }));

    expect(await within(modal).findByText('Palun sisesta korrektne e-posti aadress.')).toBeTruthy();
    expect(server.sent.filter((request) => request.path === '/api/user/login')).toEqual([]);
  });
});
