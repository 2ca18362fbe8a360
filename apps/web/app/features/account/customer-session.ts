import { REFRESH_FAILED, staysLoggedIn, type CountryCode, type Language } from '@apteek/domain';
import { ApiError, SOMETHING_WRONG, type ApiAnswer } from '../../api/api-error.ts';
import type { TaskStore } from '../../sync/task-store.ts';
import {
  createAccountApi,
  settled,
  type AccountApi,
  type IdentityPath,
  type SessionTokens,
} from './account-api.ts';
import type { CustomerProfile, RegistrationInput } from './customer-profile.ts';
import { createProfileChanges } from './profile-changes.ts';
import { createSessionStore, type ChangeOutcome, type SessionStore } from './session-store.ts';
import { languageTask, profileTask, type ProfileChange } from './user-tasks.ts';

/** The reset request needs the network. */
const RESET_OFFLINE = 'Reset password feature does not work while offline!';
const OFFLINE = 'You are offline. Some features might not be available.';
const OTHER_COUNTRY = 'This account belongs to the shop of another country.';
/** A popup login that ended without a refresh token. */
const NOT_AUTHORIZED = 'User not authorized';

export interface CustomerSessionOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /** Accept-Language of every call: the page's store view's default locale. */
  locale?: () => string;
  /** Runs a refresh alone across the browser's tabs (Web Locks); the work itself where there are none. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where the customer's profile changes wait for the connection; IndexedDB in the browser. */
  tasks?: TaskStore;
}

export type LoginOutcome = { ok: true } | { ok: false; message: string };

/** The server's own text of a refusal; the generic one for anything else. */
function messageOf(error: unknown): string {
  return error instanceof ApiError && error.failure === 'refused' ? error.message : SOMETHING_WRONG;
}

/**
 * The customer's session as the pages use it: the session store's tokens and
 * events, the account calls, and the profile changes with their queue.
 */
export function createCustomerSession(options: CustomerSessionOptions) {
  const isOnline = options.isOnline ?? (() => true);
  const locale = () => options.locale?.() ?? '';
  const api = createAccountApi({ locale, fetch: options.fetch });
  const session = createSessionStore({
    storage: options.storage,
    withLock: options.withLock,
    rotate: (refreshToken) => api.refresh(refreshToken),
    onEnd: async (ended, reason) => {
      // A forced end has no valid refresh token left to revoke.
      if (ended && reason !== 'forced') await api.logout(ended.refreshToken).catch(() => null);
      await changes.drop();
    },
  });
  const changes = createProfileChanges({ ...options, session, api, isOnline, locale });

  const { authorize, login, identityLogin, refreshTokenLogin } = signIn({ api, session, changes, isOnline });

  return {
    /** The customer's tokens for the API client (a 401 refreshes them once, shared by every caller). */
    auth: session.auth,
    subscribe: session.subscribe,
    snapshot: session.snapshot,
    token: session.token,
    customerId: session.customerId,
    listen: session.listen,
    refresh: session.refresh,
    reload: session.reload,

    /** Queued profile changes the server refused when they finally arrived, for a notification. */
    listenRefusals: changes.listenRefusals,

    /** Coming back online: the queued profile changes are sent. */
    async sendQueued(): Promise<void> {
      // Logged out, nothing is queued (a logout drops it): no need to load the queue's code.
      if (session.snapshot()) await changes.send();
    },

    /** The task queue could not refresh the session; end it. */
    forceLogout: () => session.end('forced'),

    authorize,
    login,
    /** Smart-ID and Mobile-ID logins: start, poll, and the login of an OK session. */
    identity: { init: api.identityInit, poll: api.identitySession, login: identityLogin },
    refreshTokenLogin,
    ...accountForms({ api, session, isOnline, login }),

    /** The customer's own logout: queued changes are sent first, then the session is revoked. */
    async logout(): Promise<void> {
      if (!session.snapshot()) return;
      await Promise.all([session.emit({ kind: 'before-logout' }), changes.send()]);
      await session.end('user');
    },

    /** POST /api/user/me, queued. */
    updateProfile: (customer: ProfileChange): Promise<ChangeOutcome> => changes.change(profileTask(customer)),

    /** POST /api/user/me/language, queued. */
    setLanguage: (language: Language): Promise<ChangeOutcome> => changes.change(languageTask(language)),
  };
}

export type CustomerSession = ReturnType<typeof createCustomerSession>;

