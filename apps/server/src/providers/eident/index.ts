/**
 * Finnish strong e-identification (the bank ID broker) over OpenID Connect: our client, and the
 * sandbox broker with test persons and its own signing key while no broker is configured.
 */
export {
  eidentClient,
  EidentRefused,
  type AuthorizationSecrets,
  type BrokerKeys,
  type EidentClient,
  type EidentPerson,
  type EidentSettings,
} from './eident-client.ts';
export {
  CALLBACK_PATH,
  eidentSandbox,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET_KEY,
  SANDBOX_ISSUER,
} from './sandbox/eident-sandbox.ts';
export { EIDENT_TEST_PERSONS } from './sandbox/sandbox-page.ts';
export { sandboxSigningKey } from './sandbox/sandbox-keys.ts';
