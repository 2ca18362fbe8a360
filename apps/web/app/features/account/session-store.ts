import { createApiAuth } from '../../api/api-auth.ts';
import type { ApiAnswer } from '../../api/api-error.ts';
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

/** localStorage is outside input (STYLE §5): anything but a whole session reads as none. */
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
  | { kind: 'logout'; reason: LogoutReason }
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
 * The browser session's tokens and events (spec 000 §4 Token handling, §6): the access and refresh
 * tokens and the current customer, persisted in localStorage. A 401 triggers one refresh (the API
 * client's single flight, `auth`); other tabs wait for it under a Web Lock and take its result. A
 * refused refresh ends the session ('forced'); the cart and the sign-up modal react to the events.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const withLock = options.withLock ?? ((work) => work());
  const subscribers = new Set<() => void>();
  const listeners = new Set<Listener>();
  const read = () => parseStoredSession(options.storage?.getItem(SESSION_KEY) ?? null);
  let session: StoredSession | null = read();

  function save(next: StoredSession | null) {
    session = next;
    if (next) options.storage?.setItem(SESSION_KEY, JSON.stringify(next));
    else options.storage?.removeItem(SESSION_KEY);
    for (const subscriber of subscribers) subscriber();
  }

  async function emit(event: SessionEvent) {
    await Promise.all([...listeners].map(async (listener) => listener(event)));
  }

  function rotate(before: StoredSession): Promise<string | null> {
    return withLock(async () => {
      // Another tab may have rotated the token meanwhile: using the old one again would revoke the family.
      const stored = read();
      if (!stored) return null;
      if (stored.refreshToken !== before.refreshToken) {
        save(stored);
        return stored.token;
      }
      const tokens = await options.rotate(before.refreshToken);
      save({ ...stored, ...tokens });
      return tokens.token;
    });
  }

  async function end(reason: Exclude<LogoutReason, 'elsewhere'>) {
    const ended = session;
    save(null);
    await options.onEnd?.(ended, reason);
    await emit({ kind: 'logout', reason });
  }

  const auth = createApiAuth({
    token: () => session?.token ?? null,
    renew: async () => {
      const before = session;
      if (!before) return null;
      const token = await rotate(before).catch(() => null);
      if (token) return token;
      if (session) await end('forced');
      return null;
    },
  });

  return {
    /** The customer's tokens for the API client. */
    auth,
    subscribe(subscriber: () => void) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    snapshot: () => session,
    token: () => session?.token ?? null,
    customerId: () => session?.user?.id ?? null,

    /** Login, logout and forced-logout events for the cart and the modal. */
    listen(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit,

    /** A login's tokens; the customer is read next. */
    start: (tokens: SessionTokens) => save({ ...tokens, user: null }),

    /** The customer as the page shows them. */
    showUser(user: CustomerProfile) {
      if (session) save({ ...session, user });
    },

    /** One refresh at a time: callers arriving meanwhile get the same new token, or null. */
    refresh: () => auth.refresh(),

    /** Ends the session here; `end` hands it to `onEnd`, then announces the logout. */
    async end(reason: Exclude<LogoutReason, 'elsewhere'>): Promise<void> {
      if (session) await end(reason);
    },

    /** The session was ended or started in another tab. */
    async reload(): Promise<void> {
      const stored = read();
      if (stored?.token === session?.token && stored?.refreshToken === session?.refreshToken) return;
      const had = session;
      session = stored;
      for (const subscriber of subscribers) subscriber();
      if (had && !stored) await emit({ kind: 'logout', reason: 'elsewhere' });
      if (stored?.user) await emit({ kind: 'login', customerId: stored.user.id });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
