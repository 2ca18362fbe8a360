import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInStore } from '../../testing/component-harness.tsx';
import { makeCheckoutOrder } from './checkout-test-orders.ts';
import { ThankYou } from './ThankYou.tsx';

describe('ThankYou', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts the page from the top and puts focus on its heading, where the checkout was clicked far below', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInStore(<ThankYou order={makeCheckoutOrder({ paymentMethod: 'cashondelivery' })} />, 'ee');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Täname tellimuse eest!' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('names the recipient when someone else receives the parcel, in the store language', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInStore(<ThankYou order={makeCheckoutOrder({ recipient: 'Jaan Kask' })} />, 'fi');
    expect(
      await screen.findByText('Paketti on henkilölle Jaan Kask, johon otamme yhteyttä toimituksesta.'),
    ).toBeTruthy();
  });
});
