import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_HASH_BYTES, type IdentityHashType } from '@apteek/domain';

const NODE_DIGEST: Record<IdentityHashType, string> = {
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
};

/**
 * The hash a Smart-ID or Mobile-ID authentication asks the person to sign: a digest of 64 fresh
 * random bytes (SK's clients do the same), so no two sessions sign the same hash.
 */
export function authenticationHash(hashType: IdentityHashType = 'SHA512'): Buffer {
  return createHash(NODE_DIGEST[hashType]).update(randomBytes(64)).digest();
}

/** The hash a request carries (base64) when it is as long as its hashType says; null otherwise. */
export function decodeHash(base64: unknown, hashType: unknown): Buffer | null {
  if (typeof base64 !== 'string' || typeof hashType !== 'string') return null;
  if (!Object.hasOwn(IDENTITY_HASH_BYTES, hashType)) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const hash = Buffer.from(base64, 'base64');
  return hash.length === IDENTITY_HASH_BYTES[hashType as IdentityHashType] ? hash : null;
}

export const sha256 = (bytes: Uint8Array): Uint8Array => createHash('sha256').update(bytes).digest();
