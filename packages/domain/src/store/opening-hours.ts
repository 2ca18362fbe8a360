import { nationalHolidays, type CalendarDate } from '../checkout/same-day-courier.ts';
import { pharmacyLocalTime, pharmacyOffsetMinutes } from './pharmacy-time.ts';

/** 'HH:MM' on the pharmacy's wall clock; '24:00' closes at midnight. */
export type WallTime = `${number}:${number}`;

export interface OpeningPeriod {
  start: WallTime;
  end: WallTime;
}

/**
 * When prescriptions may be bought: the pharmacy's opening times. Days of the
 * week are 0 = Sunday … 6 = Saturday. The pharmacy is closed on days not allowed and on
 * `holidayDates` ('YYYY-MM-DD'; the defaults hold Estonia's public holidays, and staff may open on
 * one by taking it out); an allowed day listed in `weekendDays` keeps the weekend hours.
 */
export interface OpeningTimes {
  allowedDays: number[];
  weekendDays: number[];
  holidayDates: string[];
  workdays: OpeningPeriod;
  weekends: OpeningPeriod;
  blockNewCustomersBeforeClosingMinutes: number;
  preWarnBeforeClosingMinutes: number;
  lastWarnBeforeClosingMinutes: number;
}

const isoDate = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** The hours the store starts with until staff change them, closed on Estonia's public holidays of `years`. */
export function defaultOpeningTimes(years: readonly number[]): OpeningTimes {
  return {
    ...DEFAULT_HOURS,
    holidayDates: years.flatMap((year) => nationalHolidays('EE', year).map(isoDate)),
  };
}

const DEFAULT_HOURS: Omit<OpeningTimes, 'holidayDates'> = {
  allowedDays: [1, 2, 3, 4, 5, 6],
  weekendDays: [6],
  workdays: { start: '09:00', end: '21:00' },
  weekends: { start: '10:00', end: '18:00' },
  blockNewCustomersBeforeClosingMinutes: 20,
  preWarnBeforeClosingMinutes: 30,
  lastWarnBeforeClosingMinutes: 15,
};

/**
 * Hours that never close: every day 00:00–24:00, no holidays, no warnings and no block before
 * closing. For the browser stories, which run at any hour against the real clock, and for tests.
 */
export const ALWAYS_OPEN: OpeningTimes = {
  allowedDays: [0, 1, 2, 3, 4, 5, 6],
  weekendDays: [],
  holidayDates: [],
  workdays: { start: '00:00', end: '24:00' },
  weekends: { start: '00:00', end: '24:00' },
  blockNewCustomersBeforeClosingMinutes: 0,
  preWarnBeforeClosingMinutes: 0,
  lastWarnBeforeClosingMinutes: 0,
};

/** The centre stays open to customers already in it until this many minutes before closing. */
export const CENTRE_CLOSES_BEFORE_CLOSING_MINUTES = 10;

/** The browser checks the hours every 60 s, aligned to the minute. */
export const OPENING_HOURS_CHECK_MS = 60_000;

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function isWallTime(value: string): value is WallTime {
  return WALL_TIME.test(value);
}

