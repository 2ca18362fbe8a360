import { createHash, timingSafeEqual } from 'node:crypto';

/** Upper-case hex digest, the form both providers sign with. */
export function upperHexDigest(algorithm: 'sha256' | 'sha512', input: string): string {
  return createHash(algorithm).update(input, 'utf8').digest('hex').toUpperCase();
}

/** Compares a received signature without leaking where it differs. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toUpperCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Compares two secrets (an order code) in constant time, whatever their lengths. */
export function secretsMatch(expected: string, received: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(received)) && expected === received;
}
