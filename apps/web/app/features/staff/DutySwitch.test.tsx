import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: false };

/** The staff API with the session's duty switch as the server would hold it. */
function dutyServer(member: Record<string, unknown> = MARI, dutyCode = 200) {
  let onDuty = member.onDuty === true;
  return stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: { ...member, onDuty } };
    if (request.path === '/api/staff/duty' && request.method === 'POST') {
      if (dutyCode !== 200) return { code: dutyCode, result: 'Not allowed.' };
      onDuty = (request.body as { onDuty: boolean }).onDuty;
      return { code: 200, result: { onDuty } };
    }
    if (request.path === '/api/staff/offer-requests') return { code: 200, result: [] };
    return undefined;
  });
}

describe('the duty switch', () => {
  it('starts and ends the pharmacist’s duty from the staff home, saying what it means', async () => {
    const server = dutyServer();
    renderStaffArea('/staff');
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'Alusta valvet' });
    expect(
      screen.getByText('Valve ajal ootavad klientide retseptipakkumise päringud sind kuni 3 minutit.'),
    ).toBeTruthy();
    expect(screen.getByText(/Valvet pole alustatud/)).toBeTruthy();

    await user.click(start);
    const end = await screen.findByRole('button', { name: 'Lõpeta valve' });
    expect(screen.getByText('Valve käib: retseptipakkumise päringud ootavad sind.')).toBeTruthy();
    await user.click(end);
    await screen.findByRole('button', { name: 'Alusta valvet' });

    expect(server.sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual(
      [{ onDuty: true }, { onDuty: false }],
    );
  });

  it('speaks English with ?lang=en', async () => {
    dutyServer();
    renderStaffArea('/staff', 'en');
    await screen.findByRole('button', { name: 'Start duty' });
    expect(
      screen.getByText(
        "While you are on duty, customers' prescription offer requests wait for you for up to 3 minutes.",
      ),
    ).toBeTruthy();
  });

  it('shows no switch to an admin', async () => {
    dutyServer({ ...MARI, role: 'admin' });
    renderStaffArea('/staff');
    await screen.findByText('Mari Maasikas', { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'Alusta valvet' })).toBeNull();
  });

  it('keeps the switch as it was and says so when the server refuses', async () => {
    dutyServer(MARI, 403);
    renderStaffArea('/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alusta valvet' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alusta valvet' })).toBeTruthy();
  });

  it('tells a pharmacist off duty on the offers page that the automatic composer answers, and starts duty there', async () => {
    dutyServer();
    renderStaffArea('/staff/offers');
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Valvet pole alustatud: päringutele vastab automaatne koostaja, kuni alustad valvet.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Alusta valvet' }));
    await screen.findByText('Ükski päring ei oota.');
    expect(screen.queryByText(/Valvet pole alustatud/)).toBeNull();
  });
});
