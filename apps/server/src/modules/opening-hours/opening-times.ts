import { eq, sql } from 'drizzle-orm';
import {
  DomainError,
  defaultOpeningTimes,
  minutesTillClosing,
  OpeningTimesSchema,
  STORE_VIEWS,
  withOpeningHours,
  type OpeningTimes,
  type StoreCode,
} from '@apteek/domain';
import { openingTimesRow, schema, type Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';

const { pharmacyOpeningTimes } = schema;

/** The pharmacy's hours; the defaults while none are stored. */
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

/**
 * Stores new hours after validating them by the domain's contract, which the storefront reads them
 * with too; answers what is stored.
 */
export async function updateOpeningTimes(db: Db, input: unknown): Promise<OpeningTimes> {
  const parsed = OpeningTimesSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(['openingTimes', ...issue.path].join('.'), issue.message);
  }
  const row = openingTimesRow(parsed.data);
  await db
    .insert(pharmacyOpeningTimes)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: pharmacyOpeningTimes.id, set: { ...row, updatedAt: sql`now()` } });
  // Pages, blocks and banners print the hours, so every instance drops its kept pages as on a
  // change of the catalogue (the channel storefront/page-cache.ts listens on).
  await db.execute(sql`select pg_notify('catalogue_changed', 'pharmacy_opening_times')`);
  return readOpeningTimes(db, new Date());
}

/**
 * Content's opening-hours tokens replaced by the stored hours in a store's language: pages, blocks
 * and banners never hold hours of their own.
 */
export async function openingHoursInContent(
  db: Db,
  now: Date,
): Promise<(text: string, storeCode: StoreCode) => string> {
  const times = await readOpeningTimes(db, now);
  return (text, storeCode) => withOpeningHours(text, times, STORE_VIEWS[storeCode].i18n.language);
}

/** Prescription lines come in and prescription orders go out only while the pharmacy is open. */
export async function requirePrescriptionsOpen(db: Db, now: Date): Promise<void> {
  if (minutesTillClosing(now, await readOpeningTimes(db, now)) === 0) {
    throw new DomainError('prescriptions_closed');
  }
}
