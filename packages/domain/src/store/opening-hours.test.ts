import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closingWarningDue,
  defaultOpeningTimes,
  isWallTime,
  minutesTillClosing,
  msToNextMinute,
  newCustomersWelcomeUntilMinutes,
  OPENING_HOURS_CHECK_MS,
  openingPeriodOn,
  prescriptionAccess,
  type OpeningTimes,
} from './opening-hours.ts';

const DEFAULTS = defaultOpeningTimes([2026, 2027]);
/** Open round the clock, but closed on the day after each day these tests count, so those days end at midnight. */
const ALL_DAY: OpeningTimes = {
  ...DEFAULTS,
  allowedDays: [0, 1, 2, 3, 4, 5, 6],
  weekendDays: [0, 6],
  holidayDates: ['2026-03-30', '2026-10-26', '2027-03-29', '2027-11-01', '2026-11-25'],
  workdays: { start: '00:00', end: '24:00' },
  weekends: { start: '00:00', end: '24:00' },
};
const at = (iso: string) => new Date(iso);
const minutes = (iso: string, times: OpeningTimes = DEFAULTS) => minutesTillClosing(at(iso), times);

describe('defaultOpeningTimes', () => {
  it('opens Monday to Friday 09–21 and Saturday 10–18, closed on Sundays and Estonian public holidays', () => {
    expect(DEFAULTS).toMatchObject({
      allowedDays: [1, 2, 3, 4, 5, 6],
      weekendDays: [6],
      workdays: { start: '09:00', end: '21:00' },
      weekends: { start: '10:00', end: '18:00' },
    });
    expect(DEFAULTS.holidayDates).toContain('2026-02-24');
    expect(DEFAULTS.holidayDates).toContain('2027-12-24');
    expect(openingPeriodOn({ year: 2026, month: 11, day: 24 }, DEFAULTS)).toEqual(DEFAULTS.workdays);
    expect(openingPeriodOn({ year: 2026, month: 11, day: 28 }, DEFAULTS)).toEqual(DEFAULTS.weekends);
    expect(openingPeriodOn({ year: 2026, month: 11, day: 29 }, DEFAULTS)).toBeNull();
    expect(openingPeriodOn({ year: 2026, month: 2, day: 24 }, DEFAULTS)).toBeNull();
  });
});

describe('isWallTime', () => {
  it('takes HH:MM of a day and 24:00', () => {
    for (const value of ['00:00', '09:30', '23:59', '24:00']) expect(isWallTime(value)).toBe(true);
    for (const value of ['24:01', '25:00', '9:30', '12:60', '', '12:00:00'])
      expect(isWallTime(value)).toBe(false);
  });
});

