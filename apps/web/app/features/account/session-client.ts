import { useSyncExternalStore } from 'react';
import { SESSION_KEY, createSessionStore, type SessionStore, type StoredSession } from './session-store.ts';

let session: SessionStore | null = null;

/** The browser's one session, created on first use; never during server rendering. */
export function sessionStore(): SessionStore | null {
  if (typeof window === 'undefined') return null;
  if (session) return session;
  const created = createSessionStore({
    storage: window.localStorage,
    isOnline: () => navigator.onLine,
    locale: () => document.documentElement.lang,
    withLock: <T>(work: () => Promise<T>): Promise<T> =>
      navigator.locks ? (navigator.locks.request('apteek-session-refresh', work) as Promise<T>) : work(),
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) void created.reload();
  });
  session = created;
  return created;
}

const noSubscription = () => () => {};
const loggedOut = () => null;

/** The session for components: logged out during server rendering and hydration, then the stored one. */
export function useSession(): { session: StoredSession | null; store: SessionStore | null } {
  const store = sessionStore();
  const current = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.snapshot ?? loggedOut,
    loggedOut,
  );
  return { session: current, store };
}

export type AuthView = 'login' | 'register' | 'forgot';

type Listener = () => void;
let authView: AuthView | null = null;
const modalListeners = new Set<Listener>();

/** The one authentication modal (spec 001 §2), opened from anywhere: header, bottom bar, account pages. */
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
