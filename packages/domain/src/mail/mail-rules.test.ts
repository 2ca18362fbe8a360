import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_LEASE_MS, isLoopbackAddress, mailRetryDelayMs } from './mail-rules.ts';

const octet = fc.integer({ min: 0, max: 255 });

describe('isLoopbackAddress', () => {
  it('knows this machine in every spelling a socket reports', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
  });

  it('is false for anything else, including look-alikes', () => {
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '127.0.0.256',
      '127.0.0',
      '1127.0.0.1',
      'fe80::1',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('is true exactly for IPv4 addresses whose first octet is 127, plain or mapped', () => {
    fc.assert(
      fc.property(octet, octet, octet, octet, fc.boolean(), (a, b, c, d, mapped) => {
        const address = `${mapped ? '::ffff:' : ''}${a}.${b}.${c}.${d}`;
        expect(isLoopbackAddress(address)).toBe(a === 127);
      }),
    );
  });
});

describe('mailRetryDelayMs', () => {
  it('starts at 30 seconds and doubles', () => {
    expect([1, 2, 3].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000]);
  });

  it('never shrinks and never passes an hour; a long failure waits longer than a lease', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (attempts) => {
        const delay = mailRetryDelayMs(attempts);
        expect(delay).toBeGreaterThanOrEqual(mailRetryDelayMs(attempts - 1));
        expect(delay).toBeLessThanOrEqual(60 * 60 * 1000);
        expect(delay).toBeGreaterThan(0);
      }),
    );
    expect(mailRetryDelayMs(100)).toBeGreaterThan(MAIL_LEASE_MS);
  });
});
