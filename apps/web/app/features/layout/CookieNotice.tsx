import { useSyncExternalStore } from 'react';
import { hasAcceptedCookies, subscribeToClaims } from './local-claims.ts';
import { MountWhen, onDemand } from './on-demand.tsx';

const CookieBanner = onDemand(() => import('./CookieBanner.tsx').then((module) => module.CookieBanner));

/** Shown until accepted (spec 001 §4); the claim lives in local storage, so the server never renders it. */
export function CookieNotice() {
  const accepted = useSyncExternalStore(subscribeToClaims, hasAcceptedCookies, () => true);
  return <MountWhen when={!accepted}>{!accepted && <CookieBanner />}</MountWhen>;
}
