import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const PEETER = { name: 'Peeter Pakkija', email: 'peeter@apteek.ee', role: 'warehouse', onDuty: false };
const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: false };
const WRONG = 'Something went wrong. Try again in a few seconds.';

describe('a staff page loading its data', () => {
  it('sends a visitor whose staff session ended to the staff sign-in', async () => {
    stubApi(({ path }) => {
      if (path === '/api/staff/me') return { code: 200, result: MARI };
      if (path === '/api/staff/orders') return { code: 401, result: 'Log in again.' };
      return undefined;
    });
    renderStaffArea('/staff/orders', 'fi');
    expect(await screen.findByRole('heading', { name: 'Henkilökunnan kirjautuminen' })).toBeTruthy();
  });

  it('says in the page’s language why the list could not be loaded, instead of loading on', async () => {
    stubApi(({ path }) => {
      if (path === '/api/staff/me') return { code: 200, result: MARI };
      if (path === '/api/staff/orders') return { code: 500, result: WRONG };
      return undefined;
    });
    renderStaffArea('/staff/orders', 'fi');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Jokin meni vikaan. Yritä uudelleen muutaman sekunnin kuluttua.',
    );
    expect(screen.queryByText('Ladataan…')).toBeNull();
    expect(screen.queryByText('Tarkistusta odottavia tilauksia ei ole.')).toBeNull();
  });

  it('shows the empty text of a list that answered none, and says a list that failed failed', async () => {
    stubApi(({ path }) => {
      if (path === '/api/staff/me') return { code: 200, result: PEETER };
      if (path === '/api/staff/fulfilment') return { code: 200, result: [] };
      if (path === '/api/staff/returns') return { code: 500, result: WRONG };
      return undefined;
    });
    renderStaffArea('/staff/fulfilment');
    expect(await screen.findByText('Komplekteerimist ootavaid tellimusi pole.')).toBeTruthy();
    const returns = screen.getByRole('region', { name: 'Tagastamise soovid' });
    expect((await within(returns).findByRole('alert')).textContent).toBe(
      'Midagi läks valesti. Proovige mõne sekundi pärast uuesti.',
    );
  });
});
