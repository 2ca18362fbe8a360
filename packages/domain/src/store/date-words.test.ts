import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateMedium, formatWeekdayDayMonth } from './date-words.ts';

const LOCALES = ['et-EE', 'fi-FI', 'en-US', 'ru-RU'] as const;
const days = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => ({
    at: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    day: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
  }));

describe('dates in the store locales without Intl', () => {
  it('writes the medium date as Intl.DateTimeFormat does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), days, (locale, { at, day }) => {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
        expect(formatDateMedium(day, locale)).toBe(intl.format(at));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the weekday, day and month as Intl.DateTimeFormat does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), days, (locale, { at, day }) => {
        const intl = new Intl.DateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        });
        expect(formatWeekdayDayMonth(day, locale)).toBe(intl.format(at));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads as a shopper expects in each store', () => {
    const day = { year: 2026, month: 11, day: 28 };
    expect(formatDateMedium(day, 'et-EE')).toBe('28. nov 2026');
    expect(formatDateMedium(day, 'fi-FI')).toBe('28.11.2026');
    expect(formatWeekdayDayMonth(day, 'en-US')).toBe('Saturday, November 28');
    expect(formatWeekdayDayMonth(day, 'ru-RU')).toBe('суббота, 28 ноября');
  });
});
