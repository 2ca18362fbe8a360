import { KeyObject, randomBytes, webcrypto, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { semanticsIdentifier, type IdentityCountry } from '@apteek/domain';

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

const subtle = webcrypto.subtle;
const crypto = new pkijs.CryptoEngine({
  name: 'node',
  crypto: webcrypto,
} as unknown as pkijs.CryptoEngineParameters);

/** Object identifiers of the names and extensions the identity certificates carry (RFC 5280). */
export const OID = {
  country: '2.5.4.6',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  givenName: '2.5.4.42',
  serialNumber: '2.5.4.5',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  extendedKeyUsage: '2.5.29.37',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  emailProtection: '1.3.6.1.5.5.7.3.4',
} as const;

/** Key usage bits as the first byte of the BIT STRING holds them (RFC 5280, section 4.2.1.3). */
export const KEY_USAGE = {
  digitalSignature: 0x80,
  nonRepudiation: 0x40,
  keyEncipherment: 0x20,
  keyCertSign: 0x04,
  cRLSign: 0x02,
} as const;

/** A certificate authority that can issue certificates: its certificate and its signing key. */
export interface CertificateAuthority {
  certificateDer: Buffer;
  certificate: X509Certificate;
  privateKey: CryptoKey;
}

/** An issued end-user certificate with the private key its holder signs with. */
export interface IssuedCertificate {
  certificateDer: Buffer;
  certificate: X509Certificate;
  privateKey: KeyObject;
}

export type IdentityKeyType = 'rsa' | 'ec';

const EC_CA = { name: 'ECDSA', namedCurve: 'P-384' } as const;
const DAY_MS = 24 * 3600 * 1000;

function name(attributes: [string, string][]): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: attributes.map(
      ([type, value]) =>
        new pkijs.AttributeTypeAndValue({
          type,
          value:
            type === OID.country || type === OID.serialNumber
              ? new asn1js.PrintableString({ value })
              : new asn1js.Utf8String({ value }),
        }),
    ),
  });
}

function extension(extnID: string, critical: boolean, value: { toBER(sizeOnly?: boolean): ArrayBuffer }) {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });
}

function keyUsage(bits: number) {
  return new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer, unusedBits: 0 });
}

async function build(options: {
  issuer: pkijs.RelativeDistinguishedNames;
  subject: pkijs.RelativeDistinguishedNames;
  publicKey: CryptoKey;
  signingKey: CryptoKey;
  notBefore: Date;
  notAfter: Date;
  extensions: pkijs.Extension[];
}): Promise<Buffer> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = randomBytes(16);
  // Positive and minimally encoded: a leading zero byte before one below 0x80 is DER that
  // OpenSSL refuses to read (one certificate in about 500 failed to load).
  serial[0] = serial[0]! & 0x7f || 0x01;
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial.buffer.slice(0) });
  certificate.issuer = options.issuer;
  certificate.subject = options.subject;
  certificate.notBefore.value = options.notBefore;
  certificate.notAfter.value = options.notAfter;
  certificate.extensions = options.extensions;
  await certificate.subjectPublicKeyInfo.importKey(options.publicKey, crypto);
  await certificate.sign(options.signingKey, 'SHA-384', crypto);
  return Buffer.from(certificate.toSchema(true).toBER(false));
}

/** A new self-signed certificate authority (ECDSA P-384), valid `years` from `now`. */
export async function createCertificateAuthority(
  commonName: string,
  { now = Date.now(), years = 10, notBefore }: { now?: number; years?: number; notBefore?: Date } = {},
): Promise<CertificateAuthority> {
  const keys = await subtle.generateKey(EC_CA, true, ['sign', 'verify']);
  const dn = name([
    [OID.country, 'EE'],
    [OID.organization, 'Apteek sandbox'],
    [OID.commonName, commonName],
  ]);
  const start = notBefore ?? new Date(now - DAY_MS);
  const certificateDer = await build({
    issuer: dn,
    subject: dn,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    notBefore: start,
    notAfter: new Date(start.getTime() + years * 365 * DAY_MS),
    extensions: [
      extension(
        OID.basicConstraints,
        true,
        new pkijs.BasicConstraints({ cA: true, pathLenConstraint: 0 }).toSchema(),
      ),
      extension(OID.keyUsage, true, keyUsage(KEY_USAGE.keyCertSign | KEY_USAGE.cRLSign)),
    ],
  });
  return { certificateDer, certificate: new X509Certificate(certificateDer), privateKey: keys.privateKey };
}

