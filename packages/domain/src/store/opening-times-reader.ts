import { isWallTime, type OpeningPeriod, type OpeningTimes } from './opening-hours.ts';

/**
 * The browser's reader of the opening times an answer brings, without the schema library: the same
 * checks as OpeningTimesSchema (prescription-api.ts), which the server validates the staff's
 * changes with (its messages and paths are for the staff's form), and the same result, a copy with
 * the known fields only. The prescription centre's watch reads the hours on every visit, before
 * the page is idle, and the schema library would come with them. Throws what it cannot read.
 */
export function readOpeningTimes(input: unknown): OpeningTimes {
  const times = objectOf(input);
  const read: OpeningTimes = {
    allowedDays: days(times.allowedDays),
    weekendDays: days(times.weekendDays),
    holidayDates: holidays(times.holidayDates),
    workdays: period(times.workdays),
    weekends: period(times.weekends),
    blockNewCustomersBeforeClosingMinutes: minutes(times.blockNewCustomersBeforeClosingMinutes),
    preWarnBeforeClosingMinutes: minutes(times.preWarnBeforeClosingMinutes),
    lastWarnBeforeClosingMinutes: minutes(times.lastWarnBeforeClosingMinutes),
  };
  if (read.lastWarnBeforeClosingMinutes > read.preWarnBeforeClosingMinutes) refuse('warnings');
  return read;
}

/** A real calendar day: month 83 makes an invalid Date, which toISOString would throw on. */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function refuse(what: string): never {
  throw new TypeError(`Unreadable opening times: ${what}`);
}

function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse('not an object');
  return value as Record<string, unknown>;
}

function integerIn(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
    refuse('a number out of range');
  return value;
}

function arrayOf(value: unknown, maxLength: number): unknown[] {
  if (!Array.isArray(value) || value.length > maxLength) refuse('a list');
  return value;
}

function days(value: unknown): number[] {
  const list = arrayOf(value, 7).map((day) => integerIn(day, 0, 6));
  if (new Set(list).size !== list.length) refuse('a day listed twice');
  return list;
}

function holidays(value: unknown): string[] {
  return arrayOf(value, 400).map((date) =>
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date)
      ? date
      : refuse('a date'),
  );
}

function period(value: unknown): OpeningPeriod {
  const { start, end } = objectOf(value);
  if (typeof start !== 'string' || !isWallTime(start) || typeof end !== 'string' || !isWallTime(end))
    refuse('a time');
  if (!(start < end)) refuse('closing before opening');
  return { start, end };
}

function minutes(value: unknown): number {
  return integerIn(value, 0, 24 * 60);
}
