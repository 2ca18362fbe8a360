import type { ApiAuth } from '../../api/api-auth.ts';
import { WRONG_RESPONSE_FORMAT } from '@apteek/domain';
import { ApiError, answerOfError, type ApiAnswer } from '../../api/api-error.ts';
import { callApi, type ApiRequest } from '../../api/client.ts';
import type { CustomerProfile, RegistrationInput } from './customer-profile.ts';

/** A login's tokens: the short-lived access token and the rotating refresh token. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface AccountApiOptions {
  /** Accept-Language of every call: the page's store view's default locale. */
  locale: () => string;
  fetch?: typeof fetch;
}

/** Login and refresh answer the access token as the result and the refresh token in `meta`. */
function tokensOf(answer: ApiAnswer): SessionTokens {
  const refreshToken = answer.meta?.refreshToken;
  if (typeof answer.result !== 'string' || typeof refreshToken !== 'string')
    throw new ApiError('unusable', answer.code, WRONG_RESPONSE_FORMAT, answer);
  return { token: answer.result, refreshToken };
}

/** `/api/user/{path}/…` of the Smart-ID and Mobile-ID logins. */
export type IdentityPath = 'smartid' | 'mobileid';

/** A started identity session: the store's session id and the code the shopper compares on the phone. */
export interface IdentityStart {
  sessionId: string;
  verificationCode: string;
}

/** One poll: RUNNING, or COMPLETE with the provider's result (OK, or a failure and its text). */
export interface IdentityPoll {
  state: string;
  result: string | null;
  message?: string;
}

/** The answer as the account forms read it: the envelope whatever its code, null without one. */
export function settled<T>(call: Promise<ApiAnswer<T>>): Promise<ApiAnswer | null> {
  return call.catch(answerOfError);
}

/** The account calls (`/api/user/*`). Failures throw the client's ApiError. */
export function createAccountApi(options: AccountApiOptions) {
  const call = <T>(path: string, request: ApiRequest<T> = {}) =>
    callApi<T>(path, { locale: options.locale(), fetch: options.fetch, ...request });
  const post = <T>(path: string, body: unknown, auth?: ApiAuth) =>
    call<T>(path, { method: 'POST', body, auth });

  return {
    login: (username: string, password: string) =>
      post('/api/user/login', { username, password }).then(tokensOf),

    identityInit: (path: IdentityPath, body: Record<string, string>) =>
      post<IdentityStart>(`/api/user/${path}/init`, body).then((answer) => answer.result),

    identitySession: (path: IdentityPath, sessionId: string) =>
      call<IdentityPoll>(`/api/user/${path}/session?sessionId=${encodeURIComponent(sessionId)}`).then(
        (answer) => answer.result,
      ),

    identityLogin: (path: IdentityPath, sessionId: string, language: string) =>
      post(`/api/user/${path}/login`, { sessionId, language }).then(tokensOf),

    refresh: (refreshToken: string) => post('/api/user/refresh', { refreshToken }).then(tokensOf),

    /** Revokes the refresh token on the server. */
    logout: (refreshToken: string) => post('/api/user/logout', { refreshToken }),

    register: (customer: RegistrationInput, password: string) =>
      post('/api/user/create', { customer, password }),

    me: (auth: ApiAuth) => call<CustomerProfile>('/api/user/me', { auth }),

    changePassword: (auth: ApiAuth, currentPassword: string, newPassword: string) =>
      post('/api/user/change-password', { currentPassword, newPassword }, auth),

    resetPassword: (email: string) => post('/api/user/reset-password', { email }),

    createPassword: (email: string, newPassword: string, resetToken: string) =>
      post('/api/user/create-password', { email, newPassword, resetToken }),

    /** Deletes the account: with its password, or with an empty body after a fresh strong login. */
    forget: (auth: ApiAuth, password?: string) =>
      post('/api/user/forget', password === undefined ? {} : { password }, auth),

    /** Reads as the customer, e.g. the order history. */
    read: (auth: ApiAuth, path: string) => call(path, { auth }),

    /** Cancels the customer's order while it is not packed; the server refunds what was paid. */
    cancelOrder: (auth: ApiAuth, orderId: string) =>
      post(`/api/order/${encodeURIComponent(orderId)}/cancel`, {}, auth),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
