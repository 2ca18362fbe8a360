import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backoffWaitMs,
  backoffWaits,
  ipLimitKey,
  retryAfterSeconds,
  type LimitPolicy,
} from './request-limits.ts';

const backoffPolicy = fc.record({
  free: fc.integer({ min: 1, max: 50 }),
  windowMs: fc.integer({ min: 1, max: 10_000_000 }),
  backoff: fc
    .record({ baseMs: fc.integer({ min: 1, max: 100_000 }), extra: fc.integer({ min: 0, max: 10_000_000 }) })
    .map(({ baseMs, extra }) => ({ baseMs, maxMs: baseMs + extra })),
});

describe('backoffWaitMs', () => {
  it('lets the first tries through, then doubles the wait up to its cap', () => {
    const policy = { free: 5, windowMs: 3600_000, backoff: { baseMs: 30_000, maxMs: 900_000 } };
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((hits) => backoffWaitMs(policy, hits));
    expect(waits).toEqual([0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('is zero below free, never above the cap, never shrinking, and doubles until the cap', () => {
    fc.assert(
      fc.property(backoffPolicy, fc.integer({ min: 1, max: 10_000 }), (policy, hits) => {
        const wait = backoffWaitMs(policy, hits);
        const next = backoffWaitMs(policy, hits + 1);
        if (hits < policy.free) expect(wait).toBe(0);
        else expect(wait).toBeGreaterThanOrEqual(policy.backoff.baseMs);
        expect(wait).toBeLessThanOrEqual(policy.backoff.maxMs);
        expect(next).toBeGreaterThanOrEqual(wait);
        if (hits >= policy.free) expect(next).toBe(Math.min(2 * wait, policy.backoff.maxMs));
      }),
    );
  });

  it('never waits in a fixed window (the window end is the wait there)', () => {
    expect(backoffWaitMs({ free: 2, windowMs: 1000 }, 7)).toBe(0);
  });
});

describe('backoffWaits', () => {
  it('lists each wait until the last entry holds for every later try', () => {
    fc.assert(
      fc.property(backoffPolicy, fc.integer({ min: 1, max: 200 }), (policy: LimitPolicy, hits) => {
        const waits = backoffWaits(policy);
        expect(waits.length).toBeGreaterThanOrEqual(policy.free);
        expect(waits[Math.min(hits, waits.length) - 1]).toBe(backoffWaitMs(policy, hits));
      }),
    );
  });

  it('is all zeros, free long, for a fixed window', () => {
    expect(backoffWaits({ free: 3, windowMs: 1000 })).toEqual([0, 0, 0]);
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds and is at least 1', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(30_000)).toBe(30);
  });
});

describe('ipLimitKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(ipLimitKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(ipLimitKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(ipLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
