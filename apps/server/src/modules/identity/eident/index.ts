/**
 * Finnish strong e-identification over OpenID Connect (issue 16 item 4) and its local sandbox
 * broker (item 5). Other modules use it only through this file.
 */
export {
  eidentClient,
  EidentRefused,
  type BrokerKeys,
  type EidentClient,
  type EidentPerson,
  type EidentSettings,
} from './eident-client.ts';
export { eidentRoutes, type EidentRouteOptions } from './eident-routes.ts';
export {
  CALLBACK_PATH,
  eidentSandbox,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET_KEY,
  SANDBOX_ISSUER,
} from './eident-sandbox.ts';
export { EIDENT_TEST_PERSONS } from './sandbox-page.ts';
export { sandboxSigningKey } from './sandbox-keys.ts';
