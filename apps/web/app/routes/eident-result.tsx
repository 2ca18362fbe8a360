import { useEffect, useSyncExternalStore } from 'react';
import { storeViewOf } from '../shell/index.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import { useTranslation } from '../i18n/translation.tsx';
import type { Route } from './+types/eident-result';

/** The e-identification result page uses the minimal layout. */
export const handle = { layout: 'minimal' };

/** What this page hands the window that opened the login popup. */
export const EIDENT_RESULT_MESSAGE = 'apteek-eident-result';
export interface EidentResultMessage {
  type: typeof EIDENT_RESULT_MESSAGE;
  /** The new session's refresh token; null when nobody was logged in ('User not authorized'). */
  refreshToken: string | null;
}

/** Long enough for the opener to take the message before the popup closes itself. */
const CLOSE_DELAY_MS = 300;

let fragmentToken: string | null | undefined;
/** The token in the fragment, read once: the page drops it from the address bar right after. */
function readFragmentToken(): string | null {
  fragmentToken ??= new URLSearchParams(window.location.hash.slice(1)).get('refresh_token');
  return fragmentToken;
}
const noSubscription = () => () => {};

export function loader({ request }: Route.LoaderArgs) {
  const { i18n } = storeViewOf(request);
  return { title: `${translatorFor(i18n.language)('Logging in…')} | Apteek` };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? 'Apteek' }, { name: 'robots', content: 'noindex' }];
}

/**
 * /eident/result and /{store}/eident/result: the server's OpenID Connect callback lands here with
 * the refresh token in the fragment (never sent to a server). The page hands it to its opener on
 * this origin only, drops it from the address bar and closes.
 */
export default function EidentResultPage() {
  const { t } = useTranslation();
  // undefined while rendered on the server: the fragment exists only in the browser.
  const refreshToken = useSyncExternalStore(noSubscription, readFragmentToken, () => undefined);
  useEffect(() => {
    if (refreshToken === undefined) return;
    window.history.replaceState(null, '', window.location.pathname);
    const opener = window.opener as Window | null;
    if (!opener) return;
    const message: EidentResultMessage = { type: EIDENT_RESULT_MESSAGE, refreshToken };
    opener.postMessage(message, window.location.origin);
    const timer = setTimeout(() => window.close(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refreshToken]);
  return (
    <div className="page-container flex flex-col items-center py-16 text-center">
      <p role="status" className="mt-6 text-lg font-semibold text-brand-900" data-testid="eident-result">
        {refreshToken === null ? t('User not authorized') : t('Logging in…')}
      </p>
    </div>
  );
}
