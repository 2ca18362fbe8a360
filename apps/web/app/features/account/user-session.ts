/** The logged-in customer's profile as GET /api/user/me answers it. */
export interface Profile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string | null;
  country_id: 'EE' | 'FI';
  language: 'et' | 'fi' | 'en' | 'ru';
  group_id: number;
  consentTermsAccepted: boolean;
  isSubscribedToNewsletter: boolean;
  addresses: object[];
}

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  profile: Profile | null;
}

const STORAGE_KEY = 'apteek-session';
const EMPTY: SessionState = { token: null, refreshToken: null, profile: null };

type Listener = () => void;

interface Answer {
  code: number;
  result: unknown;
  meta?: { refreshToken?: string };
  errors?: { field: string; message: string }[];
}

/**
 * The customer's session in the browser (spec 000 §4 Token handling): the access token and the
 * opaque refresh token are kept locally; a refresh runs once at a time and rotates both.
 */
export function createUserSession(options: {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  fetch?: typeof fetch;
  locale: string;
}) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const listeners = new Set<Listener>();
  let state: SessionState = read();
  let refreshing: Promise<string | null> | null = null;

  function read(): SessionState {
    try {
      return {
        ...EMPTY,
        ...(JSON.parse(options.storage?.getItem(STORAGE_KEY) ?? '{}') as Partial<SessionState>),
      };
    } catch {
      return EMPTY;
    }
  }

  function set(next: SessionState) {
    state = next;
    if (next.token || next.refreshToken) options.storage?.setItem(STORAGE_KEY, JSON.stringify(next));
    else options.storage?.removeItem(STORAGE_KEY);
    for (const listener of listeners) listener();
  }

  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    token = state.token,
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': options.locale };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await send(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json().catch(() => ({ code: response.status, result: null }))) as Answer;
  }

  const session = {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    isLoggedIn: () => state.token !== null,

    /** Logs in; the answer's English error text when refused. */
    async login(email: string, password: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const answer = await call('POST', '/api/user/login', { username: email, password }, null);
      if (answer.code !== 200 || typeof answer.result !== 'string') {
        return {
          ok: false,
          message: typeof answer.result === 'string' ? answer.result : 'Something went wrong ...',
        };
      }
      set({ token: answer.result, refreshToken: answer.meta?.refreshToken ?? null, profile: null });
      await session.loadProfile();
      return { ok: true };
    },

    async loadProfile(): Promise<Profile | null> {
      if (!state.token) return null;
      const answer = await call('GET', '/api/user/me');
      if (answer.code === 401 && (await session.refresh())) return session.loadProfile();
      if (answer.code !== 200) return null;
      set({ ...state, profile: answer.result as Profile });
      return state.profile;
    },

    /** One refresh at a time (the invalidate lock of spec 000 §4); null when the session is over. */
    refresh(): Promise<string | null> {
      refreshing ??= (async () => {
        if (!state.refreshToken) return null;
        const answer = await call(
          'POST',
          '/api/user/refresh',
          { refreshToken: state.refreshToken },
          null,
        ).catch(() => null);
        if (answer?.code !== 200 || typeof answer.result !== 'string') {
          set(EMPTY);
          return null;
        }
        set({ ...state, token: answer.result, refreshToken: answer.meta?.refreshToken ?? null });
        return answer.result;
      })().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    async logout(): Promise<void> {
      const { refreshToken } = state;
      set(EMPTY);
      if (refreshToken) await call('POST', '/api/user/logout', { refreshToken }, null).catch(() => null);
    },

    /** Forgets the session without telling the server (it refused the tokens already). */
    drop() {
      set(EMPTY);
    },
  };
  return session;
}

export type UserSession = ReturnType<typeof createUserSession>;
