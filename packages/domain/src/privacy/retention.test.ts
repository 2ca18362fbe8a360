import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION,
  effectiveRetention,
  isPastRetention,
  isValidRetentionPeriod,
  retentionCutoff,
  RETENTION_KINDS,
  type RetentionRule,
} from './retention.ts';

const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));
const period = fc.record({
  months: fc.integer({ min: 0, max: 240 }),
  days: fc.integer({ min: 0, max: 3650 }),
});

describe('retentionCutoff', () => {
  it('moves back by calendar months, then days', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    expect(retentionCutoff(now, { months: 36, days: 0 }).toISOString()).toBe('2023-12-02T10:00:00.000Z');
    expect(retentionCutoff(now, { months: 12, days: 0 }).toISOString()).toBe('2025-12-02T10:00:00.000Z');
    expect(retentionCutoff(now, { months: 0, days: 30 }).toISOString()).toBe('2026-11-02T10:00:00.000Z');
  });

  it('takes the last day of a shorter month and of February in and out of leap years', () => {
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), { months: 1, days: 0 }).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2027-02-28T12:00:00Z'), { months: 36, days: 0 }).toISOString()).toBe(
      '2024-02-28T12:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2028-02-29T12:00:00Z'), { months: 12, days: 0 }).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });

  it('is never after now, and the same period never runs backwards as now moves on', () => {
    fc.assert(
      fc.property(instant, instant, period, (a, b, p) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(retentionCutoff(early, p).getTime()).toBeLessThanOrEqual(early.getTime());
        expect(retentionCutoff(early, p).getTime()).toBeLessThanOrEqual(retentionCutoff(late, p).getTime());
      }),
    );
  });

  it('keeps a longer period reaching further back', () => {
    fc.assert(
      fc.property(
        instant,
        period,
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 400 }),
        (now, p, m, d) => {
          const longer = { months: p.months + m, days: p.days + d };
          expect(retentionCutoff(now, longer).getTime()).toBeLessThanOrEqual(
            retentionCutoff(now, p).getTime(),
          );
        },
      ),
    );
  });
});

describe('isPastRetention', () => {
  it('keeps a record one day short of its period and drops it one day past', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const threeYears = { months: 36, days: 0 };
    expect(isPastRetention(new Date('2023-12-03T10:00:00Z'), now, threeYears)).toBe(false);
    expect(isPastRetention(new Date('2023-12-01T10:00:00Z'), now, threeYears)).toBe(true);
  });

  it('never drops a record made now under a valid period, and agrees with the cutoff', () => {
    fc.assert(
      fc.property(instant, instant, period, (since, now, p) => {
        fc.pre(isValidRetentionPeriod(p));
        expect(isPastRetention(now, now, p)).toBe(false);
        expect(isPastRetention(since, now, p)).toBe(since.getTime() < retentionCutoff(now, p).getTime());
      }),
    );
  });

  it('once past, stays past as time goes on', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 10 ** 10 }), period, (since, now, later, p) => {
        fc.pre(isPastRetention(since, now, p));
        expect(isPastRetention(since, new Date(now.getTime() + later), p)).toBe(true);
      }),
    );
  });
});

describe('effectiveRetention', () => {
  it('has one default per kind: orders anonymised after 3 years, chats and the two look-up logs after 1, guest carts after 30 days', () => {
    expect(DEFAULT_RETENTION.map((rule) => rule.kind).sort()).toEqual([...RETENTION_KINDS].sort());
    expect(effectiveRetention([])).toEqual([
      { kind: 'orders', months: 36, days: 0, action: 'anonymise' },
      { kind: 'chats', months: 12, days: 0, action: 'delete' },
      { kind: 'prescriptionAccessLog', months: 12, days: 0, action: 'delete' },
      { kind: 'guestCarts', months: 0, days: 30, action: 'delete' },
      { kind: 'orderLookupLog', months: 12, days: 0, action: 'delete' },
    ]);
  });

  it('takes a stored period and falls back to the default for a zero, negative or mismatched one', () => {
    const stored: RetentionRule[] = [
      { kind: 'orders', months: 84, days: 0, action: 'anonymise' },
      { kind: 'chats', months: 0, days: 0, action: 'delete' },
      { kind: 'guestCarts', months: -1, days: 30, action: 'delete' },
      { kind: 'prescriptionAccessLog', months: 12, days: 0, action: 'anonymise' },
    ];
    const rules = effectiveRetention(stored);
    expect(rules.find((rule) => rule.kind === 'orders')?.months).toBe(84);
    expect(rules.filter((rule) => rule.kind !== 'orders')).toEqual(
      DEFAULT_RETENTION.filter((rule) => rule.kind !== 'orders'),
    );
  });
});
