/**
 * Smart-ID (RP API v2) inside the identity module: the relying party's client and the provider's
 * sandbox, plus what the Mobile-ID protocol shares with it (SK's hash, proof check and sandbox parts).
 */
export { authenticationHash, decodeHash, sha256 } from './auth-hash.ts';
export { checkProof, type IdentityTrust, type Proof, type ProvenIdentity } from './proof.ts';
export { IdentityProviderError, joinUrl, skCall } from './sk-http.ts';
export { deviceLanguage, renderDevicePage } from './sandbox-device-page.ts';
export { sandboxDevice, type DeviceOptions } from './sandbox-device.ts';
export {
  answerSandboxSession,
  createSandboxSession,
  longPoll,
  pendingSandboxSessions,
  readSandboxSession,
  sandboxCertificate,
  type DemoPerson,
  type SandboxSession,
} from './sandbox-sessions.ts';
export {
  SMART_ID_DEMO,
  smartIdClient,
  type SmartIdClient,
  type SmartIdPoll,
  type SmartIdSession,
  type SmartIdSettings,
  type SmartIdStart,
} from './smart-id-client.ts';
export {
  DEFAULT_SANDBOX_TIMING,
  pollWait,
  sessionEnd,
  SMART_ID_DEMO_ACCOUNTS,
  smartIdSandbox,
  type SandboxTiming,
} from './smart-id-sandbox.ts';
export { loopbackFetch, type Fetcher } from './sk-http.ts';
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
