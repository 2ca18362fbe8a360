import type { CountryCode, Language, NewTask } from '@apteek/domain';
import { REFRESH_FAILED } from '../../sync/sync-messages.ts';
import type { TaskStore } from '../../sync/task-store.ts';
import type { TFunction } from '../../i18n/translation.tsx';
import { notify } from '../notifications/notification-store.ts';
import type { ApiAnswer, CustomerProfile, RegistrationInput } from './customer-profile.ts';
import { SESSION_KEY } from './session-key.ts';
import type { UserQueue } from './user-queue.ts';
import {
  acceptedProfile,
  answerOf,
  languageTask,
  profileTask,
  withChange,
  type ProfileChange,
  type UserTask,
} from './user-tasks.ts';

/** Spec 000 §5: the reset request needs the network. */
const RESET_OFFLINE = 'Reset password feature does not work while offline!';
const OFFLINE = 'You are offline. Some features might not be available.';
const SOMETHING_WRONG = 'Something went wrong. Try again in a few seconds.';

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

type LogoutReason = 'user' | 'forced' | 'silent' | 'elsewhere';

export type SessionEvent =
  | { kind: 'login'; customerId: number }
  | { kind: 'logout'; reason: LogoutReason }
  /** Before a logout the customer's queued changes still have a token to travel with. */
  | { kind: 'before-logout' };

export interface SessionStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /** Accept-Language of every call (spec 000 §7). */
  locale?: () => string;
  /** Runs a refresh alone across the browser's tabs (Web Locks); the work itself where there are none. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where the customer's profile changes wait for the connection; IndexedDB in the browser. */
  tasks?: TaskStore;
}

/** The server's answer to a profile change, or 'queued' while it waits for the connection. */
export type ChangeOutcome = ApiAnswer | 'queued';

export { SESSION_KEY } from './session-key.ts';

type Listener = (event: SessionEvent) => void | Promise<void>;
/** A queued change the server refused once it arrived: the server's text, to show. */
type RefusalListener = (message: string) => void;

