/**
 * The certificates strong identification rests on: this installation's sandbox CA, issuing and
 * verifying authentication certificates, and signatures over a hash. The identity module and the
 * identity providers' clients and sandboxes use them from here.
 */
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
} from './certificate-issue.ts';
export {
  readCertificateBundle,
  verifyIdentityCertificate,
  type CertificateVerdict,
  type VerifyOptions,
} from './certificate-verify.ts';
export { sandboxCertificateAuthority, SANDBOX_CA_KEY } from './sandbox-ca.ts';
export { signatureSchemeOf, signHash, verifySignatureOverHash, type SignatureScheme } from './signature.ts';
