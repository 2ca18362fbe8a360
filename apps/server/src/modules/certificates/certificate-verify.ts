import { X509Certificate } from 'node:crypto';
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { readSemanticsIdentifier, type CertificateRefusal, type VerifiedIdentity } from '@apteek/domain';
import { KEY_USAGE, OID } from './certificate-issue.ts';

/**
 * The header a TLS-terminating proxy forwards the ID card's certificate in, unless configured
 * otherwise: nginx's usual name (`proxy_set_header X-Client-Cert …`).
 */
export const DEFAULT_CLIENT_CERT_HEADER = 'x-client-cert';

export type CertificateVerdict =
  | { ok: true; identity: VerifiedIdentity; certificate: X509Certificate }
  | { ok: false; refusal: CertificateRefusal };

export interface VerifyOptions {
  /** The CAs that may issue identity certificates (the configured bundle or the sandbox CA). */
  trustedCas: readonly X509Certificate[];
  now: number;
}

const refuse = (refusal: CertificateRefusal): CertificateVerdict => ({ ok: false, refusal });

function attribute(subject: pkijs.RelativeDistinguishedNames, type: string): string | undefined {
  const found = subject.typesAndValues.find((entry) => entry.type === type);
  const value = (found?.value as { valueBlock?: { value?: unknown } } | undefined)?.valueBlock?.value;
  return typeof value === 'string' ? value : undefined;
}

function extensionOf(certificate: pkijs.Certificate, id: string): pkijs.Extension | undefined {
  return certificate.extensions?.find((extension) => extension.extnID === id);
}

/**
 * Key usage digitalSignature is required (a signing-only certificate has nonRepudiation alone);
 * an extended key usage, when present, must allow clientAuth.
 */
function usableForAuthentication(certificate: pkijs.Certificate): boolean {
  const usage = extensionOf(certificate, OID.keyUsage)?.parsedValue as asn1js.BitString | undefined;
  const bits = usage ? (new Uint8Array(usage.valueBlock.valueHexView)[0] ?? 0) : 0;
  if ((bits & KEY_USAGE.digitalSignature) === 0) return false;
  const extended = extensionOf(certificate, OID.extendedKeyUsage)?.parsedValue as
    pkijs.ExtKeyUsage | undefined;
  return !extended || extended.keyPurposes.includes(OID.clientAuth);
}

function issuedByTrusted(certificate: X509Certificate, { trustedCas, now }: VerifyOptions): boolean {
  return trustedCas.some(
    (ca) =>
      ca.ca &&
      certificate.checkIssued(ca) &&
      Date.parse(ca.validFrom) <= now &&
      now <= Date.parse(ca.validTo) &&
      certificate.verify(ca.publicKey),
  );
}

/**
 * Checks an identity certificate (DER) the way SK asks relying parties to (MID REST API section
 * 3.3.6, Smart-ID RP API v2 section 2.3.14): issued and signed by a trusted CA, within its validity
 * dates, meant for authentication, and naming a person by a valid personal code. Returns that
 * person, or why not.
 */
export function verifyIdentityCertificate(der: Buffer, options: VerifyOptions): CertificateVerdict {
  let node: X509Certificate;
  let parsed: pkijs.Certificate;
  try {
    node = new X509Certificate(der);
    parsed = pkijs.Certificate.fromBER(der);
  } catch {
    return refuse('unreadable');
  }
  if (!issuedByTrusted(node, options)) return refuse('foreign_ca');
  if (options.now < parsed.notBefore.value.getTime()) return refuse('not_yet_valid');
  if (options.now > parsed.notAfter.value.getTime()) return refuse('expired');
  if (!usableForAuthentication(parsed)) return refuse('wrong_usage');
  const subject = parsed.subject;
  const code = readSemanticsIdentifier(
    attribute(subject, OID.serialNumber) ?? '',
    attribute(subject, OID.country),
  );
  const givenName = attribute(subject, OID.givenName)?.trim();
  const surname = attribute(subject, OID.surname)?.trim();
  if (!code || !givenName || !surname) return refuse('no_identity');
  return { ok: true, identity: { givenName, surname, ...code }, certificate: node };
}

/**
 * The certificates of a PEM bundle (a configured CA bundle file's text), in order. A block that is
 * not a readable certificate stops start-up with its position rather than being skipped.
 */
export function readCertificateBundle(pem: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block, index) => {
    try {
      return new X509Certificate(block);
    } catch {
      throw new Error(`certificate ${index + 1} of the CA bundle cannot be read`);
    }
  });
}
