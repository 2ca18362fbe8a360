/**
 * SK's Smart-ID (RP API v2): our relying party's client (SK's hash, the session calls and the check
 * of the proof SK returns), what Mobile-ID shares with it, and the sandbox that plays SK with demo
 * persons and a device page while no relying-party contract is configured.
 */
export { authenticationHash, decodeHash, sha256 } from './auth-hash.ts';
export {
  checkProof,
  type IdentityTrust,
  type Proof,
  type ProvenIdentity,
  type StartedSession,
} from './proof.ts';
export { IdentityProviderError, joinUrl, loopbackFetch, skCall, type Fetcher } from './sk-http.ts';
export {
  SMART_ID_DEMO,
  smartIdClient,
  type SmartIdClient,
  type SmartIdPoll,
  type SmartIdSession,
  type SmartIdSettings,
  type SmartIdStart,
} from './smart-id-client.ts';
export { deviceLanguage, renderDevicePage } from './sandbox/sandbox-device-page.ts';
export { sandboxDevice, type DeviceOptions } from './sandbox/sandbox-device.ts';
export {
  answerSandboxSession,
  createSandboxSession,
  longPoll,
  pendingSandboxSessions,
  readSandboxSession,
  sandboxCertificate,
  type DemoPerson,
  type SandboxSession,
} from './sandbox/sandbox-sessions.ts';
export {
  awaitSessionEnd,
  DEFAULT_SANDBOX_TIMING,
  pollWait,
  sessionEnd,
  SMART_ID_DEMO_ACCOUNTS,
  smartIdSandbox,
  type SandboxTiming,
} from './sandbox/smart-id-sandbox.ts';
