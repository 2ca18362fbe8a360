import { useEffect, useSyncExternalStore } from 'react';
import type { TFunction } from '../../i18n/translation.tsx';
import { dropStaleSessionCookie } from './session-cookie.ts';
import { SESSION_KEY } from './session-key.ts';
import type { CustomerSession } from './customer-session.ts';
import type { StoredSession } from './session-store.ts';

let session: CustomerSession | null = null;
let loading: Promise<CustomerSession> | null = null;
const loadListeners = new Set<() => void>();
/** The page's language, for what the session shows on its own (SessionProvider keeps it current). */
let translate: TFunction | null = null;

/**
 * The browser's one session. Its code (tokens, refresh under a lock, the profile's task queue)
 * loads on first use, not with every page: most visitors never log in. Null during server rendering.
 */
export function sessionStore(): Promise<CustomerSession | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  loading ??= import('./browser-session.ts').then(({ createBrowserSession }) => {
    const created = createBrowserSession(() => translate);
    session = created;
    for (const listener of loadListeners) listener();
    return created;
  });
  return loading;
}

/** The session's code, if something has loaded it already. */
export function loadedSessionStore(): CustomerSession | null {
  return session;
}

/** Whether this browser holds a session, read without loading the session code. */
export function hasStoredSession(): boolean {
  return typeof window !== 'undefined' && window.localStorage.getItem(SESSION_KEY) !== null;
}

/**
 * Loads the session code when the browser holds a session, or as soon as another tab logs in;
 * a visitor who never logged in loads none of it. `t` is for the session's own notifications.
 */
export function useSessionBootstrap(t: TFunction): void {
  useEffect(() => {
    translate = t;
    if (hasStoredSession()) {
      void sessionStore();
      return;
    }
    dropStaleSessionCookie({ jar: document, secure: window.location.protocol === 'https:' });
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY && event.newValue !== null) void sessionStore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [t]);
}

const noSubscription = () => () => {};
const loggedOut = () => null;

function subscribeToLoad(listener: () => void) {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

const unknown = () => false;
/** Known once the session code has loaded, or at once when the browser holds no session. */
const isKnown = () => session !== null || !hasStoredSession();

/**
 * The session for components: logged out during server rendering, hydration and until its code
 * loads.
 */
export function useSession(): {
  session: StoredSession | null;
  store: CustomerSession | null;
} {
  const store = useSyncExternalStore(subscribeToLoad, loadedSessionStore, loggedOut);
  const current = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.snapshot ?? loggedOut,
    loggedOut,
  );
  return { session: current, store };
}

const isLoggedInNow = () => (session?.snapshot() ?? null) !== null;

function subscribeToLogin(listener: () => void) {
  let leaveSession = session?.subscribe(listener);
  const loaded = () => {
    leaveSession ??= session?.subscribe(listener);
    listener();
  };
  loadListeners.add(loaded);
  return () => {
    loadListeners.delete(loaded);
    leaveSession?.();
  };
}

/**
 * Whether a customer is logged in, for a part that needs no more of the session: it renders again
 * only when that changes, not when the session's code loads (which every page with a cart does,
 * and which rendered the whole layout again at once, hydrating its later parts in the same task).
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToLogin, isLoggedInNow, unknown);
}

/**
 * Whether the session is known: a real "logged out" told from "not read yet", for the pages that
 * act on it. A hook of its own, as it turns true at hydration for every visitor: in `useSession`
 * it re-rendered every component showing the session in one task just after hydration.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(subscribeToLoad, isKnown, unknown);
}

/** `complete`: the new-user check's step, asking a strong login's account for what it lacks. */
export type AuthView = 'login' | 'register' | 'forgot' | 'complete';

type Listener = () => void;
let authView: AuthView | null = null;
const modalListeners = new Set<Listener>();

/** The one authentication modal, opened from anywhere: header, bottom bar, account pages. */
export function openAuthModal(view: AuthView = 'login'): void {
  showAuthView(view);
}

export function closeAuthModal(): void {
  showAuthView(null);
}

function showAuthView(view: AuthView | null) {
  authView = view;
  for (const listener of modalListeners) listener();
}

export function useAuthModal(): AuthView | null {
  return useSyncExternalStore(
    (listener) => {
      modalListeners.add(listener);
      return () => modalListeners.delete(listener);
    },
    () => authView,
    () => null,
  );
}
