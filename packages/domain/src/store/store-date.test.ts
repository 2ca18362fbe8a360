import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStoreDate } from './store-date.ts';

describe('formatStoreDate', () => {
  it('prints day, month and year as DD.MM.YYYY', () => {
    expect(formatStoreDate(new Date(2026, 10, 3, 23, 59), 'DD.MM.YYYY')).toBe('03.11.2026');
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
