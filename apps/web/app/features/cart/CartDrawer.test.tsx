import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartServer, makeServerLine } from '../../testing/cart-server.ts';
import { cartUpdateOf, renderInStore } from '../../testing/component-harness.tsx';
import { CartButton } from './CartButton.tsx';
import { CartDrawer } from './CartDrawer.tsx';

describe('CartDrawer', () => {
  it("raises a line's quantity and sends the new quantity to the server", async () => {
    const server = cartServer('ee', makeServerLine('IBU-200', 1));
    renderInStore(
      <>
        <CartButton />
        <CartDrawer />
      </>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Ostukorv/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Ibuprofen 200 mg');
    await user.click(within(drawer).getByRole('button', { name: 'Suurenda kogust' }));

    expect(within(drawer).getByRole('spinbutton')).toHaveProperty('value', '2');
    await waitFor(() => expect(server.sent).toContainEqual(cartUpdateOf('IBU-200', 2)));
  });
});
