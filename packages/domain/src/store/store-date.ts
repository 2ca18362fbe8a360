import type { CalendarDate } from '../checkout/same-day-courier.ts';
import { pharmacyLocalTime } from './pharmacy-time.ts';
import type { StoreView } from './store-views.ts';

type DateFormat = StoreView['i18n']['dateFormat'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A calendar day in the store's date format: DD.MM.YYYY in every store view. */
export function formatCalendarDate({ year, month, day }: CalendarDate, format: DateFormat): string {
  return format.replace('DD', pad(day, 2)).replace('MM', pad(month, 2)).replace('YYYY', pad(year, 4));
}

/**
 * A calendar day in the store's date format (DD.MM.YYYY in every store view, whatever
 * its locale would print), read in the viewer's own time zone.
 */
export function formatStoreDate(instant: Date, format: DateFormat): string {
  return formatCalendarDate(
    { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() },
    format,
  );
}

/**
 * The clock time as every store prints it, HH:mm on the 24-hour clock (no AM/PM in the English
 * store either), read in the viewer's own time zone.
 */
export function formatStoreTime(instant: Date): string {
  return `${pad(instant.getHours(), 2)}:${pad(instant.getMinutes(), 2)}`;
}

/** The pharmacy's wall-clock time in Tallinn as HH:mm, whatever the viewer's time zone. */
export function formatPharmacyTime(instant: Date): string {
  const { hour, minute } = pharmacyLocalTime(instant);
  return `${pad(hour, 2)}:${pad(minute, 2)}`;
}
