import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DomainError,
  defaultOpeningTimes,
  isWallTime,
  minutesTillClosing,
  type OpeningTimes,
} from '@apteek/domain';
import { schema, type Db } from '@apteek/db';
import { integer, invalidField } from '../../plugins/validation.ts';

const { pharmacyOpeningTimes } = schema;

/** The pharmacy's hours (spec 001 §7 store opening times); the defaults while none are stored. */
export async function readOpeningTimes(db: Db, now: Date): Promise<OpeningTimes> {
  const [row] = await db.select().from(pharmacyOpeningTimes).where(eq(pharmacyOpeningTimes.id, 1));
  if (!row) {
    const year = now.getUTCFullYear();
    return defaultOpeningTimes([year, year + 1, year + 2]);
  }
  return {
    allowedDays: row.allowedDays,
    weekendDays: row.weekendDays,
    holidayDates: row.holidayDates,
    workdays: { start: row.workdaysStart, end: row.workdaysEnd },
    weekends: { start: row.weekendsStart, end: row.weekendsEnd },
    blockNewCustomersBeforeClosingMinutes: row.blockNewCustomersBeforeClosingMinutes,
    preWarnBeforeClosingMinutes: row.preWarnBeforeClosingMinutes,
    lastWarnBeforeClosingMinutes: row.lastWarnBeforeClosingMinutes,
  };
}

const Day = integer({ max: 6 });
const Days = z
  .array(Day)
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'A day is listed twice.');
const Time = z.string().refine(isWallTime, 'A time is HH:MM, from 00:00 to 24:00.');
const Period = z
  .object({ start: Time, end: Time })
  .refine(({ start, end }) => start < end, 'The pharmacy closes after it opens.');
const Minutes = integer({ max: 24 * 60 });
/** A real calendar day: month 83 makes an invalid Date, which toISOString would throw on. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate, 'Not a date.');

/** What staff may set (issue 18): valid days, times within the day, closing after opening. */
export const OpeningTimesSchema = z
  .object({
    allowedDays: Days,
    weekendDays: Days,
    holidayDates: z.array(IsoDate).max(400),
    workdays: Period,
    weekends: Period,
    blockNewCustomersBeforeClosingMinutes: Minutes,
    preWarnBeforeClosingMinutes: Minutes,
    lastWarnBeforeClosingMinutes: Minutes,
  })
  .refine((times) => times.lastWarnBeforeClosingMinutes <= times.preWarnBeforeClosingMinutes, {
    message: 'The last warning comes after the first.',
    path: ['lastWarnBeforeClosingMinutes'],
  });

/** Stores new hours after validating them; answers what is stored. Staff edit them (a later issue). */
export async function updateOpeningTimes(db: Db, input: unknown): Promise<OpeningTimes> {
  const parsed = OpeningTimesSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(['openingTimes', ...issue.path].join('.'), issue.message);
  }
  const times = parsed.data as OpeningTimes;
  const row = {
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
  await db
    .insert(pharmacyOpeningTimes)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: pharmacyOpeningTimes.id, set: { ...row, updatedAt: sql`now()` } });
  return readOpeningTimes(db, new Date());
}

/**
 * Hours that never close: every day 00:00–24:00, no holidays, no warnings and no block before
 * closing. For the browser stories, which run at any hour against the real clock.
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

/** Spec 001 §4: prescription lines come in and prescription orders go out only while the pharmacy is open. */
export async function requirePrescriptionsOpen(db: Db, now: Date): Promise<void> {
  if (minutesTillClosing(now, await readOpeningTimes(db, now)) === 0) {
    throw new DomainError('prescriptions_closed');
  }
}
