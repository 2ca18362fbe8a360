/**
 * How long the shop keeps each kind of record, and what happens when that time has passed. The
 * periods are data (the retention_policy table holds them, seeded with these defaults); the rules
 * below only compute ages, so the scheduled job and its tests agree on what is due.
 */

/** Every kind of record the retention job looks at. */
export const RETENTION_KINDS = [
  'orders',
  'chats',
  'prescriptionAccessLog',
  'guestCarts',
  'orderLookupLog',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** What happens to a record past its period: gone, or stripped of what names a person. */
export type RetentionAction = 'delete' | 'anonymise';

/** A period in calendar months and days: "3 years" is 36 months, whatever the leap years. */
export interface RetentionPeriod {
  months: number;
  days: number;
}

export interface RetentionRule extends RetentionPeriod {
  kind: RetentionKind;
  action: RetentionAction;
}

/**
 * The defaults: the pharmacy keeps an order's personal data 3 years, then the order stays only as
 * anonymous figures; chat transcripts (counselling) and the prescription access log are kept one
 * year; a guest's cart nobody touched for 30 days is dropped; the record of guests' order look-ups
 * (client addresses and order numbers) is kept one year, as the access log is.
 */
export const DEFAULT_RETENTION: readonly RetentionRule[] = [
  { kind: 'orders', months: 36, days: 0, action: 'anonymise' },
  { kind: 'chats', months: 12, days: 0, action: 'delete' },
  { kind: 'prescriptionAccessLog', months: 12, days: 0, action: 'delete' },
  { kind: 'guestCarts', months: 0, days: 30, action: 'delete' },
  { kind: 'orderLookupLog', months: 12, days: 0, action: 'delete' },
];

const DAY_MS = 24 * 3600 * 1000;

/**
 * The instant before which a record is past its period at `now`: `now` moved back by the months
 * (on the calendar, in UTC; the 31st of a shorter month becomes its last day) and then the days.
 */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  const at = new Date(now.getTime());
  if (period.months > 0) {
    const day = at.getUTCDate();
    at.setUTCDate(1);
    at.setUTCMonth(at.getUTCMonth() - period.months);
    const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
    at.setUTCDate(Math.min(day, lastDay));
  }
  return new Date(at.getTime() - period.days * DAY_MS);
}

/** Whether a record whose age counts from `since` is past its period at `now`. */
export function isPastRetention(since: Date, now: Date, period: RetentionPeriod): boolean {
  return since.getTime() < retentionCutoff(now, period).getTime();
}

/** A period the job can use: whole, not negative, and not zero (a zero period would purge at once). */
export function isValidRetentionPeriod(period: RetentionPeriod): boolean {
  return (
    Number.isInteger(period.months) &&
    Number.isInteger(period.days) &&
    period.months >= 0 &&
    period.days >= 0 &&
    period.months + period.days > 0
  );
}

/**
 * The rules the job applies: the stored ones where valid, the default for a kind stored without a
 * valid row, so a missing or broken row never purges everything nor keeps everything forever.
 */
export function effectiveRetention(stored: readonly RetentionRule[]): RetentionRule[] {
  return DEFAULT_RETENTION.map((fallback) => {
    const row = stored.find((rule) => rule.kind === fallback.kind);
    return row && isValidRetentionPeriod(row) && row.action === fallback.action ? row : fallback;
  });
}
