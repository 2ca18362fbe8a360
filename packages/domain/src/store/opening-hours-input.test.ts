import { describe, expect, it } from 'vitest';
import {
  CLOSING_BEFORE_OPENING,
  HOLIDAY_DATE_FORMAT,
  HOLIDAY_DATE_TWICE,
  LAST_WARNING_AFTER_FIRST,
  MINUTES_FORMAT,
  OPENING_TIME_FORMAT,
  WEEK_DAY_FORMAT,
  openingTimesProblems,
} from './opening-hours-input.ts';
import type { OpeningTimes, WallTime } from './opening-hours.ts';

const HOURS: OpeningTimes = {
  allowedDays: [1, 2, 3, 4, 5, 6],
  weekendDays: [6],
  holidayDates: ['2030-12-24', '2030-12-25'],
  workdays: { start: '09:00', end: '21:00' },
  weekends: { start: '10:00', end: '18:00' },
  blockNewCustomersBeforeClosingMinutes: 20,
  preWarnBeforeClosingMinutes: 30,
  lastWarnBeforeClosingMinutes: 15,
};

const time = (value: string) => value as WallTime;

describe('openingTimesProblems', () => {
  it('accepts the default hours and a pharmacy open round the clock', () => {
    expect(openingTimesProblems(HOURS)).toEqual([]);
    const always = { start: time('00:00'), end: time('24:00') };
    expect(
      openingTimesProblems({
        ...HOURS,
        allowedDays: [0, 1, 2, 3, 4, 5, 6],
        workdays: always,
        weekends: always,
      }),
    ).toEqual([]);
  });

  it('refuses a period that does not end after it starts, naming its end', () => {
    expect(
      openingTimesProblems({ ...HOURS, workdays: { start: time('21:00'), end: time('09:00') } }),
    ).toEqual([{ field: 'workdays.end', message: CLOSING_BEFORE_OPENING }]);
    expect(
      openingTimesProblems({ ...HOURS, weekends: { start: time('10:00'), end: time('10:00') } }),
    ).toEqual([{ field: 'weekends.end', message: CLOSING_BEFORE_OPENING }]);
  });

  it('refuses times that are not HH:MM, and 24:00 as an opening time', () => {
    expect(openingTimesProblems({ ...HOURS, workdays: { start: time('9:00'), end: time('25:00') } })).toEqual(
      [
        { field: 'workdays.start', message: OPENING_TIME_FORMAT },
        { field: 'workdays.end', message: OPENING_TIME_FORMAT },
      ],
    );
    expect(
      openingTimesProblems({ ...HOURS, weekends: { start: time('24:00'), end: time('24:00') } }),
    ).toEqual([{ field: 'weekends.start', message: OPENING_TIME_FORMAT }]);
  });

  it('refuses negative and fractional minutes', () => {
    expect(
      openingTimesProblems({
        ...HOURS,
        blockNewCustomersBeforeClosingMinutes: -1,
        preWarnBeforeClosingMinutes: 2.5,
        lastWarnBeforeClosingMinutes: Number.NaN,
      }),
    ).toEqual([
      { field: 'blockNewCustomersBeforeClosingMinutes', message: MINUTES_FORMAT },
      { field: 'preWarnBeforeClosingMinutes', message: MINUTES_FORMAT },
      { field: 'lastWarnBeforeClosingMinutes', message: MINUTES_FORMAT },
    ]);
    expect(openingTimesProblems({ ...HOURS, blockNewCustomersBeforeClosingMinutes: 0 })).toEqual([]);
  });

  it('refuses a last warning earlier than the first, and takes them at the same minute', () => {
    expect(
      openingTimesProblems({ ...HOURS, preWarnBeforeClosingMinutes: 15, lastWarnBeforeClosingMinutes: 30 }),
    ).toEqual([{ field: 'lastWarnBeforeClosingMinutes', message: LAST_WARNING_AFTER_FIRST }]);
    expect(
      openingTimesProblems({ ...HOURS, preWarnBeforeClosingMinutes: 15, lastWarnBeforeClosingMinutes: 15 }),
    ).toEqual([]);
  });

  it('names each holiday date that is no real date or is listed twice by its place', () => {
    expect(
      openingTimesProblems({
        ...HOURS,
        holidayDates: ['2030-02-30', '2030-12-24', '24.12.2030', '2030-12-24'],
      }),
    ).toEqual([
      { field: 'holidayDates.0', message: HOLIDAY_DATE_FORMAT },
      { field: 'holidayDates.2', message: HOLIDAY_DATE_FORMAT },
      { field: 'holidayDates.3', message: HOLIDAY_DATE_TWICE },
    ]);
  });

  it('refuses days of the week outside 0…6', () => {
    expect(openingTimesProblems({ ...HOURS, allowedDays: [1, 7], weekendDays: [-1] })).toEqual([
      { field: 'allowedDays', message: WEEK_DAY_FORMAT },
      { field: 'weekendDays', message: WEEK_DAY_FORMAT },
    ]);
  });
});
