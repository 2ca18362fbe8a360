import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { OrderLookupPage } from './OrderLookupPage.tsx';

async function lookUp(email: string) {
  await userEvent.type(screen.getByLabelText('Tellimuse number'), '100000042');
  await userEvent.type(screen.getByLabelText('E-post'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Otsi tellimust' }));
}

describe("a guest's order look-up", () => {
  it('sends the number and e-mail, and tells a miss in the store language', async () => {
    const { sent } = stubApi(() => ({ code: 404, result: 'Order not found' }));
    renderInStore(<OrderLookupPage />, 'ee');
    await lookUp('mari@example.ee');
    expect(await screen.findByText('Selle numbri ja e-posti aadressiga tellimust ei leitud.')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/order/lookup',
      body: { orderNumber: '100000042', email: 'mari@example.ee' },
    });
  });

  it('asks to wait after too many look-ups', async () => {
    stubApi(() => ({ code: 429, result: 'Too many requests' }));
    renderInStore(<OrderLookupPage />, 'ee');
    await lookUp('mari@example.ee');
    expect(await screen.findByText('Liiga palju päringuid. Palun proovi hiljem uuesti.')).toBeTruthy();
  });
});
