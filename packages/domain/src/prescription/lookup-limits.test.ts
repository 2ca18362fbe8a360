import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LimitPolicy } from '../account/request-limits.ts';
import { SECOND_PERSON_LOOKUP_LIMITS, secondPersonLookupKeys } from './lookup-limits.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LIMITS = SECOND_PERSON_LOOKUP_LIMITS;

interface Count {
  hits: number;
  windowStart: number;
  blockedUntil: number;
}

/**
 * The server's limiter as a model (apps/server/src/lib/request-limiter.ts, fixed windows): a try
 * counts against every key or, refused by one, against none.
 */
function hitAll(counts: Map<string, Count>, keys: { key: string; policy: LimitPolicy }[], now: number) {
  const staged = new Map<string, Count>();
  for (const { key, policy } of keys) {
    const row = counts.get(key);
    if (row && row.blockedUntil > now) return false;
    const stale = !row || row.windowStart <= now - policy.windowMs;
    const hits = stale ? 1 : row.hits + 1;
    const windowStart = stale ? now : row.windowStart;
    staged.set(key, {
      hits,
      windowStart,
      blockedUntil: hits >= policy.free ? windowStart + policy.windowMs : now,
    });
  }
  for (const [key, count] of staged) counts.set(key, count);
  return true;
}

interface Try {
  account: number;
  address: number;
  patient: number;
  gapMs: number;
}

const tries = fc.array(
  fc.record({
    account: fc.nat(4),
    address: fc.nat(4),
    patient: fc.nat(2),
    // Mostly bursts, now and then a pause of minutes or hours, so that windows fill and end.
    gapMs: fc.oneof(
      { weight: 6, arbitrary: fc.constant(0) },
      { weight: 3, arbitrary: fc.nat(2 * MINUTE) },
      { weight: 1, arbitrary: fc.nat(6 * 3600_000) },
    ),
  }),
  { minLength: 20, maxLength: 400, size: 'max' },
);

const lookupOf = (t: Try) => ({
  customerId: t.account + 1,
  ip: `198.51.100.${t.address + 1}`,
  patientKey: `patient-${t.patient}`,
});

/** Runs the tries through the model; answers each with its instant and whether it was let through. */
function run(list: Try[]) {
  const counts = new Map<string, Count>();
  let now = 0;
  return list.map((t) => {
    now += t.gapMs;
    return { ...t, at: now, admitted: hitAll(counts, secondPersonLookupKeys(lookupOf(t)), now) };
  });
}

/** Splits instants into fixed windows, each starting at its first instant; answers each window's size. */
function windowSizes(instants: number[], windowMs: number): number[] {
  const sizes: number[] = [];
  let end = -Infinity;
  for (const at of instants) {
    if (at >= end) {
      sizes.push(0);
      end = at + windowMs;
    }
    sizes[sizes.length - 1]! += 1;
  }
  return sizes;
}

function mostWithin(instants: number[], spanMs: number): number {
  let most = 0;
  for (let first = 0, last = 0; last < instants.length; last += 1) {
    while (instants[last]! - instants[first]! >= spanMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('secondPersonLookupKeys', () => {
  it('keys a try by account, address and person, day windows first', () => {
    const keys = secondPersonLookupKeys({ customerId: 7, ip: '203.0.113.9', patientKey: 'ab12' });
    expect(keys.map((k) => k.key)).toEqual([
      'prescription-lookup:account:day:7',
      'prescription-lookup:address:day:203.0.113.9',
      'prescription-lookup:patient:day:ab12',
      'prescription-lookup:account:minute:7',
      'prescription-lookup:address:minute:203.0.113.9',
      'prescription-lookup:patient:minute:ab12',
    ]);
    expect(keys[2]!.policy).toBe(LIMITS.patient.day);
  });

  it('counts an IPv6 subscriber by its /64, so stepping through its addresses does not help', () => {
    const key = (ip: string) => secondPersonLookupKeys({ customerId: 1, ip, patientKey: 'p' })[1]!.key;
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff::9'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
  });

  it('lets a few a minute and a few dozen a day through', () => {
    for (const who of Object.values(LIMITS)) {
      expect(who.minute.free).toBeLessThanOrEqual(10);
      expect(who.day.free).toBeLessThanOrEqual(40);
      expect(who.day.free).toBeGreaterThan(who.minute.free);
    }
  });

  it('refuses the sixth try of one account within a minute, and lets it through a minute later', () => {
    const counts = new Map<string, Count>();
    const keys = (patient: number) =>
      secondPersonLookupKeys(lookupOf({ account: 0, address: 0, patient, gapMs: 0 }));
    const admitted = [0, 1, 2, 0, 1, 2].map((patient, i) => hitAll(counts, keys(patient), i * 1000));
    expect(admitted).toEqual([true, true, true, true, true, false]);
    expect(hitAll(counts, keys(2), MINUTE)).toBe(true);
  });
});

describe('the lookup limits, whatever the interleaving of accounts and addresses', () => {
  it(`let at most ${LIMITS.patient.day.free} tries at one person through in each of its day windows, ${2 * LIMITS.patient.day.free} in any 24 hours`, () => {
    fc.assert(
      fc.property(tries, (list) => {
        const outcome = run(list);
        for (const patient of [0, 1, 2]) {
          const admitted = outcome.filter((t) => t.admitted && t.patient === patient).map((t) => t.at);
          expect(Math.max(0, ...windowSizes(admitted, DAY))).toBeLessThanOrEqual(LIMITS.patient.day.free);
          expect(Math.max(0, ...windowSizes(admitted, MINUTE))).toBeLessThanOrEqual(
            LIMITS.patient.minute.free,
          );
          expect(mostWithin(admitted, DAY)).toBeLessThanOrEqual(2 * LIMITS.patient.day.free);
        }
      }),
    );
  });

  it('let at most the account’s and the address’s own numbers through, whichever people they try', () => {
    fc.assert(
      fc.property(tries, (list) => {
        const outcome = run(list).filter((t) => t.admitted);
        for (const id of [0, 1, 2, 3, 4]) {
          const ofAccount = outcome.filter((t) => t.account === id).map((t) => t.at);
          const ofAddress = outcome.filter((t) => t.address === id).map((t) => t.at);
          expect(Math.max(0, ...windowSizes(ofAccount, DAY))).toBeLessThanOrEqual(LIMITS.account.day.free);
          expect(Math.max(0, ...windowSizes(ofAddress, DAY))).toBeLessThanOrEqual(LIMITS.address.day.free);
          expect(Math.max(0, ...windowSizes(ofAccount, MINUTE))).toBeLessThanOrEqual(
            LIMITS.account.minute.free,
          );
        }
      }),
    );
  });

  it('let a newcomer through a day after the last try let through at that person, however many were refused', () => {
    fc.assert(
      fc.property(tries, fc.nat(2), (list, patient) => {
        const counts = new Map<string, Count>();
        let now = 0;
        let lastAdmitted = -Infinity;
        for (const t of list) {
          now += t.gapMs;
          if (hitAll(counts, secondPersonLookupKeys(lookupOf(t)), now) && t.patient === patient) {
            lastAdmitted = now;
          }
        }
        const newcomer = { customerId: 99, ip: '192.0.2.99', patientKey: `patient-${patient}` };
        const at = Math.max(now, lastAdmitted + DAY);
        expect(hitAll(counts, secondPersonLookupKeys(newcomer), at)).toBe(true);
      }),
    );
  });
});
