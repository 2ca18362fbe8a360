// The shell every page stands in: the store view and its links, on-demand parts, the notices bus,
// the cookie claims, the root data. It imports no feature.
export { COMPANY_LINKS, TERMS_LINKS } from './footer-links.ts';
export type { FooterLink } from './footer-links.ts';
export { HydrateLater } from './HydrateLater.tsx';
export { NATIVE_NAMES, documentAlternates, switchTargetPath } from './language-switch.ts';
export {
  chooseCookies,
  chosenStore,
  cookieChoice,
  cookieConsent,
  hasCookieChoiceIn,
  keepConsentCookie,
  rememberChosenStore,
  subscribeToClaims,
} from './local-claims.ts';
export {
  dismissNotification,
  dismissPageNotifications,
  notificationStore,
  notify,
} from './notification-store.ts';
export { MountWhen, onDemand } from './on-demand.tsx';
export { CUSTOMER_SERVICE, LICENCE_HOLDER, REGULATORS, telHref } from './pharmacy-details.ts';
export { StoreViewContext, storeViewOf, useStoreView } from './store-view.ts';
export { CardLink, StoreLink } from './StoreLink.tsx';
export { useHydrated } from './use-hydrated.ts';
export { UserStateContext, useUserState } from './user-state.ts';
export { useRootData } from './root-data.ts';
export type { RootData } from './root-data.ts';
