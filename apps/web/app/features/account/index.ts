// The customer's session (logins, identity providers, the session store the other features read) and the account pages.
// Other features, routes and the root use this feature only through what this face hands on.
export { AccountButton } from './AccountButton.tsx';
export { AccountPage } from './AccountPage.tsx';
export type { AccountTab } from './AccountPage.tsx';
export { ADDRESS_INPUTS } from './address-inputs.ts';
export type { AddressLine } from './address-inputs.ts';
export { createBrowserSession } from './browser-session.ts';
export type { CustomerProfile } from './customer-profile.ts';
export type { CustomerSession } from './customer-session.ts';
export { Mailbox } from './Mailbox.tsx';
export { ResetPasswordForm } from './ResetPasswordForm.tsx';
export {
  hasStoredSession,
  loadedSessionStore,
  openAuthModal,
  sessionStore,
  useIsLoggedIn,
  useSession,
  useSessionKnown,
} from './session-client.ts';
export { SESSION_KEY } from './session-key.ts';
export type { SessionEvent, StoredSession } from './session-store.ts';
export { SessionProvider } from './SessionProvider.tsx';
export { useLoaded } from './use-loaded.ts';
export { useNewUserCheck } from './use-new-user-check.ts';