describe('minutesTillClosing', () => {
  // Tuesday 24 November 2026, winter time (UTC+2)
  it('counts the minutes to 21:00 on a workday', () => {
    expect(minutes('2026-11-24T10:00:00Z')).toBe(9 * 60);
    expect(minutes('2026-11-24T07:00:00Z')).toBe(12 * 60);
  });

  it('counts a part of a minute as a whole one', () => {
    expect(minutes('2026-11-24T18:59:30Z')).toBe(1);
    expect(minutes('2026-11-24T18:58:59.999Z')).toBe(2);
  });

  it('is 0 before opening, at closing and after it', () => {
    expect(minutes('2026-11-24T06:59:59Z')).toBe(0);
    expect(minutes('2026-11-24T19:00:00Z')).toBe(0);
    expect(minutes('2026-11-24T21:30:00Z')).toBe(0);
  });

  it('keeps the weekend hours on Saturday and is closed on Sunday', () => {
    expect(minutes('2026-11-28T15:00:00Z')).toBe(60);
    expect(minutes('2026-11-28T16:30:00Z')).toBe(0);
    expect(minutes('2026-11-28T07:30:00Z')).toBe(0);
    expect(minutes('2026-11-29T10:00:00Z')).toBe(0);
  });

  it('is 0 on a public holiday, unless staff take it out of the list', () => {
    // Independence Day, Tuesday 24 February 2026
    expect(minutes('2026-02-24T10:00:00Z')).toBe(0);
    const openOnIt = {
      ...DEFAULTS,
      holidayDates: DEFAULTS.holidayDates.filter((date) => date !== '2026-02-24'),
    };
    expect(minutes('2026-02-24T10:00:00Z', openOnIt)).toBe(9 * 60);
  });

  it('closes at midnight with hours ending 24:00, and stays closed on a closed day after it', () => {
    const saturdayLate: OpeningTimes = { ...DEFAULTS, weekends: { start: '10:00', end: '24:00' } };
    // Saturday 28 November 2026 23:30 local
    expect(minutes('2026-11-28T21:30:00Z', saturdayLate)).toBe(30);
    expect(minutes('2026-11-28T21:59:59Z', saturdayLate)).toBe(1);
    // Sunday 00:00 and 00:30
    expect(minutes('2026-11-28T22:00:00Z', saturdayLate)).toBe(0);
    expect(minutes('2026-11-28T22:30:00Z', saturdayLate)).toBe(0);
  });

  it('closes at midnight when the next day is closed', () => {
    expect(minutes('2026-11-24T21:59:30Z', ALL_DAY)).toBe(1);
    expect(minutes('2026-11-24T22:00:00Z', ALL_DAY)).toBe(0);
  });

  it('runs on through midnight into a next day that opens at 00:00', () => {
    const throughTuesday: OpeningTimes = { ...ALL_DAY, holidayDates: ['2026-11-26'] };
    // Tuesday 24 November 23:59:30 local: closing is Wednesday's midnight, 24 hours and 30 s on
    expect(minutes('2026-11-24T21:59:30Z', throughTuesday)).toBe(24 * 60 + 1);
    expect(minutes('2026-11-24T22:00:00Z', throughTuesday)).toBe(24 * 60);
    // a next day opening later than 00:00 does not carry on
    const lateStart: OpeningTimes = { ...throughTuesday, workdays: { start: '00:01', end: '24:00' } };
    expect(minutes('2026-11-24T21:59:30Z', lateStart)).toBe(1);
  });

  it('never closes within a week when open round the clock', () => {
    const always: OpeningTimes = { ...ALL_DAY, holidayDates: [] };
    expect(minutes('2026-11-24T12:00:00Z', always)).toBeGreaterThan(7 * 24 * 60);
  });

  describe.each([
    // spring: 23 hours, 03:00 does not happen; autumn: 25 hours, 03:00–04:00 twice
    { year: 2026, spring: '2026-03-29', autumn: '2026-10-25' },
    { year: 2027, spring: '2027-03-28', autumn: '2027-10-31' },
  ])('the clock changes of $year', ({ spring, autumn }) => {
    const utc = (date: string, hours: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + hours * 3_600_000);

    it(`counts 23 hours on ${spring}`, () => {
      // local midnight and 01:00 are in winter time (UTC+2)
      expect(minutesTillClosing(utc(spring, -2), ALL_DAY)).toBe(23 * 60);
      expect(minutesTillClosing(utc(spring, -1), ALL_DAY)).toBe(22 * 60);
      // 02:59 winter time, then 04:00 summer time one minute later
      expect(minutesTillClosing(new Date(utc(spring, 1).getTime() - 60_000), ALL_DAY)).toBe(20 * 60 + 1);
      expect(minutesTillClosing(utc(spring, 1), ALL_DAY)).toBe(20 * 60);
      expect(minutesTillClosing(utc(spring, 20.5), ALL_DAY)).toBe(30);
    });

    it(`counts 25 hours on ${autumn}`, () => {
      // local midnight is in summer time (UTC+3)
      expect(minutesTillClosing(utc(autumn, -3), ALL_DAY)).toBe(25 * 60);
      expect(minutesTillClosing(utc(autumn, -2), ALL_DAY)).toBe(24 * 60);
      // 03:30 lived twice: summer time, then winter time
      expect(minutesTillClosing(utc(autumn, 0.5), ALL_DAY)).toBe(21 * 60 + 30);
      expect(minutesTillClosing(utc(autumn, 1.5), ALL_DAY)).toBe(20 * 60 + 30);
      expect(minutesTillClosing(utc(autumn, 21.5), ALL_DAY)).toBe(30);
    });

    it(`closes at the clock change when closing time falls in the skipped hour of ${spring}`, () => {
      const skipped: OpeningTimes = { ...ALL_DAY, weekends: { start: '00:00', end: '03:30' } };
      expect(minutesTillClosing(new Date(utc(spring, 1).getTime() - 60_000), skipped)).toBe(1);
      expect(minutesTillClosing(utc(spring, 1), skipped)).toBe(0);
    });

    it(`closes at the first 03:30 of ${autumn} and stays closed through the repeated hour`, () => {
      const doubled: OpeningTimes = { ...ALL_DAY, weekends: { start: '00:00', end: '03:30' } };
      expect(minutesTillClosing(utc(autumn, 0), doubled)).toBe(30);
      expect(minutesTillClosing(utc(autumn, 0.5), doubled)).toBe(0);
      expect(minutesTillClosing(utc(autumn, 1.25), doubled)).toBe(0);
    });
  });
});

