import {
  formatCalendarDate,
  formatDateMedium,
  formatPharmacyTime,
  formatStoreDate,
  formatStoreTime,
  formatWeekdayDayMonth,
  type StoreView,
} from '@apteek/domain';

/**
 * The one way from a date or time to text in the browser: dates as the store prints them
 * (DD.MM.YYYY in every store), clock times as HH:mm on the 24-hour clock, worded dates and weekday
 * names in the store's language. Components do not call `toLocale…String` or make `Intl` date
 * formatters themselves (formatters.test.ts checks).
 */
type StoreDates = Pick<StoreView['i18n'], 'dateFormat'>;

/** An instant's day in the viewer's time zone: '02.12.2026'. */
export function formatDate(instant: Date | string, store: StoreDates): string {
  return formatStoreDate(new Date(instant), store.dateFormat);
}

/** An instant's clock time in the viewer's time zone: '15:07'. */
export function formatTime(instant: Date | string): string {
  return formatStoreTime(new Date(instant));
}

/** Day and clock time: '02.12.2026 15:07'. */
export function formatDateTime(instant: Date | string, store: StoreDates): string {
  return `${formatDate(instant, store)} ${formatTime(instant)}`;
}

/** A calendar day written 'YYYY-MM-DD' (a holiday, a date field) as the store prints it; other text as it is. */
export function formatIsoDay(day: string, store: StoreDates): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return formatCalendarDate(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    store.dateFormat,
  );
}

/** The pharmacy's clock in Tallinn (the staff's pages): '15:07'. */
export function formatPharmacyClock(instant: Date | string): string {
  return formatPharmacyTime(new Date(instant));
}

export { formatDateMedium, formatWeekdayDayMonth };

/**
 * `Intl` date formatters made once per locale and options and then reused: making one costs
 * a tenth of a millisecond or more (locale data is looked up and copied each time), formatting with it about 1 µs.
 * The keys are the few locales and option sets the code names, so the map stays small. Numbers
 * are written without `Intl` (`formatDecimal` in the domain package). Only for words (weekday
 * names); numbers in dates and times go through the functions above.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Weekday names in the store's language, Monday first (0 = Sunday, as opening times count). */
export function formatWeekdays(locale: string, days: readonly number[]): string {
  const format = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2026-01-04 is a Sunday.
  return [...days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((day) => format.format(new Date(Date.UTC(2026, 0, 4 + day))))
    .join(', ');
}
