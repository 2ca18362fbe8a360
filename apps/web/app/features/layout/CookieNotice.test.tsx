import { STORE_VIEWS } from '@apteek/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { StoreViewContext, chooseCookies, hasCookieChoiceIn } from '../../shell/index.ts';
import { CookieNotice } from './CookieNotice.tsx';

/** The notice under a root route whose loader answered `cookieChoiceMade` from the request's cookie. */
function page(cookieChoiceMade: boolean) {
  const storeView = STORE_VIEWS.en;
  const Page = () => (
    <StoreViewContext value={storeView}>
      <TranslationProvider language="en" catalogue={catalogueFor('en')}>
        <CookieNotice />
      </TranslationProvider>
    </StoreViewContext>
  );
  const Stub = createRoutesStub([{ id: 'root', path: '/*', Component: Page, loader: () => null }]);
  return <Stub initialEntries={['/en']} hydrationData={{ loaderData: { root: { cookieChoiceMade } } }} />;
}

function clearConsent() {
  window.localStorage.clear();
  document.cookie = 'cookiesAccepted=; Path=/; Max-Age=0';
}

afterEach(clearConsent);

const storedClaim = () => JSON.parse(window.localStorage.getItem('cookiesAccepted') ?? 'null') as unknown;

describe('CookieNotice', () => {
  it('is in the server-rendered page of a visitor who has not chosen, so it is painted with the page', () => {
    const html = renderToString(page(false));
    expect(html).toContain('aria-label="Cookies"');
    expect(html).toContain('We use cookies for the shop to work');
  });

  it('offers accepting, refusing and choosing as three buttons of one look', async () => {
    render(page(false));
    const notice = await screen.findByRole('region', { name: 'Cookies' });
    const buttons = ['Accept all', 'Reject all', 'Choose'].map(
      (name) => screen.getByRole('button', { name }).className,
    );
    expect(notice.querySelectorAll('button')).toHaveLength(3);
    expect(new Set(buttons).size).toBe(1);
  });

  it('is left out of the page of a visitor whose cookie holds a choice', () => {
    expect(renderToString(page(true))).not.toContain('aria-label="Cookies"');
  });

  it('goes when all is refused, keeping the claim with its categories and telling the server', async () => {
    render(page(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(hasCookieChoiceIn(document.cookie)).toBe(true);
    expect(document.cookie).toContain('cookiesAccepted=none');
    expect(storedClaim()).toMatchObject({
      code: 'cookiesAccepted',
      value: false,
      description: 'Cookies accepted: necessary',
      categories: { necessary: true, analytics: false, marketing: false },
    });
    expect(Date.parse((storedClaim() as { created_at: string }).created_at)).not.toBeNaN();
  });

  it('goes when a choice is made elsewhere, e.g. in another tab or the settings', async () => {
    render(page(false));
    await screen.findByRole('region', { name: 'Cookies' });
    act(() => chooseCookies({ analytics: true, marketing: false }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(document.cookie).toContain('cookiesAccepted=analytics');
  });

  it('reads the claim kept before there were categories as everything accepted, and gives it the cookie', async () => {
    window.localStorage.setItem('cookiesAccepted', 'true');
    render(page(false));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(document.cookie).toContain('cookiesAccepted=true');
  });
});

describe('hasCookieChoiceIn', () => {
  it('finds a choice among other cookies, and nothing else counts', () => {
    expect(hasCookieChoiceIn('a=1; cookiesAccepted=true; b=2')).toBe(true);
    expect(hasCookieChoiceIn('cookiesAccepted=none')).toBe(true);
    expect(hasCookieChoiceIn('cookiesAccepted=false')).toBe(false);
    expect(hasCookieChoiceIn('xcookiesAccepted=true')).toBe(false);
    expect(hasCookieChoiceIn('')).toBe(false);
    expect(hasCookieChoiceIn(null)).toBe(false);
  });
});
