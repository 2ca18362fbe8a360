import { defaultOpeningTimes, type OpeningTimes } from '@apteek/domain';
import type { Db } from '../database.ts';
import { pharmacyOpeningTimes } from '../schema/index.ts';

/** OpeningTimes as the pharmacy_opening_times row holds them. */
function openingTimesRow(times: OpeningTimes) {
  return {
    id: 1,
    allowedDays: times.allowedDays,
    weekendDays: times.weekendDays,
    holidayDates: times.holidayDates,
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
    .values(openingTimesRow(defaultOpeningTimes([year, year + 1, year + 2])))
    .onConflictDoNothing();
}
