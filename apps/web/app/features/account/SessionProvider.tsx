import { REFRESH_CRASHED, REFRESH_FAILED, storePath } from '@apteek/domain';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { UserStateContext, notify, useStoreView, MountWhen, onDemand } from '../../shell/index.ts';
import { clearPersonalCaches } from '../../pwa/service-worker.ts';
import { openAuthModal, useAuthModal, useSession, useSessionBootstrap } from './session-client.ts';

// The forms load when the modal first opens; most visits never open it. Their later texts are a
// module of their own (texts-plugin.ts, SELF_CONTAINED), fetched beside them.
const AuthModal = onDemand(() => import('./AuthModal.tsx').then((module) => module.AuthModal), 'login');

/**
 * The session for the chrome (UserStateContext: language buttons hide while logged in) and the
 * authentication modal. On each store view the customer is read again, which also turns away a
 * customer of another country.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useSessionBootstrap(t);
  const { session, store } = useSession();
  const { storeCode, tax } = useStoreView();
  const country = tax.defaultCountry;
  const navigate = useNavigate();
  const authView = useAuthModal();
  const isLoggedIn = session !== null;
  const userState = useMemo(() => ({ isLoggedIn }), [isLoggedIn]);

  useEffect(() => {
    if (store?.token()) void store.authorize(country);
  }, [store, country]);

  useEffect(
    () =>
      store?.listen((event) => {
        if (event.kind !== 'logout') return;
        // Visited pages and catalogue reads show what the customer looked at.
        void clearPersonalCaches();
        // A silent logout (another country, another tab) shows nothing.
        if (event.reason === 'user') notify({ type: 'success', message: t("You're logged out") });
        if (event.reason === 'forced') {
          const message = event.crashed ? REFRESH_CRASHED : REFRESH_FAILED;
          notify({ type: 'danger', message: t(message), outlivesPage: true });
          // The sign-up modal opens on the home page.
          void navigate(storePath(storeCode, '/'));
          openAuthModal('login');
        }
      }),
    [store, t, navigate, storeCode],
  );

  return (
    <UserStateContext value={userState}>
      {children}
      <MountWhen when={authView !== null}>
        <AuthModal />
      </MountWhen>
    </UserStateContext>
  );
}