describe('prescriptionAccess', () => {
  it('is closed at 0 minutes', () => {
    expect(prescriptionAccess(0, DEFAULTS)).toEqual({
      minutesTillClosing: 0,
      open: false,
      newCustomersWelcome: false,
      centreOpen: false,
    });
  });

  it('keeps the centre for customers in it until 10 minutes before closing', () => {
    expect(prescriptionAccess(10, DEFAULTS)).toMatchObject({ open: true, centreOpen: false });
    expect(prescriptionAccess(11, DEFAULTS)).toMatchObject({ open: true, centreOpen: true });
  });

  it('blocks new customers within blockNewCustomersBeforeClosingMinutes', () => {
    expect(prescriptionAccess(20, DEFAULTS)).toMatchObject({ newCustomersWelcome: false, centreOpen: true });
    expect(prescriptionAccess(21, DEFAULTS)).toMatchObject({ newCustomersWelcome: true, centreOpen: true });
    expect(prescriptionAccess(5, { ...DEFAULTS, blockNewCustomersBeforeClosingMinutes: 4 })).toMatchObject({
      newCustomersWelcome: true,
    });
  });
});

describe('newCustomersWelcomeUntilMinutes', () => {
  it('is the block before closing, but never later than the centre closes', () => {
    expect(newCustomersWelcomeUntilMinutes(DEFAULTS)).toBe(20);
    expect(newCustomersWelcomeUntilMinutes({ ...DEFAULTS, blockNewCustomersBeforeClosingMinutes: 0 })).toBe(
      10,
    );
  });

  it('is exactly where a new customer stops being let in', () => {
    fc.assert(
      fc.property(fc.nat(120), fc.nat(300), (block, minutes) => {
        const times = { ...DEFAULTS, blockNewCustomersBeforeClosingMinutes: block };
        const access = prescriptionAccess(minutes, times);
        const letIn = access.open && access.centreOpen && access.newCustomersWelcome;
        return letIn === minutes > newCustomersWelcomeUntilMinutes(times);
      }),
    );
  });
});

describe('closingWarningDue', () => {
  it('warns first at preWarn minutes, then at lastWarn minutes, each once', () => {
    expect(closingWarningDue(31, DEFAULTS, [])).toBeNull();
    expect(closingWarningDue(30, DEFAULTS, [])).toBe(30);
    expect(closingWarningDue(29, DEFAULTS, [30])).toBeNull();
    expect(closingWarningDue(15, DEFAULTS, [30])).toBe(15);
    expect(closingWarningDue(14, DEFAULTS, [30, 15])).toBeNull();
  });

  it('gives only the tighter warning when the checks skipped the earlier one', () => {
    expect(closingWarningDue(12, DEFAULTS, [])).toBe(15);
    expect(closingWarningDue(12, DEFAULTS, [15])).toBeNull();
  });

  it('gives none when closed', () => {
    expect(closingWarningDue(0, DEFAULTS, [])).toBeNull();
  });
});

describe('msToNextMinute', () => {
  it('aligns the checks to the minute', () => {
    expect(OPENING_HOURS_CHECK_MS).toBe(60_000);
    expect(msToNextMinute(at('2026-11-24T10:00:00.000Z'))).toBe(60_000);
    expect(msToNextMinute(at('2026-11-24T10:00:00.001Z'))).toBe(59_999);
    expect(msToNextMinute(at('2026-11-24T10:00:59.999Z'))).toBe(1);
    expect(msToNextMinute(at('2026-11-24T10:00:30.000Z'))).toBe(30_000);
  });

  it('aligns instants before 1970 too', () => {
    expect(msToNextMinute(new Date(-1))).toBe(1);
    expect(msToNextMinute(new Date(-60_000))).toBe(60_000);
  });
});