/** Logging in and reading the customer, who must belong to the store's country. */
function signIn(deps: {
  api: AccountApi;
  session: SessionStore;
  changes: ReturnType<typeof createProfileChanges>;
  isOnline: () => boolean;
}) {
  const { api, session, changes, isOnline } = deps;
  /**
   * Reads the current customer; a customer of another country than the store's is logged out
   * silently, unless a Finnish patient in the Estonian pharmacy's stores (staysLoggedIn). Offline
   * or on a server error the known customer stays.
   */
  async function authorize(country: CountryCode): Promise<'ok' | 'other-country' | 'unavailable'> {
    // Changes left queued by an earlier page go first, so the customer read includes them.
    await changes.send();
    const answer = await asCustomer(session, () => api.me(session.auth));
    if (!session.snapshot() || answer?.code !== 200) return 'unavailable';
    const user = answer.result as CustomerProfile;
    if (
      !staysLoggedIn(country, { country: user.country_id, identityCountry: user.identityCountry ?? null })
    ) {
      await session.end('silent');
      return 'other-country';
    }
    await changes.showProfile(user);
    return 'ok';
  }

  /**
   * After any login the tokens are stored and the customer read; on failure nothing stays. A
   * session set-up that throws (storage, the queue, a listener such as the cart's) is logged
   * without anything of the customer, the user cleared and the error rethrown to the form, which
   * shows its own failure (001 §8: logged only).
   */
  async function loginWith(
    tokensOf: () => Promise<SessionTokens>,
    country: CountryCode,
  ): Promise<LoginOutcome> {
    if (!isOnline()) return { ok: false, message: OFFLINE };
    const tokens = await tokensOf().catch((error: unknown) => messageOf(error));
    if (typeof tokens === 'string') return { ok: false, message: tokens };
    try {
      await changes.startOver();
      session.start(tokens);
      const outcome = await authorize(country);
      const user = session.snapshot()?.user;
      if (outcome === 'ok' && user) {
        await session.emit({ kind: 'login', customerId: user.id });
        return { ok: true };
      }
      await session.end('silent');
      return { ok: false, message: outcome === 'other-country' ? OTHER_COUNTRY : SOMETHING_WRONG };
    } catch (error) {
      // Only the kind of error: its text may carry the customer's data or a token.
      console.warn('session setup failed', error instanceof Error ? error.name : typeof error);
      await session.end('silent').catch(() => undefined);
      throw error;
    }
  }

  const login = (username: string, password: string, country: CountryCode) =>
    loginWith(() => api.login(username, password), country);

  /** The login of an approved Smart-ID or Mobile-ID session, then as a password login. */
  const identityLogin = (path: IdentityPath, sessionId: string, language: Language, country: CountryCode) =>
    loginWith(() => api.identityLogin(path, sessionId, language), country);

  /**
   * Popup login (the Finnish e-identification): the refresh token the popup handed over
   * is the login, rotated once like any refresh; without one the user is cleared, 'User not authorized'.
   */
  async function refreshTokenLogin(refreshToken: string | null, country: CountryCode): Promise<LoginOutcome> {
    if (refreshToken) return loginWith(() => api.refresh(refreshToken), country);
    await session.end('silent');
    return { ok: false, message: NOT_AUTHORIZED };
  }

  return { authorize, login, identityLogin, refreshTokenLogin };
}

/** A call as the customer; the refused refresh's answer when there is no session. */
function asCustomer(session: SessionStore, call: () => Promise<ApiAnswer>): Promise<ApiAnswer | null> {
  return session.token()
    ? settled(call())
    : Promise.resolve({ code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' });
}

/** The account forms' calls: registration and passwords, and the customer's own reads. */
function accountForms(deps: {
  api: AccountApi;
  session: SessionStore;
  isOnline: () => boolean;
  login: (username: string, password: string, country: CountryCode) => Promise<LoginOutcome>;
}) {
  const { api, session, isOnline } = deps;
  return {
    async register(customer: RegistrationInput, password: string, country: CountryCode) {
      if (!isOnline()) return { ok: false as const, message: OFFLINE, errors: [] };
      const refusal = await api.register(customer, password).then(
        () => null,
        (error: unknown) => ({ ok: false as const, message: messageOf(error), errors: errorsOf(error) }),
      );
      if (refusal) return refusal;
      const outcome = await deps.login(customer.email, password, country);
      return outcome.ok ? outcome : { ...outcome, errors: [] };
    },

    /** Refused while offline; a refusal's text is the server's errorMessage. */
    async changePassword(currentPassword: string, newPassword: string): Promise<ApiAnswer | null> {
      if (!isOnline()) return null;
      return asCustomer(session, () => api.changePassword(session.auth, currentPassword, newPassword));
    },

    async resetPassword(email: string): Promise<ApiAnswer> {
      const offline = { code: 0, result: RESET_OFFLINE };
      if (!isOnline()) return offline;
      return (await settled(api.resetPassword(email))) ?? offline;
    },

    createPassword: (email: string, newPassword: string, resetToken: string): Promise<ApiAnswer | null> =>
      settled(api.createPassword(email, newPassword, resetToken)),

    /** Reads as the customer, e.g. the order history. */
    get: (path: string) => asCustomer(session, () => api.read(session.auth, path)),

    /** Cancels one of the customer's orders that is not packed yet. */
    cancelOrder: (orderId: string) => asCustomer(session, () => api.cancelOrder(session.auth, orderId)),

    /**
     * Deletes the account (refused while offline); once the server has deleted it, the session
     * ends here too, its tokens being of no use any more.
     */
    async deleteAccount(password?: string): Promise<ApiAnswer | null> {
      if (!isOnline()) return null;
      const answer = await asCustomer(session, () => api.forget(session.auth, password));
      if (answer?.code === 200) await session.end('silent');
      return answer;
    },
  };
}

function errorsOf(error: unknown) {
  return error instanceof ApiError ? error.errors : [];
}
