import { useEffect, useSyncExternalStore } from 'react';
import {
  MountWhen,
  cookieChoice,
  keepConsentCookie,
  onDemand,
  subscribeToClaims,
  useRootData,
} from '../../shell/index.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { useCookieSettingsOpen } from './cookie-settings-store.ts';

const hasChosen = () => cookieChoice() !== null;

/**
 * Shown until the visitor chooses. The choice lives in local storage and in a cookie, so the
 * server renders the notice in the page for visitors who have not chosen and leaves it out for
 * the others: it is painted with the page, never after hydration. Hydration starts from what the
 * server rendered; then the browser's own claim decides.
 */
export function CookieNotice() {
  const root = useRootData();
  // Without root data (its loader failed) the server rendered no notice.
  const serverChosen = root?.cookieChoiceMade ?? true;
  const chosen = useSyncExternalStore(subscribeToClaims, hasChosen, () => serverChosen);
  useEffect(keepConsentCookie, []);
  return chosen ? null : <CookieBanner />;
}

const CookieSettings = onDemand(() => import('./CookieSettings.tsx').then((module) => module.CookieSettings));

/** The settings dialog's code loads the first time the notice's Choose or the footer's link opens it. */
export function CookieSettingsOnDemand() {
  return (
    <MountWhen when={useCookieSettingsOpen()}>
      <CookieSettings />
    </MountWhen>
  );
}
