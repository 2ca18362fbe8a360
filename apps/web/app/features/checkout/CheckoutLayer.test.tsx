import { STORE_VIEWS } from '@apteek/domain';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { StoreViewContext } from '../../shell/index.ts';
import { CheckoutLayer } from './CheckoutLayer.tsx';

/** The layer in the Estonian store, under root data that says which providers are sandboxes. */
async function ribbon(isPaymentSandbox: boolean, identitySandbox: boolean): Promise<string | null> {
  const storeView = STORE_VIEWS.ee;
  const Page = () => (
    <StoreViewContext value={storeView}>
      <TranslationProvider language="et" catalogue={catalogueFor('et')}>
        <p>page</p>
        <CheckoutLayer />
      </TranslationProvider>
    </StoreViewContext>
  );
  const root = {
    isPaymentSandbox,
    identity: {
      sandbox: identitySandbox,
      idCardSandbox: identitySandbox,
      idCardLoginUrl: '/cert/user/idlogin',
      checkSessionTimeoutMs: null,
    },
    config: { cartCountBy: 'quantity' },
    openingHours: [],
  };
  const Stub = createRoutesStub([
    { id: 'root', path: '/*', loader: () => root, Component: Page, HydrateFallback: () => null },
  ]);
  const { unmount } = render(<Stub initialEntries={['/']} />);
  await screen.findByText('page');
  // The ribbon is a landmark of its own, so a screen reader moving by landmarks finds it.
  const text = screen.queryByRole('complementary', { name: 'Testrežiim' })?.textContent ?? null;
  unmount();
  return text;
}

describe('the test-mode ribbon', () => {
  it('says what is simulated: payments, secure logins, both, or shows nothing', async () => {
    expect(await ribbon(true, false)).toBe('Testrežiim: päris makseid ei tehta');
    expect(await ribbon(false, true)).toBe('Testrežiim: turvaline sisselogimine on simuleeritud');
    expect(await ribbon(true, true)).toBe(
      'Testrežiim: päris makseid ei tehta, turvaline sisselogimine on simuleeritud',
    );
    expect(await ribbon(false, false)).toBeNull();
  });
});
