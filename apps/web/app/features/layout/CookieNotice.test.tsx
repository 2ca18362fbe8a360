import { STORE_VIEWS } from '@apteek/domain';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { StoreViewContext, acceptCookies, cookiesAcceptedIn } from '../../shell/index.ts';
import { CookieNotice } from './CookieNotice.tsx';

/** The notice under a root route whose loader answered `cookiesAccepted` from the request's cookie. */
function page(cookiesAccepted: boolean) {
  const storeView = STORE_VIEWS.en;
  const Page = () => (
    <StoreViewContext value={storeView}>
      <TranslationProvider language="en" catalogue={catalogueFor('en')}>
        <CookieNotice />
      </TranslationProvider>
    </StoreViewContext>
  );
  const Stub = createRoutesStub([{ id: 'root', path: '/*', Component: Page, loader: () => null }]);
  return <Stub initialEntries={['/en']} hydrationData={{ loaderData: { root: { cookiesAccepted } } }} />;
}

function clearConsent() {
  window.localStorage.clear();
  document.cookie = 'cookiesAccepted=; Path=/; Max-Age=0';
}

afterEach(clearConsent);

describe('CookieNotice', () => {
  it('is in the server-rendered page of a visitor who has not accepted, so it is painted with the page', () => {
    const html = renderToString(page(false));
    expect(html).toContain('aria-label="Cookies"');
    expect(html).toContain('We use cookies to keep the shop working');
  });

  it('is left out of the page of a visitor whose cookie says accepted', () => {
    expect(renderToString(page(true))).not.toContain('aria-label="Cookies"');
  });

  it('goes when accepted, and the cookie then tells the server', async () => {
    render(page(false));
    const notice = await screen.findByRole('region', { name: 'Cookies' });
    expect(notice).toBeTruthy();
    act(() => acceptCookies());
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(cookiesAcceptedIn(document.cookie)).toBe(true);
    expect(window.localStorage.getItem('cookiesAccepted')).toBe('true');
  });

  it('gives a shopper who accepted before the cookie existed the cookie, without the notice', async () => {
    window.localStorage.setItem('cookiesAccepted', 'true');
    render(page(false));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(cookiesAcceptedIn(document.cookie)).toBe(true);
  });
});

describe('cookiesAcceptedIn', () => {
  it('finds the claim among other cookies, and nothing else counts', () => {
    expect(cookiesAcceptedIn('a=1; cookiesAccepted=true; b=2')).toBe(true);
    expect(cookiesAcceptedIn('cookiesAccepted=true')).toBe(true);
    expect(cookiesAcceptedIn('cookiesAccepted=false')).toBe(false);
    expect(cookiesAcceptedIn('xcookiesAccepted=true')).toBe(false);
    expect(cookiesAcceptedIn('')).toBe(false);
    expect(cookiesAcceptedIn(null)).toBe(false);
  });
});
