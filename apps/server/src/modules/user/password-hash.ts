import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard, so guessing is costly; N = 2^15, r = 8 uses 32 MiB and about 50–140 ms per hash.
export const PASSWORD_HASH_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
// The integration tests' cost (testing/password-cost.ts, a setup file of theirs): a hash in about
// 1 ms instead of 136 ms, at some ninety places that create an account.
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

let params: { N: number; r: number; p: number } = PASSWORD_HASH_PARAMS;
let dummyHash: Promise<string> | undefined;

/** Only for the tests' setup: new hashes at a cost no production process ever uses. */
export function usePasswordTestCost(): void {
  params = TEST_PARAMS;
  dummyHash = undefined;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64url), so the parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password at the current cost: checking an unknown e-mail costs the same time as a known one. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
