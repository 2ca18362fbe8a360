import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pharmacyLocalTime, pharmacyOffsetMinutes } from './pharmacy-time.ts';

// The oracle only: the production code does its own arithmetic and never uses Intl.
const tallinn = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Tallinn',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function oracle(instant: Date) {
  const parts = Object.fromEntries(tallinn.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 11, 31, 23, 59, 59) })
  .map((ms) => new Date(ms));
/** Instants within two hours of a clock change, where mistakes hide. */
const nearChange = fc
  .tuple(
    fc.integer({ min: 2002, max: 2100 }),
    fc.constantFrom(3, 10),
    fc.integer({ min: -7_200_000, max: 7_200_000 }),
  )
  .map(([year, month, shift]) => {
    const lastDay = new Date(Date.UTC(year, month, 0));
    const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
    return new Date(Date.UTC(year, month - 1, sunday, 1) + shift);
  });

describe('pharmacy-time properties', () => {
  it('agrees with the Europe/Tallinn time zone from 2000 to 2100', () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearChange), (at) => {
        const local = pharmacyLocalTime(at);
        expect({ ...local, second: Math.floor(local.second) }).toEqual(oracle(at));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is UTC plus the offset, which is two or three hours', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const offset = pharmacyOffsetMinutes(at);
        expect([120, 180]).toContain(offset);
        const local = pharmacyLocalTime(at);
        const wall =
          Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) + local.second * 1000;
        expect(Math.round(wall - at.getTime())).toBe(offset * 60_000);
      }),
    );
  });
});
