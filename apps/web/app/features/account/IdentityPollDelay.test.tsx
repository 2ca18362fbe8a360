import { STORE_VIEWS, storePath } from '@apteek/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { stubApi } from '../../testing/component-harness.tsx';
import { StoreViewContext } from '../../shell/index.ts';
import { IdentityLoginForm } from './IdentityLoginForm.tsx';

/** The Smart-ID form under a root route whose data sets check_session_timeout. */
function renderWithRootData(checkSessionTimeoutMs: number | null) {
  const storeView = STORE_VIEWS.en;
  const Page = () => (
    <StoreViewContext value={storeView}>
      <TranslationProvider language="en" catalogue={catalogueFor('en')}>
        <IdentityLoginForm method="smart-id" onDone={() => undefined} />
      </TranslationProvider>
    </StoreViewContext>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/*',
      Component: Page,
      HydrateFallback: () => null,
      loader: () => ({
        identity: { sandbox: true, idCardLoginUrl: '/cert/user/idlogin', checkSessionTimeoutMs },
      }),
    },
  ]);
  render(<Stub initialEntries={[storePath('en', '/')]} />);
}

/** Init answers at once; each poll is recorded with when it came. */
function provider() {
  const polledAt: number[] = [];
  let initAt = 0;
  stubApi(({ path }) => {
    if (path === '/api/user/smartid/init') {
      initAt = performance.now();
      return { code: 200, result: { sessionId: 'signed-session', verificationCode: '4555' } };
    }
    if (path.startsWith('/api/user/smartid/session')) {
      polledAt.push(performance.now() - initAt);
      return {
        code: 200,
        result: {
          state: 'COMPLETE',
          result: 'USER_REFUSED',
          message: 'You refused the login in the Smart-ID app.',
        },
      };
    }
    return undefined;
  });
  return polledAt;
}

async function startLogin() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Personal code'), '38412319871');
  await user.click(screen.getByRole('button', { name: 'Log in with Smart-ID' }));
}

describe('the Smart-ID poll delay from the root data (check_session_timeout)', () => {
  it('waits the configured time before polling', async () => {
    const polledAt = provider();
    renderWithRootData(1200);
    await startLogin();
    expect(
      await screen.findByText('You refused the login in the Smart-ID app.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(polledAt).toHaveLength(1);
    expect(polledAt[0]).toBeGreaterThanOrEqual(1150);
  });

  it('polls at once without it', async () => {
    const polledAt = provider();
    renderWithRootData(null);
    await startLogin();
    expect(await screen.findByText('You refused the login in the Smart-ID app.')).toBeTruthy();
    expect(polledAt[0]).toBeLessThan(500);
  });
});
