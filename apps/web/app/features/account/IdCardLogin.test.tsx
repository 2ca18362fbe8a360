import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesStub } from 'react-router';
import { StoreViewContext } from '../../shell/index.ts';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import type { IdentitySettings } from '../../load-context.ts';
import { AccountButton } from './AccountButton.tsx';
import { SessionProvider } from './SessionProvider.tsx';

const LOGIN_URL = 'https://id.apteek.example/cert/user/idlogin';

const PROFILE = {
  id: 11,
  email: '',
  firstname: 'Mary Änn',
  lastname: 'O’Connež-Šuslik Testnumber',
  phoneNumber: null,
  country_id: 'EE',
  language: 'et',
  group_id: 1,
  consentTermsAccepted: false,
  isSubscribedToNewsletter: false,
  personalCode: '6********06',
  identityMethod: 'id-card',
  addresses: [],
};

interface Sent {
  url: string;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network: the ID-card login answers `card` (a Response, a rejection, or never, until the
 * request is aborted); the store's API refreshes the token and knows the person.
 */
function network(card: () => Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : input.toString();
    sent.push({
      url,
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (url === LOGIN_URL) {
      const signal = init.signal;
      return Promise.race([
        card(),
        new Promise<Response>((_, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      ]);
    }
    if (url === '/api/user/refresh')
      return json(200, { code: 200, result: 'access-token', meta: { refreshToken: 'rotated' } });
    if (url === '/api/user/me') return json(200, { code: 200, result: PROFILE });
    return json(404, { code: 404, result: 'Not found' });
  });
  return { sent };
}

const never = () => new Promise<Response>(() => {});

/** The account button in a page whose root data holds the identity settings, as root.tsx serves them. */
async function openIdCard(
  identity: Partial<IdentitySettings>,
  storeCode: StoreCode = 'ee',
  userOptions = {},
) {
  const storeView = STORE_VIEWS[storeCode];
  const settings: IdentitySettings = {
    sandbox: false,
    idCardSandbox: false,
    idCardLoginUrl: LOGIN_URL,
    checkSessionTimeoutMs: null,
    ...identity,
  };
  const Page = () => (
    <StoreViewContext value={storeView}>
      <TranslationProvider
        language={storeView.i18n.language}
        catalogue={catalogueFor(storeView.i18n.language)}
      >
        <SessionProvider>
          <AccountButton />
        </SessionProvider>
      </TranslationProvider>
    </StoreViewContext>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/*',
      loader: () => ({ identity: settings }),
      Component: Page,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const user = userEvent.setup(userOptions);
  const text = { ee: ['Minu konto', 'Logi sisse', 'ID-kaart'], en: ['My account', 'Log in', 'ID-card'] };
  const [account, login, tab] = text[storeCode as 'ee' | 'en'];
  await user.click(await screen.findByRole('button', { name: account }));
  const modal = await screen.findByRole('dialog', { name: login });
  await user.click(within(modal).getByRole('tab', { name: tab }));
  return { user, modal };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the ID-card login, real cards', () => {
  it('offers the Estonian store the ID card between Mobile-ID and the password', async () => {
    network(never);
    const { modal } = await openIdCard({});
    expect(
      within(modal)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Smart-ID', 'Mobiil-ID', 'ID-kaart', 'Parool']);
    expect(within(modal).getByText(/Sisesta ID-kaart lugejasse/)).toBeTruthy();
  });

  it("says which certificate the login refused, in the store's language", async () => {
    network(async () => json(401, { code: 401, result: 'The ID card certificate has expired' }));
    const { user, modal } = await openIdCard({});
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('ID-kaardi sertifikaat on aegunud.');
    expect(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' })).toBeTruthy();
  });

  it('says the login could not be reached when the request fails (no card, no network)', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, modal } = await openIdCard({});
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'ID-kaardiga sisselogimiseni ei jõutud. Kontrolli, et kaart on lugejas ja internetiühendus toimib, ning proovi uuesti.',
    );
  });

  it('gives up after 60 seconds and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    network(never);
    const { user, modal } = await openIdCard({}, 'ee', { advanceTimers: vi.advanceTimersByTime });
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' }));
    expect(within(modal).getByRole('status').textContent).toContain('Loeme sinu ID-kaarti');
    await act(async () => void vi.advanceTimersByTime(59_000));
    expect(within(modal).queryByRole('alert')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'ID-kaart ei vastanud 60 sekundi jooksul. Kontrolli, et kaart on lugejas, ja proovi uuesti.',
    );
  });

  it('cancels the waiting: back to the button, nothing to report', async () => {
    network(never);
    const { user, modal } = await openIdCard({});
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' }));
    await user.click(within(modal).getByRole('button', { name: 'Tühista' }));
    expect(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' })).toBeTruthy();
    expect(within(modal).queryByRole('status')).toBeNull();
    expect(within(modal).queryByRole('alert')).toBeNull();
  });
});

describe('the ID-card login in the sandbox', () => {
  function stubPopup() {
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
    return { popup, open: vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window) };
  }

  it("opens the sandbox's certificate page for the store in the 600x700 popup, and cancel closes it", async () => {
    const { sent } = network(never);
    const { popup, open } = stubPopup();
    const { user, modal } = await openIdCard({ sandbox: true, idCardSandbox: true }, 'en');
    expect(within(modal).getByText(/choose a test person’s certificate/)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Log in with ID-card' }));
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('/sandbox/id-card?store=en');
    expect(features).toMatch(/width=600,height=700/);
    expect(within(modal).getByRole('status').textContent).toBe(
      'Choose a certificate in the window that opened.',
    );
    expect(sent.some((request) => request.url === LOGIN_URL)).toBe(false);

    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(popup.close).toHaveBeenCalled();
    expect(within(modal).getByRole('button', { name: 'Log in with ID-card' })).toBeTruthy();
    expect(within(modal).queryByRole('status')).toBeNull();
  });

  it('ends the waiting when the popup is closed by hand', async () => {
    network(never);
    const { popup } = stubPopup();
    const { user, modal } = await openIdCard({ sandbox: true, idCardSandbox: true });
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' }));
    popup.closed = true;
    expect(
      await within(modal).findByRole('button', { name: 'Logi sisse: ID-kaart' }, { timeout: 2000 }),
    ).toBeTruthy();
  });
});

// Last: the login it makes stays in this file's browser storage.
describe('the ID-card login, signed in', () => {
  it('asks the configured URL with the card as credential, then logs in with result.refreshToken', async () => {
    const { sent } = network(async () =>
      json(200, { code: 200, result: { token: 'card-access', refreshToken: 'card-token' } }),
    );
    const { user, modal } = await openIdCard({});
    await user.click(within(modal).getByRole('button', { name: 'Logi sisse: ID-kaart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ url: LOGIN_URL, credentials: 'include' });
    expect(sent).toContainEqual(
      expect.objectContaining({ url: '/api/user/refresh', body: { refreshToken: 'card-token' } }),
    );
  });
});
