import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isNationalHoliday,
  nationalHolidays,
  nextSameDayCourier,
  sameDayCutoff,
  weekday,
} from './same-day-courier.ts';

const at = (date: string, time = '10:00') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute };
};
const day = (date: string) => {
  const { year, month, day } = at(date);
  return { year, month, day };
};

describe('easterSunday', () => {
  it('matches the published Easter dates', () => {
    expect(easterSunday(2024)).toEqual(day('2024-03-31'));
    expect(easterSunday(2025)).toEqual(day('2025-04-20'));
    expect(easterSunday(2026)).toEqual(day('2026-04-05'));
    expect(easterSunday(2027)).toEqual(day('2027-03-28'));
    expect(easterSunday(2038)).toEqual(day('2038-04-25'));
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2300 }), (year) => {
        const easter = easterSunday(year);
        expect(weekday(easter)).toBe(0);
        const key = easter.month * 100 + easter.day;
        expect(key).toBeGreaterThanOrEqual(322);
        expect(key).toBeLessThanOrEqual(425);
      }),
    );
  });
});

describe('national holidays', () => {
  it('knows the Estonian moving holidays of 2026', () => {
    const dates = nationalHolidays('EE', 2026);
    expect(dates).toContainEqual(day('2026-04-03')); // Good Friday
    expect(dates).toContainEqual(day('2026-05-24')); // Pentecost
    expect(dates).toContainEqual(day('2026-02-24')); // Independence Day
    expect(dates).toHaveLength(12);
  });

  it('knows the Finnish moving holidays of 2026', () => {
    const dates = nationalHolidays('FI', 2026);
    expect(dates).toContainEqual(day('2026-04-06')); // Easter Monday
    expect(dates).toContainEqual(day('2026-05-14')); // Ascension Day
    expect(dates).toContainEqual(day('2026-06-19')); // Midsummer Eve
    expect(dates).toContainEqual(day('2026-06-20')); // Midsummer Day
    expect(dates).toContainEqual(day('2026-10-31')); // All Saints' Day
    expect(dates).toContainEqual(day('2026-12-06')); // Independence Day
    expect(isNationalHoliday('EE', day('2026-12-06'))).toBe(false);
  });
});

describe('same-day courier', () => {
  it('takes orders until 17:00 on weekdays and 14:00 on Saturdays', () => {
    expect(nextSameDayCourier('EE', at('2026-11-23', '16:59'))).toEqual({
      date: day('2026-11-23'),
      cutoff: '17:00',
      isToday: true,
    });
    expect(nextSameDayCourier('EE', at('2026-11-23', '17:00')).date).toEqual(day('2026-11-24'));
    expect(nextSameDayCourier('EE', at('2026-11-28', '13:59'))).toMatchObject({
      cutoff: '14:00',
      isToday: true,
    });
    expect(nextSameDayCourier('EE', at('2026-11-28', '14:00'))).toEqual({
      date: day('2026-11-30'),
      cutoff: '17:00',
      isToday: false,
    });
  });

  it('skips Sundays and national holidays', () => {
    expect(sameDayCutoff('EE', day('2026-11-22'))).toBeNull();
    expect(sameDayCutoff('EE', day('2026-02-24'))).toBeNull();
    // Christmas Eve 2026 is a Thursday: the 24th to the 27th are closed, the next courier leaves on Monday.
    expect(nextSameDayCourier('EE', at('2026-12-23', '18:00')).date).toEqual(day('2026-12-28'));
    expect(nextSameDayCourier('FI', at('2026-06-18', '18:00')).date).toEqual(day('2026-06-22'));
  });

  it('never offers a closed day and never a time already past', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom('EE' as const, 'FI' as const),
        (date, hour, minute, country) => {
          const now = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour,
            minute,
          };
          const next = nextSameDayCourier(country, now);
          expect(sameDayCutoff(country, next.date)).toBe(next.cutoff);
          expect(weekday(next.date)).not.toBe(0);
          expect(isNationalHoliday(country, next.date)).toBe(false);
          if (next.isToday) expect(hour * 60 + minute).toBeLessThan(Number(next.cutoff.slice(0, 2)) * 60);
          else expect(next.date).not.toEqual({ year: now.year, month: now.month, day: now.day });
          const daysAhead =
            (Date.UTC(next.date.year, next.date.month - 1, next.date.day) - date.getTime()) / 86_400_000;
          expect(daysAhead).toBeLessThan(7);
        },
      ),
    );
  });
});
