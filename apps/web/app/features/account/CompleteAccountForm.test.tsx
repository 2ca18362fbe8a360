import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import type { CustomerProfile } from './customer-profile.ts';
import { SESSION_KEY } from './session-key.ts';

/** An account a Smart-ID login made: names from the certificate, nothing else. */
const strongLogin: CustomerProfile = {
  id: 7,
  email: '',
  firstname: 'Jaan',
  lastname: 'Tamm',
  phoneNumber: null,
  country_id: 'EE',
  language: 'en',
  group_id: 1,
  consentTermsAccepted: false,
  isSubscribedToNewsletter: false,
  personalCode: '3********71',
  identityMethod: 'smart-id',
  hasPassword: false,
  addresses: [],
};

// The browser's one session lives in module state: each test starts from a fresh page.
beforeEach(() => vi.resetModules());

/** A checkout-like page that runs the check for the logged-in customer, with the login modal. */
async function renderCheck(user: CustomerProfile, answer: (body: unknown) => CustomerProfile) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', user }));
  const server = stubApi(({ method, path, body }) => {
    if (path !== '/api/user/me') return undefined;
    return { code: 200, result: method === 'POST' ? answer(body) : user };
  });
  const { SessionProvider } = await import('./SessionProvider.tsx');
  const { useNewUserCheck } = await import('./use-new-user-check.ts');
  function Checkout() {
    useNewUserCheck(true);
    return null;
  }
  renderInStore(
    <SessionProvider>
      <Checkout />
    </SessionProvider>,
    'en',
  );
  return server;
}

describe('the new-user check', () => {
  it('asks a strong login’s account for e-mail, phone and the terms, and sends them with the acceptance', async () => {
    const server = await renderCheck(strongLogin, () => ({
      ...strongLogin,
      email: 'jaan@example.ee',
      phoneNumber: '+37251234567',
      consentTermsAccepted: true,
    }));
    const step = await screen.findByRole('dialog', { name: 'Complete your account' });
    const user = userEvent.setup();

    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    expect(await within(step).findByText('You must accept the terms and conditions.')).toBeTruthy();
    expect(server.sent.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.type(within(step).getByLabelText('E-mail'), 'jaan@example.ee');
    await user.type(within(step).getByLabelText('Phone number'), '5123 4567');
    await user.click(within(step).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(within(step).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete your account' })).toBeNull());
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/user/me',
      body: {
        customer: { email: 'jaan@example.ee', phoneNumber: '+37251234567', consentTermsAccepted: true },
      },
    });
  });

  it('asks only for what is missing', async () => {
    await renderCheck({ ...strongLogin, email: 'jaan@example.ee', consentTermsAccepted: true }, (body) => ({
      ...strongLogin,
      ...(body as { customer: object }).customer,
    }));
    const step = await screen.findByRole('dialog', { name: 'Complete your account' });
    expect(within(step).getByLabelText('Phone number')).toBeTruthy();
    expect(within(step).queryByLabelText('E-mail')).toBeNull();
    expect(within(step).queryByRole('checkbox')).toBeNull();
  });

  it('leaves a complete account alone', async () => {
    const server = await renderCheck(
      { ...strongLogin, email: 'jaan@example.ee', phoneNumber: '+37251234567', consentTermsAccepted: true },
      () => strongLogin,
    );
    await waitFor(() => expect(server.sent.some(({ path }) => path === '/api/user/me')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
