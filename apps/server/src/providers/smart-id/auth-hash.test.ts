import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authenticationHash, decodeHash } from './auth-hash.ts';

describe('authentication hash', () => {
  it('is a SHA-512 digest (64 bytes) by default, and the asked length for the other types', () => {
    expect(authenticationHash()).toHaveLength(64);
    expect(authenticationHash('SHA256')).toHaveLength(32);
    expect(authenticationHash('SHA384')).toHaveLength(48);
  });

  it('is never the same twice, and never the digest of nothing', () => {
    const hashes = new Set(Array.from({ length: 200 }, () => authenticationHash().toString('hex')));
    expect(hashes.size).toBe(200);
    expect(hashes.has(createHash('sha512').update(Buffer.alloc(64)).digest('hex'))).toBe(false);
  });

  it('reads back a hash only when its length matches its type', () => {
    const hash = authenticationHash();
    expect(decodeHash(hash.toString('base64'), 'SHA512')).toEqual(hash);
    expect(decodeHash(hash.toString('base64'), 'SHA256')).toBeNull();
    expect(decodeHash(hash.toString('base64'), 'MD5')).toBeNull();
    expect(decodeHash('not base64!', 'SHA512')).toBeNull();
    expect(decodeHash(undefined, 'SHA512')).toBeNull();
  });
});
