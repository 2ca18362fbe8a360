import { describe, expect, it } from 'vitest';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './access-token.ts';
import { hashPassword, usePasswordTestCost, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Apteek-2026');
    const second = await hashPassword('Apteek-2026');
    // The production cost: the integration tests' lower one is set only by their setup file.
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Apteek-2026', first)).toBe(true);
    expect(await verifyPassword('apteek-2026', first)).toBe(false);
    expect(await verifyPassword('Apteek-2026', 'plain')).toBe(false);
  });

  it('verify at the cost stored in each hash, so a cheaper or dearer one still checks', async () => {
    const full = await hashPassword('Apteek-2026');
    usePasswordTestCost();
    const cheap = await hashPassword('Apteek-2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Apteek-2026', cheap)).toBe(true);
    expect(await verifyPassword('Apteek-2026', full)).toBe(true);
  });
});

describe('access tokens', () => {
  const secret = 'test-secret';

  it('carry the customer and group until they expire', () => {
    const token = signAccessToken({ sub: 42, grp: 1 }, secret, 1000, 900);
    expect(verifyAccessToken(token, secret, 1899)).toMatchObject({ sub: 42, grp: 1, exp: 1900 });
    expect(verifyAccessToken(token, secret, 1900)).toBeNull();
  });

  it('refuse a changed payload, another secret and garbage', () => {
    const token = signAccessToken({ sub: 42, grp: 1 }, secret, 1000, 900);
    const [header, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, grp: 1, iat: 1000, exp: 1900 })).toString(
      'base64url',
    );
    expect(verifyAccessToken(`${header}.${forged}.${sig}`, secret, 1000)).toBeNull();
    expect(verifyAccessToken(token, 'other', 1000)).toBeNull();
    expect(verifyAccessToken('not.a.token', secret, 1000)).toBeNull();
  });

  it('are opaque where the database keeps only a hash', () => {
    const { token, hash } = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashOpaqueToken(token)).toBe(hash);
    expect(hash).not.toContain(token);
  });
});
