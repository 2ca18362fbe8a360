import type { StoreView } from './store-views.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * A calendar day in the store's date format (DD.MM.YYYY in every store view, whatever
 * its locale would print), read in the viewer's own time zone.
 */
export function formatStoreDate(instant: Date, format: StoreView['i18n']['dateFormat']): string {
  return format
    .replace('DD', pad(instant.getDate(), 2))
    .replace('MM', pad(instant.getMonth() + 1, 2))
    .replace('YYYY', pad(instant.getFullYear(), 4));
}
