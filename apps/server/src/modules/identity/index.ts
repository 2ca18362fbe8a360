/**
 * Strong identification (issue 16): certificates (a sandbox CA per installation, issuing and
 * verifying authentication certificates, signatures over a hash) and accounts by personal code.
 * Other modules use it only through this file.
 */
export {
  identityAccounts,
  type IdentityAccounts,
  type IdentityLoginInput,
  type IdentityLoginResult,
} from './identity-login.ts';
export {
  createCertificateAuthority,
  issueIdentityCertificate,
  KEY_USAGE,
  OID,
  type CertificateAuthority,
  type IdentityKeyType,
  type IssuedCertificate,
  type IssueOptions,
  type TestIdentity,
} from './certificates/certificate-issue.ts';
export {
  readCertificateBundle,
  verifyIdentityCertificate,
  type CertificateVerdict,
  type VerifyOptions,
} from './certificates/certificate-verify.ts';
export { sandboxCertificateAuthority, SANDBOX_CA_KEY } from './certificates/sandbox-ca.ts';
export {
  signatureSchemeOf,
  signHash,
  verifySignatureOverHash,
  type SignatureScheme,
} from './certificates/signature.ts';
export { DUMMY_LOGIN_PERSONS, dummyLoginRoutes } from './dummy-login.ts';
export { identityPaths } from './identity-openapi.ts';