const minutesOfDay = (time: WallTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The opening period of a calendar day in Tallinn, or null when prescriptions are closed all day. */
export function openingPeriodOn(date: CalendarDate, times: OpeningTimes): OpeningPeriod | null {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  if (!times.allowedDays.includes(day)) return null;
  if (times.holidayDates.includes(isoDate(date))) return null;
  return times.weekendDays.includes(day) ? times.weekends : times.workdays;
}

const HOUR_MS = 3_600_000;

/**
 * The first instant at which Tallinn's wall clock shows a time of a day: the summer-time reading of
 * an hour lived twice, and the clock change itself for a time the spring skips (clocks change on
 * the whole UTC hour).
 */
function instantOf(date: CalendarDate, minutes: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const shows = (ms: number) => ms + pharmacyOffsetMinutes(new Date(ms)) * 60_000 === wall;
  const summer = wall - 180 * 60_000;
  if (shows(summer)) return summer;
  const winter = wall - 120 * 60_000;
  if (shows(winter)) return winter;
  return (Math.floor(summer / HOUR_MS) + 1) * HOUR_MS;
}

/** Hours that run on through midnight are followed this many days at most: a pharmacy open round the clock. */
export const OPEN_THROUGH_DAYS = 7;

/**
 * The day and wall-clock minute prescriptions close on, from a day whose period is `period`: a
 * period ending at 24:00 runs on into a next day that opens at 00:00.
 */
function closingOf(date: CalendarDate, period: OpeningPeriod, times: OpeningTimes) {
  let day = date;
  let end = minutesOfDay(period.end);
  for (let carried = 0; end === 24 * 60 && carried < OPEN_THROUGH_DAYS; carried += 1) {
    const next = fromUtcDay(Date.UTC(day.year, day.month - 1, day.day + 1));
    const nextPeriod = openingPeriodOn(next, times);
    if (!nextPeriod || minutesOfDay(nextPeriod.start) !== 0 || minutesOfDay(nextPeriod.end) === 0) break;
    day = next;
    end = minutesOfDay(nextPeriod.end);
  }
  return { day, end };
}

function fromUtcDay(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * Whole minutes until prescriptions close, counted in real time (so a night with a
 * clock change counts as it is lived); 0 outside opening hours. A part of a minute counts as one.
 * Hours ending at 24:00 followed by a day opening at 00:00 do not close at midnight.
 */
export function minutesTillClosing(instant: Date, times: OpeningTimes): number {
  const local = pharmacyLocalTime(instant);
  const period = openingPeriodOn(local, times);
  if (!period) return 0;
  const now = local.hour * 60 + local.minute + local.second / 60;
  if (now < minutesOfDay(period.start) || now >= minutesOfDay(period.end)) return 0;
  const closing = closingOf(local, period, times);
  return Math.max(0, Math.ceil((instantOf(closing.day, closing.end) - instant.getTime()) / 60_000));
}

/** What the minutes till closing allow. */
export interface PrescriptionAccess {
  minutesTillClosing: number;
  /** Prescription lines may be added and prescription orders placed. */
  open: boolean;
  /** A customer not yet in the centre may enter it. */
  newCustomersWelcome: boolean;
  /** A customer already in the centre may stay. */
  centreOpen: boolean;
}

export function prescriptionAccess(minutes: number, times: OpeningTimes): PrescriptionAccess {
  return {
    minutesTillClosing: minutes,
    open: minutes > 0,
    newCustomersWelcome: minutes > times.blockNewCustomersBeforeClosingMinutes,
    centreOpen: minutes > CENTRE_CLOSES_BEFORE_CLOSING_MINUTES,
  };
}

/**
 * Until how many minutes before closing a customer not yet in the centre may enter: new customers
 * are turned away within blockNewCustomersBeforeClosingMinutes, and the centre itself shuts to
 * everyone CENTRE_CLOSES_BEFORE_CLOSING_MINUTES before closing, whichever comes first.
 */
export function newCustomersWelcomeUntilMinutes(times: OpeningTimes): number {
  return Math.max(times.blockNewCustomersBeforeClosingMinutes, CENTRE_CLOSES_BEFORE_CLOSING_MINUTES);
}

/**
 * The closing warning due at this check, if any: the tightest of preWarn and lastWarn that the
 * minutes have reached and that was not shown yet (shown at those minutes, persistent).
 */
export function closingWarningDue(
  minutes: number,
  times: OpeningTimes,
  shown: readonly number[],
): number | null {
  if (minutes <= 0) return null;
  const reached = [times.lastWarnBeforeClosingMinutes, times.preWarnBeforeClosingMinutes]
    .filter((threshold) => minutes <= threshold)
    .sort((a, b) => a - b);
  const tightest = reached[0];
  return tightest !== undefined && !shown.includes(tightest) ? tightest : null;
}

/** Milliseconds from an instant to the next whole minute: the checks run aligned to the minute. */
export function msToNextMinute(instant: Date): number {
  const rest = ((instant.getTime() % 60_000) + 60_000) % 60_000;
  return 60_000 - rest;
}

/** The texts around opening hours; the English text is the i18n key. */
export const OPENING_HOURS_MESSAGES = {
  closingSoon:
    'Prescriptions will be closed in {minutes} minute. Buying prescriptions becomes unavailable after closing.|Prescriptions will be closed in {minutes} minutes. Buying prescriptions becomes unavailable after closing.',
  removedAtClosing:
    'Prescription products were removed from your basket since access to prescriptions was closed.',
  closed: 'Prescriptions can be bought only while the pharmacy is open.',
  noNewCustomers:
    'The prescription centre takes no new customers this close to closing. Please come back when the pharmacy opens.',
} as const;
