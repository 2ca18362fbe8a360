import { defaultOpeningTimes, type OpeningTimes } from '@apteek/domain';
import type { Db } from '../database.ts';
import { pharmacyOpeningTimes } from '../schema/index.ts';

/**
 * OpeningTimes as the pharmacy's one pharmacy_opening_times row holds them (its id is 1): days in
 * order and once each, holidays in order and once each. The seed and the staff's save both write it.
 */
export function openingTimesRow(times: OpeningTimes) {
  return {
    allowedDays: [...new Set(times.allowedDays)].sort((a, b) => a - b),
    weekendDays: [...new Set(times.weekendDays)].sort((a, b) => a - b),
    holidayDates: [...new Set(times.holidayDates)].sort(),
    workdaysStart: times.workdays.start,
    workdaysEnd: times.workdays.end,
    weekendsStart: times.weekends.start,
    weekendsEnd: times.weekends.end,
    blockNewCustomersBeforeClosingMinutes: times.blockNewCustomersBeforeClosingMinutes,
    preWarnBeforeClosingMinutes: times.preWarnBeforeClosingMinutes,
    lastWarnBeforeClosingMinutes: times.lastWarnBeforeClosingMinutes,
  };
}

/**
 * The pharmacy's opening hours when it has none yet: the default hours, closed on Estonia's public
 * holidays of this year and the next two. Hours staff have set are never overwritten.
 */
export async function loadOpeningTimes(db: Db, now: Date = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  await db
    .insert(pharmacyOpeningTimes)
    .values({ id: 1, ...openingTimesRow(defaultOpeningTimes([year, year + 1, year + 2])) })
    .onConflictDoNothing();
}
