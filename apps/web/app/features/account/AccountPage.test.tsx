import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import type { CustomerProfile } from './customer-profile.ts';
import { SESSION_KEY } from './session-key.ts';

const profile = (overrides: Partial<CustomerProfile>): CustomerProfile => ({
  id: 7,
  email: '',
  firstname: 'Mary Änn',
  lastname: 'O’Connež-Šuslik',
  phoneNumber: '',
  country_id: 'EE',
  language: 'et',
  group_id: 1,
  consentTermsAccepted: true,
  isSubscribedToNewsletter: false,
  personalCode: '6********06',
  identityMethod: 'smart-id',
  hasPassword: false,
  addresses: [],
  ...overrides,
});

// The browser's one session lives in module state: each test starts from a fresh page.
beforeEach(() => vi.resetModules());

/**
 * Renders the tab for a logged-in customer; resolves once the page has read the customer from the
 * server, so no read is left running when the test's page is taken down.
 */
async function renderAccount(user: CustomerProfile) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', user }));
  const { sent } = stubApi(({ path }) => (path === '/api/user/me' ? { code: 200, result: user } : undefined));
  const { AccountPage } = await import('./AccountPage.tsx');
  const { SessionProvider } = await import('./SessionProvider.tsx');
  renderInStore(
    <SessionProvider>
      <AccountPage tab="my-profile" />
    </SessionProvider>,
    'en',
  );
  return {
    customerRead: () => waitFor(() => expect(sent.some(({ path }) => path === '/api/user/me')).toBe(true)),
  };
}

describe('the profile tab', () => {
  it('shows a strongly identified customer the masked code and the method, and no password to change', async () => {
    const page = await renderAccount(profile({}));
    expect(await screen.findByText('6********06')).toBeTruthy();
    expect(screen.getByText('Smart-ID')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Change the password' })).toBeNull();
    await page.customerRead();
  });

  it('offers the password change to an account that has a password', async () => {
    const page = await renderAccount(
      profile({ personalCode: null, identityMethod: null, hasPassword: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Change the password' })).toBeTruthy();
    await page.customerRead();
  });
});
