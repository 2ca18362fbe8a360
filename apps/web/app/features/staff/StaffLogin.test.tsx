import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: false };

/** The staff API with one member: her password and code let her in, then she is who `me` names. */
function staffServer() {
  let isLoggedIn = false;
  return stubApi(({ path, body }: SentRequest) => {
    const sent = body as Record<string, string> | undefined;
    switch (path) {
      case '/api/staff/login':
        return sent?.password === 'right password'
          ? { code: 200, result: { challenge: 'challenge-1' } }
          : { code: 401, result: 'Wrong e-mail or password.' };
      case '/api/staff/login/totp':
        if (sent?.challenge !== 'challenge-1' || sent.code !== '123456')
          return { code: 401, result: 'Wrong code.' };
        isLoggedIn = true;
        return { code: 200, result: { name: MARI.name, role: MARI.role } };
      case '/api/staff/me':
        return isLoggedIn ? { code: 200, result: MARI } : { code: 401, result: 'Unauthorized' };
      case '/api/staff/logout':
        isLoggedIn = false;
        return { code: 200, result: null };
      default:
        return undefined;
    }
  });
}

/** The login page, its first step sent with Mari's e-mail and this password; answers the user. */
async function passwordStep(password: string) {
  renderStaffArea('/staff/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-post'), 'mari@apteek.ee');
  await user.type(screen.getByLabelText('Parool'), password);
  await user.click(screen.getByRole('button', { name: 'Jätka' }));
  return user;
}

describe('the staff login', () => {
  it('takes the password, then the one-time code, and opens the home with who is on duty', async () => {
    const server = staffServer();
    const user = await passwordStep('right password');

    const code = await screen.findByLabelText('Kood');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Logi sisse' }));

    expect(await screen.findByText('Mari Maasikas', { selector: 'section p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Lahtiolekuajad/ }).getAttribute('href')).toBe('/staff/hours');
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/staff/login',
      body: { email: 'mari@apteek.ee', password: 'right password' },
    });
    expect(server.sent).toContainEqual({
      method: 'POST',
      path: '/api/staff/login/totp',
      body: { challenge: 'challenge-1', code: '123456' },
    });
  });

  it('shows a wrong password and a wrong code in Estonian', async () => {
    staffServer();
    const user = await passwordStep('guess');
    expect((await screen.findByRole('alert')).textContent).toBe('Vale e-posti aadress või parool.');

    await user.clear(screen.getByLabelText('Parool'));
    await user.type(screen.getByLabelText('Parool'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Jätka' }));
    await user.type(await screen.findByLabelText('Kood'), '654321');
    await user.click(screen.getByRole('button', { name: 'Logi sisse' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vale kood.');
  });

  it('asks for six digits before sending the code, in English when the page is', async () => {
    const server = staffServer();
    renderStaffArea('/staff/login', 'en');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('E-mail'), 'mari@apteek.ee');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Code'), '12 34');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(server.sent.filter((request) => request.path === '/api/staff/login/totp')).toEqual([]);
  });

  it('sends a visitor without a staff session from the home and the hours to the login', async () => {
    staffServer();
    renderStaffArea('/staff');
    expect(await screen.findByRole('heading', { name: 'Personali sisselogimine' })).toBeTruthy();
  });

  it('logs out from the header', async () => {
    const server = staffServer();
    const user = await passwordStep('right password');
    await user.type(await screen.findByLabelText('Kood'), '123456');
    await user.click(screen.getByRole('button', { name: 'Logi sisse' }));

    await user.click(await screen.findByRole('button', { name: 'Logi välja' }));

    expect(await screen.findByRole('heading', { name: 'Personali sisselogimine' })).toBeTruthy();
    expect(server.sent.map((request) => request.path)).toContain('/api/staff/logout');
  });
});
