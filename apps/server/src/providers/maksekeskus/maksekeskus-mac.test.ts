import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMaksekeskusMacValid, maksekeskusMac } from './maksekeskus-mac.ts';

describe('the MakeCommerce MAC', () => {
  it('is the upper-case SHA-512 of the json string followed by the secret key', () => {
    const json = '{"amount":"12.50","currency":"EUR","reference":"100000001","status":"COMPLETED"}';
    // Known digest of the same input, computed independently of the code under test.
    const expected = createHash('sha512').update(`${json}secret`).digest('hex').toUpperCase();
    expect(maksekeskusMac(json, 'secret')).toBe(expected);
    expect(expected).toMatch(/^[0-9A-F]{128}$/);
  });

  it('hashes the json exactly as received, including non-ASCII text', () => {
    const json = '{"customer_name":"Õie Šmidt"}';
    expect(maksekeskusMac(json, 'k')).toBe(
      createHash('sha512')
        .update(Buffer.from(`${json}k`, 'utf8'))
        .digest('hex')
        .toUpperCase(),
    );
  });

  it('accepts its own MAC (in either case) and refuses any change to message, MAC or key', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (json, key, extra) => {
          const mac = maksekeskusMac(json, key);
          expect(isMaksekeskusMacValid(json, mac, key)).toBe(true);
          expect(isMaksekeskusMacValid(json, mac.toLowerCase(), key)).toBe(true);
          expect(isMaksekeskusMacValid(json + extra, mac, key)).toBe(false);
          expect(isMaksekeskusMacValid(json, mac, key + extra)).toBe(false);
          expect(isMaksekeskusMacValid(json, mac.slice(1), key)).toBe(false);
        },
      ),
    );
  });
});