/**
 * The browser session (spec 000 §4 Token handling, §6): the access and refresh tokens and the
 * current customer, persisted in localStorage. A 401 triggers one refresh; concurrent callers
 * wait for that same refresh (and other tabs for its result), then retry. A refused refresh ends
 * the session ('forced'); the cart and the sign-up modal react to the events.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const isOnline = options.isOnline ?? (() => true);
  const withLock = options.withLock ?? ((work) => work());
  const subscribers = new Set<() => void>();
  const listeners = new Set<Listener>();
  const refusalListeners = new Set<RefusalListener>();
  let session: StoredSession | null = read();
  let refreshing: Promise<string | null> | null = null;
  let userQueue: Promise<UserQueue> | null = null;

  /**
   * The customer's task queue. Its code (shared with the cart's queue) loads on first use, so
   * loading the session adds nothing for the shell to preload.
   */
  function loadQueue(): Promise<UserQueue> {
    userQueue ??= import('./user-queue.ts').then(({ createUserQueue }) =>
      createUserQueue({
        tasks: options.tasks,
        fetch: send,
        isOnline,
        locale: () => options.locale?.() ?? '',
        session: {
          token: () => session?.token ?? null,
          refresh: () => store.refresh(),
          forceLogout: () => store.forceLogout(),
        },
        onLateAnswer: (task, failure) =>
          void settleLate(task, failure === undefined ? answerOf(task) : { code: 0, result: failure }),
      }),
    );
    // A chunk that failed to load (offline) is tried again next time.
    userQueue.catch(() => (userQueue = null));
    return userQueue;
  }

  /**
   * Work on the queue; null when its code could not load or its storage failed (IndexedDB
   * refused, e.g. storage blocked): nothing is queued then, but logins, logouts and reads still work.
   */
  async function withQueue<T>(work: (queue: UserQueue) => Promise<T>): Promise<T | null> {
    try {
      return await work(await loadQueue());
    } catch {
      return null;
    }
  }

  function read(): StoredSession | null {
    return parseStoredSession(options.storage?.getItem(SESSION_KEY) ?? null);
  }

  function save(next: StoredSession | null) {
    session = next;
    if (next) options.storage?.setItem(SESSION_KEY, JSON.stringify(next));
    else options.storage?.removeItem(SESSION_KEY);
    for (const subscriber of subscribers) subscriber();
  }

  async function emit(event: SessionEvent) {
    await Promise.all([...listeners].map(async (listener) => listener(event)));
  }

  async function call(path: string, method: 'GET' | 'POST', body?: unknown, token?: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.locale) headers['accept-language'] = options.locale();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await send(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as ApiAnswer;
      return typeof answer?.code === 'number' ? answer : { code: response.status, result: null };
    } catch {
      return null;
    }
  }

  /** A call as the customer: a 401 refreshes the token once (shared by concurrent callers) and retries. */
  async function authorized(path: string, method: 'GET' | 'POST', body?: unknown): Promise<ApiAnswer | null> {
    const token = session?.token;
    if (!token) return { code: 401, result: REFRESH_FAILED };
    const answer = await call(path, method, body, token);
    if (answer?.code !== 401) return answer;
    const renewed = await store.refresh();
    return renewed ? call(path, method, body, renewed) : { code: 401, result: REFRESH_FAILED };
  }

  async function rotate(before: StoredSession): Promise<StoredSession | null> {
    return withLock(async () => {
      // Another tab may have rotated the token meanwhile: using the old one again would revoke the family.
      const stored = read();
      if (!stored) return null;
      if (stored.refreshToken !== before.refreshToken) {
        save(stored);
        return stored;
      }
      const answer = await call('/api/user/refresh', 'POST', { refreshToken: before.refreshToken });
      const refreshToken = answer?.meta?.refreshToken;
      if (answer?.code !== 200 || typeof answer.result !== 'string' || !refreshToken) return null;
      const next = { ...stored, token: answer.result, refreshToken };
      save(next);
      return next;
    });
  }

  async function end(reason: LogoutReason) {
    const ended = session;
    save(null);
    if (ended && reason !== 'elsewhere' && reason !== 'forced') {
      await call('/api/user/logout', 'POST', { refreshToken: ended.refreshToken });
    }
    // Spec 000 §4: unsent changes go with the session; none of them may reach the next login.
    await withQueue((queue) => queue.clearUntransmitted());
    await emit({ kind: 'logout', reason });
  }

  /** The server's profile with the changes still on their way, so the page keeps showing them. */
  async function showProfile(user: CustomerProfile) {
    let shown = user;
    for (const task of (await withQueue((queue) => queue.pending())) ?? []) {
      if (!task.transmited && !task.canceled) shown = withChange(shown, task);
    }
    if (session) save({ ...session, user: shown });
  }

  /**
   * A change sent as the customer through the queue. Online the caller gets the server's answer;
   * offline (or when the request fails) it stays queued and the stored profile shows it at once.
   */
  async function change(task: NewTask): Promise<ChangeOutcome> {
    if (!session) return { code: 401, result: REFRESH_FAILED };
    const outcome = await withQueue((queue) => queue.send(task));
    if (!outcome) return { code: 0, result: SOMETHING_WRONG };
    if (outcome.status === 'failed') return { code: 0, result: outcome.message };
    if (outcome.status === 'queued') {
      if (session?.user) save({ ...session, user: withChange(session.user, task) });
      return 'queued';
    }
    const answer = answerOf(outcome.task);
    if (answer.code === 200 && session?.user) await showProfile(acceptedProfile(session.user, task, answer));
    return answer;
  }

  /**
   * A queued change answered after its form stopped waiting. Refused, the profile is read again,
   * dropping what the page showed of it, and the server's text goes to the refusal listeners.
   */
  async function settleLate(task: UserTask, answer: ApiAnswer) {
    if (!session?.user) return;
    if (answer.code === 200) return showProfile(acceptedProfile(session.user, task, answer));
    // The session ended (forced logout): that is announced on its own.
    if (answer.result === REFRESH_FAILED) return;
    const read = await authorized('/api/user/me', 'GET');
    if (read?.code === 200 && session) await showProfile(read.result as CustomerProfile);
    for (const listener of refusalListeners) listener(messageOf(answer));
  }

  /**
   * Reads the current customer; a customer of another country than the store's is logged out
   * silently (spec 000 §6). Offline or on a server error the known customer stays.
   */
  async function authorize(country: CountryCode): Promise<'ok' | 'other-country' | 'unavailable'> {
    // Changes left queued by an earlier page go first, so the customer read includes them.
    await withQueue((queue) => queue.process());
    const answer = await authorized('/api/user/me', 'GET');
    if (!session) return 'unavailable';
    if (answer?.code !== 200) return 'unavailable';
    const user = answer.result as CustomerProfile;
    if (user.country_id !== country) {
      await end('silent');
      return 'other-country';
    }
    await showProfile(user);
    return 'ok';
  }

  const store = {
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

    /** Queued profile changes the server refused when they finally arrived, for a notification. */
    listenRefusals(listener: RefusalListener): () => void {
      refusalListeners.add(listener);
      return () => void refusalListeners.delete(listener);
    },

    /** Spec 000 §4 Coming back online: the queued profile changes are sent. */
    async sendQueued(): Promise<void> {
      // Logged out, nothing is queued (a logout drops it): no need to load the queue's code.
      if (session) await withQueue((queue) => queue.process());
    },

    /** One refresh at a time: callers arriving meanwhile get the same new token, or null. */
    refresh(): Promise<string | null> {
      refreshing ??= (async () => {
        const before = session;
        if (!before) return null;
        const next = await rotate(before).catch(() => null);
        if (next) return next.token;
        if (session) await end('forced');
        return null;
      })().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    /** Spec 000 §4: the task queue could not refresh the session; end it. */
    async forceLogout(): Promise<void> {
      if (session) await end('forced');
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

    authorize,

    async login(
      username: string,
      password: string,
      country: CountryCode,
    ): Promise<{ ok: true } | { ok: false; message: string }> {
      if (!isOnline()) return { ok: false, message: OFFLINE };
      const answer = await call('/api/user/login', 'POST', { username, password });
      const refreshToken = answer?.meta?.refreshToken;
      if (answer?.code !== 200 || typeof answer.result !== 'string' || !refreshToken) {
        return { ok: false, message: messageOf(answer) };
      }
      // A new session: refreshes may be tried again, and nothing of an earlier one is sent with it.
      await withQueue(async (queue) => {
        queue.resetSession();
        await queue.clearUntransmitted();
      });
      save({ token: answer.result, refreshToken, user: null });
      const outcome = await authorize(country);
      const user = session?.user;
      if (outcome === 'ok' && user) {
        await emit({ kind: 'login', customerId: user.id });
        return { ok: true };
      }
      if (session) await end('silent');
      return {
        ok: false,
        message:
          outcome === 'other-country'
            ? 'This account belongs to the shop of another country.'
            : SOMETHING_WRONG,
      };
    },

    async register(customer: RegistrationInput, password: string, country: CountryCode) {
      if (!isOnline()) return { ok: false as const, message: OFFLINE, errors: [] };
      const answer = await call('/api/user/create', 'POST', { customer, password });
      if (answer?.code !== 200)
        return { ok: false as const, message: messageOf(answer), errors: answer?.errors ?? [] };
      const login = await store.login(customer.email, password, country);
      return login.ok ? login : { ...login, errors: [] };
    },

    /** The customer's own logout: queued changes are sent first, then the session is revoked. */
    async logout(): Promise<void> {
      if (!session) return;
      await Promise.all([emit({ kind: 'before-logout' }), withQueue((queue) => queue.process())]);
      await end('user');
    },

    /** Spec 000 §7: POST /api/user/me, queued. */
    updateProfile: (customer: ProfileChange): Promise<ChangeOutcome> => change(profileTask(customer)),

    /** Spec 000 §7: POST /api/user/me/language, queued. */
    setLanguage: (language: Language): Promise<ChangeOutcome> => change(languageTask(language)),

    /** Spec 000 §5: refused while offline; a refusal's text is the server's errorMessage. */
    async changePassword(currentPassword: string, newPassword: string): Promise<ApiAnswer | null> {
      if (!isOnline()) return null;
      return authorized('/api/user/change-password', 'POST', { currentPassword, newPassword });
    },

    async resetPassword(email: string): Promise<ApiAnswer> {
      if (!isOnline()) return { code: 0, result: RESET_OFFLINE };
      return (
        (await call('/api/user/reset-password', 'POST', { email })) ?? { code: 0, result: RESET_OFFLINE }
      );
    },

    async createPassword(email: string, newPassword: string, resetToken: string): Promise<ApiAnswer | null> {
      return call('/api/user/create-password', 'POST', { email, newPassword, resetToken });
    },

    /** Reads as the customer, e.g. the order history. */
    get: (path: string) => authorized(path, 'GET'),
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The browser's session with the customer's task queue, wired to the window. session-client.ts
 * loads this module on first use, so a visit that never logs in loads none of it. `translate`
 * gives the page's current language.
 */
export function createBrowserSession(translate: () => TFunction | null): SessionStore {
  const session = createSessionStore({
    storage: window.localStorage,
    isOnline: () => navigator.onLine,
    locale: () => document.documentElement.lang,
    withLock: <T>(work: () => Promise<T>): Promise<T> =>
      navigator.locks ? (navigator.locks.request('apteek-session-refresh', work) as Promise<T>) : work(),
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) void session.reload();
  });
  // Spec 000 §4 Coming back online: the queued profile changes are sent. A customer's page sends
  // at once too: what an earlier page left queued goes, and the queue's code loads while online.
  window.addEventListener('online', () => void session.sendQueued());
  void session.sendQueued();
  // A change made offline that the server refused once it arrived (the profile is read again).
  session.listenRefusals((message) => {
    const t = translate();
    if (t) notify({ type: 'danger', message: t(message) });
  });
  return session;
}

function messageOf(answer: ApiAnswer | null): string {
  return typeof answer?.result === 'string' ? answer.result : SOMETHING_WRONG;
}
