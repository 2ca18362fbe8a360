import { useEffect, useSyncExternalStore } from 'react';
import { CookieBanner } from './CookieBanner.tsx';
import { hasAcceptedCookies, keepConsentCookie, subscribeToClaims, useRootData } from '../../shell/index.ts';

/**
 * Shown until accepted (spec 001 §4). The claim lives in local storage and in a cookie, so the
 * server renders the notice in the page for visitors who have not accepted and leaves it out for
 * the others: it is painted with the page, never after hydration (issue 22). Hydration starts from
 * what the server rendered; then the browser's own claim decides.
 */
export function CookieNotice() {
  const root = useRootData();
  // Without root data (its loader failed) the server rendered no notice.
  const serverAccepted = root?.cookiesAccepted ?? true;
  const accepted = useSyncExternalStore(subscribeToClaims, hasAcceptedCookies, () => serverAccepted);
  useEffect(keepConsentCookie, []);
  return accepted ? null : <CookieBanner />;
}
