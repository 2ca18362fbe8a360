import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  closingWarningDue,
  defaultOpeningTimes,
  minutesTillClosing,
  msToNextMinute,
  openingPeriodOn,
  prescriptionAccess,
  type OpeningTimes,
  type WallTime,
} from './opening-hours.ts';
import { pharmacyLocalTime } from './pharmacy-time.ts';

const MINUTE = 60_000;
const HOLIDAYS = defaultOpeningTimes([2026, 2027]).holidayDates;

const pad = (value: number) => String(value).padStart(2, '0');
const wallTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` as WallTime;
const minutesOf = (time: WallTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A period of a day on whole minutes, up to 24:00; an inverted or empty one is closed all day. */
const period = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1440 }))
  .map(([start, end]) => ({ start: wallTime(start), end: wallTime(end) }));
const days = fc.subarray([0, 1, 2, 3, 4, 5, 6]);

const openingTimes: fc.Arbitrary<OpeningTimes> = fc.record({
  allowedDays: days,
  weekendDays: days,
  holidayDates: fc.subarray(HOLIDAYS),
  workdays: period,
  weekends: period,
  blockNewCustomersBeforeClosingMinutes: fc.integer({ min: 0, max: 120 }),
  preWarnBeforeClosingMinutes: fc.integer({ min: 0, max: 120 }),
  lastWarnBeforeClosingMinutes: fc.integer({ min: 0, max: 120 }),
});

const anyInstant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Instants in the clock-change weekends and public holidays of 2026 and 2027. */
const interestingInstant = fc
  .tuple(
    fc.constantFrom('2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2026-12-24', '2027-02-24'),
    fc.integer({ min: -30 * 3_600_000, max: 30 * 3_600_000 }),
  )
  .map(([date, shift]) => Date.parse(`${date}T00:00:00Z`) + shift);
const instant = fc.oneof(anyInstant, interestingInstant).map((ms) => new Date(ms));

describe('opening-hours properties', () => {
  it('minutes till closing are a whole number, never negative, never more than eight days', () => {
    fc.assert(
      fc.property(instant, openingTimes, (at, times) => {
        const minutes = minutesTillClosing(at, times);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThanOrEqual(8 * 24 * 60 + 60);
      }),
    );
  });

  it('minutes till closing are 0 exactly outside the opening period of the day in Tallinn', () => {
    fc.assert(
      fc.property(instant, openingTimes, (at, times) => {
        const local = pharmacyLocalTime(at);
        const today = openingPeriodOn(local, times);
        const now = local.hour * 60 + local.minute + local.second / 60;
        const inside = today !== null && now >= minutesOf(today.start) && now < minutesOf(today.end);
        const minutes = minutesTillClosing(at, times);
        if (!inside) expect(minutes).toBe(0);
        // inside, it is positive, except in the repeated autumn hour after closing time was first reached
        if (inside && minutes === 0) expect(local.month).toBe(10);
      }),
      { numRuns: 500 },
    );
  });

  it('counts down one a minute until closing', () => {
    fc.assert(
      fc.property(instant, openingTimes, (at, times) => {
        const minutes = minutesTillClosing(at, times);
        fc.pre(minutes > 1);
        expect(minutesTillClosing(new Date(at.getTime() + MINUTE), times)).toBe(minutes - 1);
      }),
      { numRuns: 500 },
    );
  });

  it('with every day open all day, prescriptions stay open for a week, less the hour a spring clock change takes', () => {
    const allDay: OpeningTimes = {
      ...ALWAYS_OPEN,
      blockNewCustomersBeforeClosingMinutes: 20,
      preWarnBeforeClosingMinutes: 30,
      lastWarnBeforeClosingMinutes: 15,
    };
    fc.assert(
      fc.property(instant, (at) => {
        // Counted in real time: a week holding the switch to summer time is an hour shorter.
        expect(minutesTillClosing(at, allDay)).toBeGreaterThan(7 * 24 * 60 - 60);
      }),
    );
  });

  it('a day closed after hours ending at 24:00 makes closing the next Tallinn midnight', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const today = pharmacyLocalTime(at);
        const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
        const closedTomorrow: OpeningTimes = {
          allowedDays: [0, 1, 2, 3, 4, 5, 6],
          weekendDays: [],
          holidayDates: [tomorrow.toISOString().slice(0, 10)],
          workdays: { start: '00:00', end: '24:00' },
          weekends: { start: '00:00', end: '24:00' },
          blockNewCustomersBeforeClosingMinutes: 20,
          preWarnBeforeClosingMinutes: 30,
          lastWarnBeforeClosingMinutes: 15,
        };
        const minutes = minutesTillClosing(at, closedTomorrow);
        expect(minutes).toBeGreaterThan(0);
        const before = pharmacyLocalTime(new Date(at.getTime() + (minutes - 1) * MINUTE));
        const after = pharmacyLocalTime(new Date(at.getTime() + minutes * MINUTE));
        expect([before.year, before.month, before.day]).toEqual([today.year, today.month, today.day]);
        expect([after.year, after.month, after.day]).not.toEqual([today.year, today.month, today.day]);
        expect(after.hour).toBe(0);
      }),
    );
  });

  it('access narrows as closing nears', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1500 }), openingTimes, (minutes, times) => {
        const access = prescriptionAccess(minutes, times);
        expect(access.minutesTillClosing).toBe(minutes);
        expect(access.open).toBe(minutes > 0);
        if (access.centreOpen || access.newCustomersWelcome) expect(access.open).toBe(true);
        expect(access.centreOpen).toBe(minutes > 10);
        expect(access.newCustomersWelcome).toBe(minutes > times.blockNewCustomersBeforeClosingMinutes);
      }),
    );
  });

  it('a countdown shows each due warning at most once, the tightest reached, and none when closed', () => {
    fc.assert(
      fc.property(
        openingTimes,
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 20 }),
        (times, from, steps) => {
          const shown: number[] = [];
          let minutes = from;
          for (const step of [0, ...steps]) {
            minutes = Math.max(0, minutes - step);
            const due = closingWarningDue(minutes, times, shown);
            if (minutes === 0) expect(due).toBeNull();
            if (due === null) continue;
            expect(shown).not.toContain(due);
            expect(minutes).toBeLessThanOrEqual(due);
            expect([times.preWarnBeforeClosingMinutes, times.lastWarnBeforeClosingMinutes]).toContain(due);
            expect(due).toBe(
              Math.min(
                ...[times.preWarnBeforeClosingMinutes, times.lastWarnBeforeClosingMinutes].filter(
                  (t) => minutes <= t,
                ),
              ),
            );
            shown.push(due);
          }
        },
      ),
    );
  });

  it('the next check falls on a whole minute, within a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (ms) => {
        const wait = msToNextMinute(new Date(ms));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(MINUTE);
        expect((((ms + wait) % MINUTE) + MINUTE) % MINUTE).toBe(0);
      }),
    );
  });
});
