import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_VIEWS } from '@apteek/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { StoreViewContext } from '../store/store-view.ts';
import { cartServer, makeServerLine } from '../../testing/cart-server.ts';
import { renderInStore } from '../../testing/component-harness.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

/** What a field's description says (its hint and its problem), as a screen reader reads it after the label. */
function descriptionOf(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('CheckoutPage', () => {
  it('names each field that stops the order in the store language and sends no order', async () => {
    const server = cartServer('fi', makeServerLine('IBU-200', 1));
    renderInStore(<CheckoutPage />, 'fi');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Etunimi'), 'Aino');
    await user.type(screen.getByLabelText('Sähköposti'), 'aino.example.fi');
    await user.click(screen.getByRole('button', { name: /Tee tilaus/ }));

    expect(descriptionOf('Etunimi')).toBe('');
    expect(descriptionOf('Sukunimi')).toContain('Kenttä on pakollinen');
    expect(descriptionOf('Sähköposti')).toContain('Anna kelvollinen sähköpostiosoite.');
    expect(server.sent.filter((request) => request.path.startsWith('/api/order'))).toEqual([]);
  });

  it('is sent by the server with a screen reserved for its body, so the footer cannot move into view', () => {
    const Page = () => (
      <StoreViewContext value={STORE_VIEWS.en}>
        <TranslationProvider language="en" catalogue={catalogueFor('en')}>
          <CheckoutPage />
        </TranslationProvider>
      </StoreViewContext>
    );
    const Stub = createRoutesStub([{ path: '/*', Component: Page }]);
    const html = renderToString(<Stub initialEntries={['/en/checkout']} />);
    expect(html).toContain('<h1');
    expect(html).toMatch(/<div class="min-h-svh" data-testid="checkout-body">/);
  });
});