/** The CA as app_meta keeps it: the certificate and the PKCS#8 key, base64. */
export async function exportCertificateAuthority(ca: CertificateAuthority): Promise<string> {
  const key = Buffer.from(await subtle.exportKey('pkcs8', ca.privateKey));
  return JSON.stringify({ certificate: ca.certificateDer.toString('base64'), key: key.toString('base64') });
}

export async function importCertificateAuthority(stored: string): Promise<CertificateAuthority> {
  const { certificate, key } = JSON.parse(stored) as { certificate: string; key: string };
  const certificateDer = Buffer.from(certificate, 'base64');
  const privateKey = await subtle.importKey('pkcs8', Buffer.from(key, 'base64'), EC_CA, true, ['sign']);
  return { certificateDer, certificate: new X509Certificate(certificateDer), privateKey };
}

export interface TestIdentity {
  givenName: string;
  surname: string;
  personalCode: string;
  country: IdentityCountry;
}

export interface IssueOptions {
  keyType?: IdentityKeyType;
  now?: number;
  notBefore?: Date;
  notAfter?: Date;
  /** Key usage bits; digitalSignature unless a test wants a certificate for another use. */
  keyUsage?: number;
  /** Extended key usages; clientAuth unless a test wants another. */
  extendedKeyUsage?: string[];
}

async function subjectKeys(keyType: IdentityKeyType): Promise<CryptoKeyPair> {
  if (keyType === 'ec')
    return subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  return subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
}

/**
 * An authentication certificate for a test identity, issued by `ca`, the way SK issues them:
 * subject C, CN "SURNAME,GIVENNAME,PNOEE-…", SN, GN and serialNumber `PNOEE-<code>`, key usage
 * digitalSignature, extended key usage clientAuth. RSA for Smart-ID, ECC P-256 for Mobile-ID.
 */
export async function issueIdentityCertificate(
  ca: CertificateAuthority,
  identity: TestIdentity,
  options: IssueOptions = {},
): Promise<IssuedCertificate> {
  const keys = await subjectKeys(options.keyType ?? 'rsa');
  const serialNumber = semanticsIdentifier(identity.country, identity.personalCode);
  const start = options.notBefore ?? new Date((options.now ?? Date.now()) - DAY_MS);
  const certificateDer = await build({
    issuer: pkijs.Certificate.fromBER(ca.certificateDer).subject,
    subject: name([
      [OID.country, identity.country],
      [OID.commonName, `${identity.surname},${identity.givenName},${serialNumber}`],
      [OID.surname, identity.surname],
      [OID.givenName, identity.givenName],
      [OID.serialNumber, serialNumber],
    ]),
    publicKey: keys.publicKey,
    signingKey: ca.privateKey,
    notBefore: start,
    notAfter: options.notAfter ?? new Date(start.getTime() + 3 * 365 * DAY_MS),
    extensions: [
      extension(OID.keyUsage, true, keyUsage(options.keyUsage ?? KEY_USAGE.digitalSignature)),
      extension(
        OID.extendedKeyUsage,
        false,
        new pkijs.ExtKeyUsage({ keyPurposes: options.extendedKeyUsage ?? [OID.clientAuth] }).toSchema(),
      ),
    ],
  });
  return {
    certificateDer,
    certificate: new X509Certificate(certificateDer),
    privateKey: KeyObject.from(keys.privateKey),
  };
}
