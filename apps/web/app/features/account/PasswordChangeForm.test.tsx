import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import type { CustomerProfile } from './customer-profile.ts';
import { SESSION_KEY } from './session-key.ts';

const user: CustomerProfile = {
  id: 7,
  email: 'mari@example.ee',
  firstname: 'Mari',
  lastname: 'Maasikas',
  phoneNumber: '+37255555555',
  country_id: 'EE',
  language: 'en',
  group_id: 1,
  consentTermsAccepted: true,
  isSubscribedToNewsletter: false,
  personalCode: null,
  identityMethod: null,
  hasPassword: true,
  addresses: [],
};

/** What the server says of a wrong current password: its own words, which the form shows. */
const REFUSAL = 'The password does not match this account.';

// The browser's one session and notifications live in module state: each test starts from a fresh page.
beforeEach(() => vi.resetModules());
afterEach(() => localStorage.clear());

describe('changing the password', () => {
  it("shows the server's refusal, then 'Password has successfully been changed' and empties the form", async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', user }));
    let changes = 0;
    stubApi(({ path }) => {
      if (path === '/api/user/me') return { code: 200, result: user };
      if (path !== '/api/user/change-password') return undefined;
      changes += 1;
      return changes === 1 ? { code: 400, result: REFUSAL } : { code: 200, result: true };
    });
    const { PasswordChangeForm } = await import('./PasswordChangeForm.tsx');
    const { SessionProvider } = await import('./SessionProvider.tsx');
    const { notificationStore } = await import('../../shell/index.ts');
    renderInStore(
      <SessionProvider>
        <PasswordChangeForm />
      </SessionProvider>,
      'en',
    );
    const current = await screen.findByLabelText('Current password');
    const fill = (currentPassword: string) => {
      fireEvent.change(current, { target: { value: currentPassword } });
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Apteek-2027!' } });
      fireEvent.change(screen.getByLabelText('Repeat the new password'), {
        target: { value: 'Apteek-2027!' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    };

    fill('Wrong-2026!');
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(notificationStore.snapshot()).toEqual([]);

    fill('Apteek-2026!');
    await waitFor(() =>
      expect(notificationStore.snapshot().map(({ type, message }) => [type, message])).toEqual([
        ['success', 'Password has successfully been changed'],
      ]),
    );
    expect(screen.queryByText(REFUSAL)).toBeNull();
    expect((current as HTMLInputElement).value).toBe('');
  });
});
