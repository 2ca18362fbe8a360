/**
 * The certificates strong identification rests on: this installation's sandbox CA, issuing and
 * verifying authentication certificates (and the header a proxy forwards an ID card's in), and
 * signatures over a hash. The identity module and the identity providers' clients and sandboxes
 * use them from here, so neither needs the other's face for them.
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
  DEFAULT_CLIENT_CERT_HEADER,
  readCertificateBundle,
  verifyIdentityCertificate,
  type CertificateVerdict,
  type VerifyOptions,
} from './certificate-verify.ts';
export { sandboxCertificateAuthority, SANDBOX_CA_KEY } from './sandbox-ca.ts';
export { signatureSchemeOf, signHash, verifySignatureOverHash, type SignatureScheme } from './signature.ts';
