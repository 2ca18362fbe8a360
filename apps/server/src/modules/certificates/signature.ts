import type { KeyObject } from 'node:crypto';
import {
  constants,
  createHash,
  createPublicKey,
  privateEncrypt,
  publicDecrypt,
  randomBytes,
  timingSafeEqual,
  X509Certificate,
} from 'node:crypto';
import { p256, p384, p521 } from '@noble/curves/nist.js';

/**
 * How a provider signed a hash: RSA PKCS#1 v1.5 (Smart-ID v2, Mobile-ID with RSA keys), RSASSA-PSS
 * (Smart-ID v3) or ECDSA with the raw r||s signature (Mobile-ID's ECC keys). The digest is the
 * hash's own: SHA-256, -384 or -512 by its length.
 */
export type SignatureScheme = 'rsa-pkcs1' | 'rsa-pss' | 'ecdsa';

type Digest = 'sha256' | 'sha384' | 'sha512';

/** DER DigestInfo prefixes (RFC 8017, section 9.2, note 1). */
const DIGEST_INFO: Record<Digest, Buffer> = {
  sha256: Buffer.from('3031300d060960864801650304020105000420', 'hex'),
  sha384: Buffer.from('3041300d060960864801650304020205000430', 'hex'),
  sha512: Buffer.from('3051300d060960864801650304020305000440', 'hex'),
};

function digestOf(hash: Buffer): Digest | null {
  return ({ 32: 'sha256', 48: 'sha384', 64: 'sha512' } as const)[hash.length as 32 | 48 | 64] ?? null;
}

/**
 * The scheme a provider's algorithm name stands for: `sha256WithRSAEncryption`,
 * `SHA256WithECEncryption`, `RSASSA-PSS`, `ecdsa-with-SHA256`…; null for anything else.
 */
export function signatureSchemeOf(algorithm: string): SignatureScheme | null {
  const name = algorithm.toLowerCase();
  if (name.includes('pss')) return 'rsa-pss';
  if (name.includes('ec')) return 'ecdsa';
  if (name.includes('rsa')) return 'rsa-pkcs1';
  return null;
}

const CURVES = { 'P-256': p256, 'P-384': p384, 'P-521': p521 } as const;
type CurveName = keyof typeof CURVES;

function curveOf(key: KeyObject) {
  const jwk = key.export({ format: 'jwk' });
  const curve = CURVES[jwk.crv as CurveName];
  if (!curve) throw new Error('unsupported curve');
  return { curve, jwk };
}

function mgf1(seed: Buffer, length: number, digest: Digest): Buffer {
  const blocks: Buffer[] = [];
  for (let counter = 0; blocks.length * seed.length < length + seed.length; counter++) {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    blocks.push(createHash(digest).update(seed).update(c).digest());
    if (Buffer.concat(blocks).length >= length) break;
  }
  return Buffer.concat(blocks).subarray(0, length);
}

function modulusBits(key: KeyObject): number {
  return key.asymmetricKeyDetails?.modulusLength ?? 0;
}

/** EMSA-PSS-VERIFY (RFC 8017, section 9.1.2), salt as long as the hash, MGF1 with the hash's digest. */
function pssMatches(em: Buffer, hash: Buffer, digest: Digest, emBits: number): boolean {
  const hLen = hash.length;
  const emLen = Math.ceil(emBits / 8);
  const encoded = em.subarray(em.length - emLen);
  if (em.length > emLen && em.subarray(0, em.length - emLen).some((b) => b !== 0)) return false;
  if (emLen < 2 * hLen + 2 || encoded[emLen - 1] !== 0xbc) return false;
  const maskedDb = encoded.subarray(0, emLen - hLen - 1);
  const h = encoded.subarray(emLen - hLen - 1, emLen - 1);
  const topBits = 8 * emLen - emBits;
  if (topBits > 0 && maskedDb[0]! >> (8 - topBits) !== 0) return false;
  const db = Buffer.from(maskedDb.map((b, i) => b ^ mgf1(h, maskedDb.length, digest)[i]!));
  if (topBits > 0) db[0] = db[0]! & (0xff >> topBits);
  const saltStart = db.length - hLen;
  if (db.subarray(0, saltStart - 1).some((b) => b !== 0) || db[saltStart - 1] !== 0x01) return false;
  const expected = createHash(digest)
    .update(Buffer.alloc(8))
    .update(hash)
    .update(db.subarray(saltStart))
    .digest();
  return timingSafeEqual(expected, h);
}

function pssEncode(hash: Buffer, digest: Digest, emBits: number): Buffer {
  const hLen = hash.length;
  const emLen = Math.ceil(emBits / 8);
  const salt = randomBytes(hLen);
  const h = createHash(digest).update(Buffer.alloc(8)).update(hash).update(salt).digest();
  const db = Buffer.concat([Buffer.alloc(emLen - 2 * hLen - 2), Buffer.from([1]), salt]);
  const masked = Buffer.from(db.map((b, i) => b ^ mgf1(h, db.length, digest)[i]!));
  masked[0] = masked[0]! & (0xff >> (8 * emLen - emBits));
  return Buffer.concat([masked, h, Buffer.from([0xbc])]);
}

/**
 * Whether `signature` is the certificate holder's signature over `hash` (the hash the relying
 * party sent, not a message to hash again). False for any mismatch, including a key of another
 * type than the scheme names or a hash of an unknown length.
 */
export function verifySignatureOverHash(
  certificateDer: Buffer,
  hash: Buffer,
  signature: Buffer,
  scheme: SignatureScheme,
): boolean {
  const digest = digestOf(hash);
  if (!digest) return false;
  try {
    const key = new X509Certificate(certificateDer).publicKey;
    if (scheme === 'ecdsa') {
      if (key.asymmetricKeyType !== 'ec') return false;
      const { curve, jwk } = curveOf(key);
      const point = Buffer.concat([
        Buffer.from([4]),
        Buffer.from(jwk.x!, 'base64url'),
        Buffer.from(jwk.y!, 'base64url'),
      ]);
      return curve.verify(signature, hash, point, { prehash: false, lowS: false });
    }
    if (key.asymmetricKeyType !== 'rsa') return false;
    if (scheme === 'rsa-pkcs1') {
      const decoded = publicDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, signature);
      const expected = Buffer.concat([DIGEST_INFO[digest], hash]);
      return decoded.length === expected.length && timingSafeEqual(decoded, expected);
    }
    const em = publicDecrypt({ key, padding: constants.RSA_NO_PADDING }, signature);
    return pssMatches(em, hash, digest, modulusBits(key) - 1);
  } catch {
    return false;
  }
}

/** Signs a hash as a provider's user would (the sandboxes' side of `verifySignatureOverHash`). */
export function signHash(privateKey: KeyObject, hash: Buffer, scheme: SignatureScheme): Buffer {
  const digest = digestOf(hash);
  if (!digest) throw new Error('hash of unknown length');
  if (scheme === 'ecdsa') {
    const { curve, jwk } = curveOf(privateKey);
    return Buffer.from(curve.sign(hash, Buffer.from(jwk.d!, 'base64url'), { prehash: false, lowS: false }));
  }
  if (scheme === 'rsa-pkcs1') {
    return privateEncrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([DIGEST_INFO[digest], hash]),
    );
  }
  const bits = modulusBits(createPublicKey(privateKey));
  const em = pssEncode(hash, digest, bits - 1);
  const padded = Buffer.concat([Buffer.alloc(Math.ceil(bits / 8) - em.length), em]);
  return privateEncrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, padded);
}
