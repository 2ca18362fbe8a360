import type { LocalDateTime } from '../checkout/same-day-courier.ts';

/** The last Sunday of a month, as a UTC day of the month. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * Tallinn keeps Eastern European Time: UTC+2, and UTC+3 in summer time, which the EU starts at
 * 01:00 UTC on the last Sunday of March and ends at 01:00 UTC on the last Sunday of October.
 * Estonia kept no summer time in 2000 and 2001. Pure arithmetic, so a minute's check needs no
 * Intl formatter.
 */
export function pharmacyOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  if (year === 2000 || year === 2001) return 120;
  const summerStarts = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerEnds = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const ms = instant.getTime();
  return ms >= summerStarts && ms < summerEnds ? 180 : 120;
}

/** The wall-clock date and time in Tallinn at an instant. */
export function pharmacyLocalTime(instant: Date): LocalDateTime & { second: number } {
  const local = new Date(instant.getTime() + pharmacyOffsetMinutes(instant) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds() + local.getUTCMilliseconds() / 1000,
  };
}
