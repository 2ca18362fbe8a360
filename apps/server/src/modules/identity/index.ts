/**
 * Strong identification: certificates (a sandbox CA per installation, issuing and
 * verifying authentication certificates, signatures over a hash) and accounts by personal code.
 * Other modules use it only through this file.
 */
export {
  identityAccounts,
  type IdentityAccounts,
  type IdentityLoginInput,
  type IdentityLoginResult,
} from './identity-login.ts';
export { DUMMY_LOGIN_PERSONS, dummyLoginRoutes } from './dummy-login.ts';
export { identityPaths } from './identity-openapi.ts';
