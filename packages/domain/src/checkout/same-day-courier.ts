import type { CountryCode } from '../store/store-views.ts';

/** A day in the pharmacy's own time zone (Tallinn and Helsinki share one). */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface LocalDateTime extends CalendarDate {
  hour: number;
  minute: number;
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const toUtc = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);

function fromUtc(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** The first day on or after `from` (within the same year) that falls on `day` of the week. */
function firstWeekdayFrom(from: CalendarDate, day: number): CalendarDate {
  return addDays(from, (day - weekday(from) + 7) % 7);
}

/** Estonian public holidays (riigipühad, Public Holidays and Days of National Importance Act §2). */
function estonianHolidays(year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [2, 24],
    [5, 1],
    [6, 23],
    [6, 24],
    [8, 20],
    [12, 24],
    [12, 25],
    [12, 26],
  ];
  return [
    ...fixed.map(([month, day]) => ({ year, month, day })),
    addDays(easter, -2),
    easter,
    addDays(easter, 49),
  ];
}

/** Finnish public holidays, with Midsummer and All Saints' Day on their moving Saturdays (Fridays for the eve). */
function finnishHolidays(year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [1, 6],
    [5, 1],
    [12, 6],
    [12, 24],
    [12, 25],
    [12, 26],
  ];
  const midsummerDay = firstWeekdayFrom({ year, month: 6, day: 20 }, 6);
  return [
    ...fixed.map(([month, day]) => ({ year, month, day })),
    addDays(easter, -2),
    easter,
    addDays(easter, 1),
    addDays(easter, 39),
    addDays(easter, 49),
    addDays(midsummerDay, -1),
    midsummerDay,
    firstWeekdayFrom({ year, month: 10, day: 31 }, 6),
  ];
}

export function nationalHolidays(country: CountryCode, year: number): CalendarDate[] {
  const days = country === 'FI' ? finnishHolidays(year) : estonianHolidays(year);
  return days.sort((a, b) => toUtc(a) - toUtc(b));
}

export function isNationalHoliday(country: CountryCode, date: CalendarDate): boolean {
  return nationalHolidays(country, date.year).some((holiday) => toUtc(holiday) === toUtc(date));
}

export type CourierCutoff = '17:00' | '14:00';

/**
 * The same-day courier takes orders confirmed before 17:00 on weekdays and 14:00 on
 * Saturdays; none on Sundays and national holidays, when the pharmacy is closed.
 */
export function sameDayCutoff(country: CountryCode, date: CalendarDate): CourierCutoff | null {
  const day = weekday(date);
  if (day === 0 || isNationalHoliday(country, date)) return null;
  return day === 6 ? '14:00' : '17:00';
}

const minutesOf = (cutoff: CourierCutoff) => Number(cutoff.slice(0, 2)) * 60;

export interface SameDayCourier {
  /** The next day a same-day courier leaves: today while there is still time, else a later day. */
  date: CalendarDate;
  cutoff: CourierCutoff;
  isToday: boolean;
}

export function nextSameDayCourier(country: CountryCode, now: LocalDateTime): SameDayCourier {
  const today: CalendarDate = { year: now.year, month: now.month, day: now.day };
  const cutoffToday = sameDayCutoff(country, today);
  if (cutoffToday && now.hour * 60 + now.minute < minutesOf(cutoffToday)) {
    return { date: today, cutoff: cutoffToday, isToday: true };
  }
  // A Sunday next to the Christmas holidays is the longest closed run: a week always has an open day.
  for (let offset = 1; ; offset += 1) {
    const date = addDays(today, offset);
    const cutoff = sameDayCutoff(country, date);
    if (cutoff) return { date, cutoff, isToday: false };
  }
}
