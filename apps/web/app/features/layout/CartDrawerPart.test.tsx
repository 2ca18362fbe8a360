import { lineKey } from '@apteek/domain';
import { makeCartItem } from '@apteek/domain/cart-test-factory';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartServer } from '../../testing/cart-server.ts';
import { renderInStore } from '../../testing/component-harness.tsx';
import { CartButton } from '../cart/index.ts';
import { CartDrawerPart } from './CartDrawerPart.tsx';

describe('the microcart of the store pages', () => {
  it("shows a prescription line's prescription, which the cart itself knows nothing of", async () => {
    cartServer(
      'ee',
      makeCartItem('ATOR-20-30', 1, {
        item_id: 9,
        line_key: lineKey({ sku: 'ATOR-20-30' }),
        name: 'Atorvastatin 20 mg',
        product_option: {
          extension_attributes: {
            custom_options: [
              { option_id: 10100, option_value: '2611000012' },
              { option_id: 10101, option_value: '40504040001' },
            ],
          },
        },
      }),
    );
    renderInStore(
      <>
        <CartButton />
        <CartDrawerPart />
      </>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: /Ostukorv/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Atorvastatin 20 mg');
    expect(within(drawer).getByText('Retsept 2611000012')).toBeDefined();
    expect(within(drawer).queryByText(/40504040001/)).toBeNull();
  });
});
