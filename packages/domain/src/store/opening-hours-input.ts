import { isWallTime, type OpeningTimes, type WallTime } from './opening-hours.ts';

/** A refused field of the hours: its path in OpeningTimes ('workdays.end', 'holidayDates.2') and the English text. */
export interface OpeningTimesProblem {
  field: string;
  message: string;
}

export const OPENING_TIME_FORMAT = 'Enter the time as HH:MM.';
export const CLOSING_BEFORE_OPENING = 'The closing time must be after the opening time.';
export const MINUTES_FORMAT = 'Enter a whole number of minutes, 0 or more.';
export const LAST_WARNING_AFTER_FIRST = 'The last warning cannot come earlier than the first warning.';
export const HOLIDAY_DATE_FORMAT = 'Enter the date as YYYY-MM-DD.';
export const HOLIDAY_DATE_TWICE = 'This date is already in the list.';
export const WEEK_DAY_FORMAT = 'Days of the week are numbers from 0 (Sunday) to 6 (Saturday).';

const MINUTE_FIELDS = [
  'blockNewCustomersBeforeClosingMinutes',
  'preWarnBeforeClosingMinutes',
  'lastWarnBeforeClosingMinutes',
] as const;

const minutesOf = (time: WallTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isWholeMinutes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The problems of opening hours a member of staff entered, one per refused field, in the order the
 * editor shows them; an empty list means the hours can be saved. Each period ends after it starts
 * ('24:00' is midnight at the end of the day), minutes are whole and not negative, the last
 * warning comes no earlier than the first (lastWarn ≤ preWarn), holiday dates are real dates
 * listed once.
 */
export function openingTimesProblems(times: OpeningTimes): OpeningTimesProblem[] {
  const problems: OpeningTimesProblem[] = [];
  for (const field of ['allowedDays', 'weekendDays'] as const) {
    if (!times[field].every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) {
      problems.push({ field, message: WEEK_DAY_FORMAT });
    }
  }
  for (const period of ['workdays', 'weekends'] as const) {
    const { start, end } = times[period];
    const startOk = isWallTime(start) && start !== '24:00';
    if (!startOk) problems.push({ field: `${period}.start`, message: OPENING_TIME_FORMAT });
    if (!isWallTime(end)) problems.push({ field: `${period}.end`, message: OPENING_TIME_FORMAT });
    else if (startOk && minutesOf(end) <= minutesOf(start)) {
      problems.push({ field: `${period}.end`, message: CLOSING_BEFORE_OPENING });
    }
  }
  const seen = new Set<string>();
  times.holidayDates.forEach((date, index) => {
    if (!isCalendarDate(date))
      problems.push({ field: `holidayDates.${index}`, message: HOLIDAY_DATE_FORMAT });
    else if (seen.has(date)) problems.push({ field: `holidayDates.${index}`, message: HOLIDAY_DATE_TWICE });
    seen.add(date);
  });
  for (const field of MINUTE_FIELDS) {
    if (!isWholeMinutes(times[field])) problems.push({ field, message: MINUTES_FORMAT });
  }
  const { preWarnBeforeClosingMinutes: first, lastWarnBeforeClosingMinutes: last } = times;
  if (isWholeMinutes(first) && isWholeMinutes(last) && last > first) {
    problems.push({ field: 'lastWarnBeforeClosingMinutes', message: LAST_WARNING_AFTER_FIRST });
  }
  return problems;
}
