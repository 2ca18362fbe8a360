import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';

// The browser's one session lives in module state: each test starts from a fresh page.
beforeEach(() => vi.resetModules());

describe('asking for a reset link', () => {
  it('says the mail could not be sent when the server fails, and that it went when it did', async () => {
    let asked = 0;
    stubApi(({ path }) => {
      if (path !== '/api/user/reset-password') return undefined;
      asked += 1;
      return asked === 1 ? { code: 500, result: 'Internal Server Error' } : { code: 200, result: true };
    });
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm.tsx');
    renderInStore(<ForgotPasswordForm onSwitch={() => {}} />, 'en');
    const send = () => {
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mari@example.fi' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    };
    send();
    expect(await screen.findByText('Could not send an email. Please try again later.')).toBeTruthy();
    send();
    expect(await screen.findByText(/we have sent it a link/)).toBeTruthy();
  });
});
