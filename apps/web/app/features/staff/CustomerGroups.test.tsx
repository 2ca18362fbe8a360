import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const ADMIN = { name: 'Anu Admin', email: 'anu@apteek.ee', role: 'admin', onDuty: false };
const GROUPS = [
  { id: 1, code: 'general' },
  { id: 2, code: 'wholesale' },
];

/** The staff API as an administrator sees it: one customer, kati@example.ee, may be moved. */
function adminServer(moves: unknown[]) {
  return stubApi(({ path, body }: SentRequest) => {
    switch (path) {
      case '/api/staff/me':
        return { code: 200, result: ADMIN };
      case '/api/staff/customer-groups':
        return { code: 200, result: GROUPS };
      case '/api/staff/customers/group': {
        const sent = body as { email: string; groupId: number };
        moves.push(sent);
        if (sent.email !== 'kati@example.ee')
          return {
            code: 400,
            result: 'No customer has this e-mail address',
            errors: [{ field: 'email', message: 'No customer has this e-mail address' }],
          };
        return {
          code: 200,
          result: { customerId: 7, email: sent.email, groupId: sent.groupId, previousGroupId: 1 },
        };
      }
      default:
        return undefined;
    }
  });
}

describe('customer groups on the staff home', () => {
  it('lets an administrator put a customer in a group by e-mail, and names an unknown address', async () => {
    const moves: unknown[] = [];
    adminServer(moves);
    renderStaffArea('/staff', 'en');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Customer’s e-mail');
    await user.selectOptions(await screen.findByLabelText('Group'), 'Wholesale (company accounts)');
    await user.type(email, 'nobody@example.ee');
    await user.click(screen.getByRole('button', { name: 'Put in group' }));
    expect(await screen.findByText('No customer has this e-mail address')).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'kati@example.ee');
    await user.click(screen.getByRole('button', { name: 'Put in group' }));
    expect(
      await screen.findByText('kati@example.ee is now in the group Wholesale (company accounts).'),
    ).toBeTruthy();
    expect(moves.at(-1)).toEqual({ email: 'kati@example.ee', groupId: 2 });
  });
});
