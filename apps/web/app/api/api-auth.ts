/** The customer's tokens as a call needs them: the bearer to send and a way to get a new one. */
export interface ApiAuth {
  token(): string | null;
  /** A new access token, or null when the session could not be refreshed. */
  refresh(): Promise<string | null>;
}

/**
 * Token handling: one refresh at a time. Callers that meet a 401 meanwhile wait for
 * the same refresh and get its token (or null), so concurrent calls rotate the refresh token once.
 */
export function createApiAuth(source: { token(): string | null; renew(): Promise<string | null> }): ApiAuth {
  let refreshing: Promise<string | null> | null = null;
  return {
    token: () => source.token(),
    refresh() {
      refreshing ??= source
        .renew()
        .catch(() => null)
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
  };
}
