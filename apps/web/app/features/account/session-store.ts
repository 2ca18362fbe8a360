import { createApiAuth } from '../../api/api-auth.ts';
import { ApiError, type ApiAnswer } from '../../api/api-error.ts';
import type { SessionTokens } from './account-api.ts';
import type { CustomerProfile } from './customer-profile.ts';
import { SESSION_KEY } from './session-key.ts';

export { SESSION_KEY } from './session-key.ts';

/** What the browser keeps of a login: one session for all store views of the shop. */
export interface StoredSession {
  token: string;
  refreshToken: string;
  user: CustomerProfile | null;
}

/** localStorage is outside input: anything but a whole session reads as none. */
function parseStoredSession(text: string | null): StoredSession | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<StoredSession> | null;
    if (typeof value?.token !== 'string' || typeof value.refreshToken !== 'string') return null;
    const user = typeof value.user === 'object' && value.user !== null ? value.user : null;
    return { token: value.token, refreshToken: value.refreshToken, user };
  } catch {
    return null;
  }
}

export type LogoutReason = 'user' | 'forced' | 'silent' | 'elsewhere';

export type SessionEvent =
  | { kind: 'login'; customerId: number }
  /** `crashed`: the refresh failed on the page's side (an answer it could not use, its storage), not by refusal. */
  | { kind: 'logout'; reason: LogoutReason; crashed?: true }
  /** Before a logout the customer's queued changes still have a token to travel with. */
  | { kind: 'before-logout' };

/** The server's answer to a profile change, or 'queued' while it waits for the connection. */
export type ChangeOutcome = ApiAnswer | 'queued';

export interface SessionStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** New tokens for a refresh token (POST /api/user/refresh); throws when the server refuses. */
  rotate: (refreshToken: string) => Promise<SessionTokens>;
  /** Runs a refresh alone across the browser's tabs (Web Locks); the work itself where there are none. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** A session ended here: what goes with it (its revocation, its queued changes) before the logout event. */
  onEnd?: (ended: StoredSession | null, reason: LogoutReason) => Promise<void>;
}

type Listener = (event: SessionEvent) => void | Promise<void>;

/**
 * The browser session's tokens and events: the access and refresh
 * tokens and the current customer, persisted in localStorage. A 401 triggers one refresh (the API
 * client's single flight, `auth`); other tabs wait for it under a Web Lock and take its result. A
 * refused refresh ends the session ('forced'); the cart and the sign-up modal react to the events.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const listeners = new Set<Listener>();
  const state = storedSession(options.storage);
  const rotate = lockedRotation(state, options);

  async function emit(event: SessionEvent) {
    await Promise.all([...listeners].map(async (listener) => listener(event)));
  }

  async function end(reason: Exclude<LogoutReason, 'elsewhere'>, crashed = false) {
    const ended = state.current();
    state.save(null);
    await options.onEnd?.(ended, reason);
    await emit({ kind: 'logout', reason, ...(crashed ? { crashed: true as const } : {}) });
  }

  const auth = createApiAuth({
    token: () => state.current()?.token ?? null,
    renew: async () => {
      const before = state.current();
      if (!before) return null;
      let crashed = false;
      const token = await rotate(before).catch((error: unknown) => {
        crashed = !(error instanceof ApiError) || error.failure === 'unusable';
        return null;
      });
      if (token) return token;
      if (state.current()) await end('forced', crashed);
      return null;
    },
  });

  return {
    /** The customer's tokens for the API client. */
    auth,
    subscribe: state.subscribe,
    snapshot: state.current,
    token: () => state.current()?.token ?? null,
    customerId: () => state.current()?.user?.id ?? null,

    /** Login, logout and forced-logout events for the cart and the modal. */
    listen: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit,

    /** A login's tokens; the customer is read next. */
    start: (tokens: SessionTokens) => state.save({ ...tokens, user: null }),

    /** The customer as the page shows them. */
    showUser(user: CustomerProfile) {
      const current = state.current();
      if (current) state.save({ ...current, user });
    },

    /** One refresh at a time: callers arriving meanwhile get the same new token, or null. */
    refresh: () => auth.refresh(),

    /** Ends the session here; `end` hands it to `onEnd`, then announces the logout. */
    async end(reason: Exclude<LogoutReason, 'elsewhere'>): Promise<void> {
      if (state.current()) await end(reason);
    },

    /** The session was ended or started in another tab. */
    reload: async (): Promise<void> => {
      const had = state.current();
      const stored = state.read();
      if (stored?.token === had?.token && stored?.refreshToken === had?.refreshToken) return;
      state.adopt(stored);
      if (had && !stored) await emit({ kind: 'logout', reason: 'elsewhere' });
      if (stored?.user) await emit({ kind: 'login', customerId: stored.user.id });
    },
  };
}

/** The session as localStorage keeps it, with the page's subscribers. */
function storedSession(storage: SessionStoreOptions['storage']) {
  const subscribers = new Set<() => void>();
  const read = () => parseStoredSession(storage?.getItem(SESSION_KEY) ?? null);
  let session = read();
  const notify = () => {
    for (const subscriber of subscribers) subscriber();
  };
  return {
    read,
    current: (): StoredSession | null => session,
    save(next: StoredSession | null) {
      session = next;
      if (next) storage?.setItem(SESSION_KEY, JSON.stringify(next));
      else storage?.removeItem(SESSION_KEY);
      notify();
    },
    /** What another tab stored, taken as it is. */
    adopt(stored: StoredSession | null) {
      session = stored;
      notify();
    },
    subscribe: (subscriber: () => void) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

/** New tokens for the session, rotated by one tab at a time (Web Locks, docs/ARCHITECTURE.md "Cart and session"). */
function lockedRotation(state: ReturnType<typeof storedSession>, options: SessionStoreOptions) {
  const withLock = options.withLock ?? ((work) => work());
  return (before: StoredSession): Promise<string | null> =>
    withLock(async () => {
      // Another tab may have rotated the token meanwhile: using the old one again would revoke the family.
      const stored = state.read();
      if (!stored) return null;
      if (stored.refreshToken !== before.refreshToken) {
        state.save(stored);
        return stored.token;
      }
      const tokens = await options.rotate(before.refreshToken);
      state.save({ ...stored, ...tokens });
      return tokens.token;
    });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
