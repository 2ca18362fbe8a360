import type { IsoDate } from '@apteek/domain';

/** Date format DD.MM.YYYY from an ISO date '2026-11-21'. */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
