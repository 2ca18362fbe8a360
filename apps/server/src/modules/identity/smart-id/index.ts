/**
 * Smart-ID login, our side: the session routes Smart-ID and Mobile-ID share (start, long poll,
 * the proven person logged in) and Smart-ID's own routes. SK's protocol and its sandbox are
 * providers/smart-id.
 */
export {
  IDENTITY_INIT_PER_PERSONAL_CODE,
  IdentityLoginBody,
  IdentitySessionQuery,
  identitySessionRoutes,
  SESSION_LONG_POLL_MS,
  type IdentityLogins,
  type IdentityProtocol,
  type ProviderSession,
} from './session-routes.ts';
export {
  bundleTrustOf,
  IDENTITY_DISPLAY_TEXT,
  PersonalCodeField,
  sandboxTrustOf,
  SmartIdInitSchema,
  smartIdRoutes,
  type SkContract,
} from './smart-id-routes.ts';
