import { describe, expect, it } from 'vitest';
import { pharmacyLocalTime, pharmacyOffsetMinutes } from './pharmacy-time.ts';

const at = (iso: string) => new Date(iso);

describe('pharmacyOffsetMinutes', () => {
  it('is UTC+2 in winter and UTC+3 in summer', () => {
    expect(pharmacyOffsetMinutes(at('2026-01-15T12:00:00Z'))).toBe(120);
    expect(pharmacyOffsetMinutes(at('2026-07-15T12:00:00Z'))).toBe(180);
  });

  it.each([
    ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
    ['2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z'],
    ['2024-03-31T01:00:00Z', '2024-10-27T01:00:00Z'],
  ])('changes at 01:00 UTC on the last Sundays of March and October (%s, %s)', (starts, ends) => {
    const start = at(starts).getTime();
    const end = at(ends).getTime();
    expect(pharmacyOffsetMinutes(new Date(start - 1))).toBe(120);
    expect(pharmacyOffsetMinutes(new Date(start))).toBe(180);
    expect(pharmacyOffsetMinutes(new Date(end - 1))).toBe(180);
    expect(pharmacyOffsetMinutes(new Date(end))).toBe(120);
  });

  it('keeps winter time through 2000 and 2001, when Estonia had no summer time', () => {
    expect(pharmacyOffsetMinutes(at('2000-07-01T12:00:00Z'))).toBe(120);
    expect(pharmacyOffsetMinutes(at('2001-07-01T12:00:00Z'))).toBe(120);
    expect(pharmacyOffsetMinutes(at('2002-07-01T12:00:00Z'))).toBe(180);
  });
});

describe('pharmacyLocalTime', () => {
  it('reads the wall clock, seconds with their fraction', () => {
    expect(pharmacyLocalTime(at('2026-11-24T18:19:54.250Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 20,
      minute: 19,
      second: 54.25,
    });
  });

  it('skips 03:00–04:00 on the spring-forward night of 2026', () => {
    expect(pharmacyLocalTime(at('2026-03-29T00:59:00Z'))).toMatchObject({ day: 29, hour: 2, minute: 59 });
    expect(pharmacyLocalTime(at('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 4, minute: 0 });
  });

  it('lives 03:00–04:00 twice on the autumn night of 2026', () => {
    expect(pharmacyLocalTime(at('2026-10-25T00:30:00Z'))).toMatchObject({ day: 25, hour: 3, minute: 30 });
    expect(pharmacyLocalTime(at('2026-10-25T01:30:00Z'))).toMatchObject({ day: 25, hour: 3, minute: 30 });
  });

  it('turns the date at local midnight, across a year', () => {
    expect(pharmacyLocalTime(at('2026-12-31T21:59:59Z'))).toMatchObject({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
    });
    expect(pharmacyLocalTime(at('2026-12-31T22:00:00Z'))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
    });
  });
});
