import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatPharmacyTime, formatStoreDate, formatStoreTime } from './store-date.ts';

describe('formatStoreDate', () => {
  it('prints day, month and year as DD.MM.YYYY', () => {
    expect(formatStoreDate(new Date(2026, 10, 3, 23, 59), 'DD.MM.YYYY')).toBe('03.11.2026');
    expect(formatCalendarDate({ year: 2026, month: 12, day: 2 }, 'DD.MM.YYYY')).toBe('02.12.2026');
  });

  it('reads back to the same calendar day for every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const [day, month, year] = formatStoreDate(date, 'DD.MM.YYYY').split('.').map(Number);
          expect([day, month, year]).toEqual([date.getDate(), date.getMonth() + 1, date.getFullYear()]);
        },
      ),
    );
  });
});

describe('formatStoreTime', () => {
  it('prints the 24-hour clock with two digits each, in the afternoon too', () => {
    expect(formatStoreTime(new Date(2026, 11, 2, 9, 5))).toBe('09:05');
    expect(formatStoreTime(new Date(2026, 11, 2, 15, 30))).toBe('15:30');
    expect(formatStoreTime(new Date(2026, 11, 2, 0, 0))).toBe('00:00');
  });

  it('matches the en-GB 24-hour clock for every instant, never with AM or PM', () => {
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (at) => {
          const text = formatStoreTime(at);
          expect(text).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(text).toBe(clock.format(at));
        },
      ),
    );
  });
});

describe('formatPharmacyTime', () => {
  it('prints Tallinn time in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(formatPharmacyTime(new Date('2026-12-02T13:07:00Z'))).toBe('15:07');
    expect(formatPharmacyTime(new Date('2026-07-01T21:30:00Z'))).toBe('00:30');
  });

  it('matches Intl in Europe/Tallinn for every instant', () => {
    const clock = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Tallinn',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2002-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (at) => {
          expect(formatPharmacyTime(at)).toBe(clock.format(at));
        },
      ),
    );
  });
});
