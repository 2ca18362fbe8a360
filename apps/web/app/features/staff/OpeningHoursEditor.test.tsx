import type { OpeningTimes } from '@apteek/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiAnswer, type SentRequest } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const HOURS: OpeningTimes = {
  allowedDays: [1, 2, 3, 4, 5, 6],
  weekendDays: [6],
  holidayDates: ['2030-12-25', '2030-12-24'],
  workdays: { start: '09:00', end: '21:00' },
  weekends: { start: '10:00', end: '18:00' },
  blockNewCustomersBeforeClosingMinutes: 20,
  preWarnBeforeClosingMinutes: 30,
  lastWarnBeforeClosingMinutes: 15,
};

const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: false };

/** A logged-in pharmacist and the hours; `onSave` answers the PUT. */
function hoursServer(onSave: (request: SentRequest) => ApiAnswer = () => ({ code: 200, result: null })) {
  return stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: MARI };
    if (request.path !== '/api/staff/opening-times') return undefined;
    return request.method === 'PUT' ? onSave(request) : { code: 200, result: HOURS };
  });
}

async function openEditor() {
  renderStaffArea('/staff/hours');
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Salvesta' });
  return user;
}

const saves = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'PUT' && request.path === '/api/staff/opening-times');

describe('the opening hours editor', () => {
  it('shows the hours with the week from Monday and saves a changed week, a new holiday and times', async () => {
    const server = hoursServer();
    const user = await openEditor();

    const openOn = screen.getByRole('group', { name: 'Avatud' });
    const days = within(openOn).getAllByRole('checkbox');
    expect(days.map((box) => box.closest('div')?.textContent)).toEqual([
      'Esmaspäev',
      'Teisipäev',
      'Kolmapäev',
      'Neljapäev',
      'Reede',
      'Laupäev',
      'Pühapäev',
    ]);
    expect(days.map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    await user.click(within(openOn).getByLabelText('Pühapäev'));
    await user.click(
      within(screen.getByRole('group', { name: 'Nädalavahetuse lahtiolekuaeg' })).getByLabelText('Pühapäev'),
    );

    const workdays = screen.getByRole('group', { name: 'Tööpäevad' });
    await user.clear(within(workdays).getByLabelText('Suletakse'));
    await user.type(within(workdays).getByLabelText('Suletakse'), '24:00');

    fireEvent.change(screen.getByLabelText('Uus püha'), { target: { value: '2030-06-24' } });
    await user.click(screen.getByRole('button', { name: 'Lisa kuupäev' }));
    await user.click(screen.getByRole('button', { name: 'Eemalda 25.12.2030' }));

    await user.click(screen.getByRole('button', { name: 'Salvesta' }));

    expect(await screen.findByText('Lahtiolekuajad on salvestatud.')).toBeTruthy();
    expect(saves(server.sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/staff/opening-times',
        body: {
          ...HOURS,
          allowedDays: [0, 1, 2, 3, 4, 5, 6],
          weekendDays: [0, 6],
          holidayDates: ['2030-06-24', '2030-12-24'],
          workdays: { start: '09:00', end: '24:00' },
        },
      },
    ]);
  });

  it('names each problem at its field and sends nothing', async () => {
    const server = hoursServer();
    const user = await openEditor();

    const weekends = screen.getByRole('group', { name: 'Nädalavahetus' });
    await user.clear(within(weekends).getByLabelText('Suletakse'));
    await user.type(within(weekends).getByLabelText('Suletakse'), '08:00');
    await user.clear(screen.getByLabelText('Esimene hoiatus'));
    await user.type(screen.getByLabelText('Esimene hoiatus'), '10');
    await user.clear(screen.getByLabelText('Retseptikeskusesse uusi kliente ei võeta'));
    await user.type(screen.getByLabelText('Retseptikeskusesse uusi kliente ei võeta'), '-5');
    await user.click(screen.getByRole('button', { name: 'Salvesta' }));

    expect(await screen.findByText('Sulgemisaeg peab olema pärast avamisaega.')).toBeTruthy();
    expect(within(weekends).getByLabelText('Suletakse').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Viimane hoiatus').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Viimane hoiatus ei saa tulla varem kui esimene hoiatus.')).toBeTruthy();
    expect(screen.getByText('Sisesta minutid täisarvuna, 0 või rohkem.')).toBeTruthy();
    expect(saves(server.sent)).toEqual([]);
  });

  it('refuses a holiday date already in the list', async () => {
    hoursServer();
    const user = await openEditor();
    fireEvent.change(screen.getByLabelText('Uus püha'), { target: { value: '2030-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Lisa kuupäev' }));
    expect(screen.getByText('See kuupäev on juba nimekirjas.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Pühad' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the server's refusal at the field it names", async () => {
    hoursServer(() => ({
      code: 400,
      result: 'Bad request',
      errors: [{ field: 'workdays.start', message: 'Enter the time as HH:MM.' }],
    }));
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Salvesta' }));

    const workdays = screen.getByRole('group', { name: 'Tööpäevad' });
    expect(await within(workdays).findByText('Sisesta kellaaeg kujul HH:MM.')).toBeTruthy();
    expect(within(workdays).getByLabelText('Avatakse').getAttribute('aria-invalid')).toBe('true');
  });
});
