import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpeningTimesSchema } from '../prescription/prescription-api.ts';
import { ALWAYS_OPEN, defaultOpeningTimes } from './opening-hours.ts';
import { readOpeningTimes } from './opening-times-reader.ts';

/** What the reader gives: the times, or null where it refuses them. */
function readerSays(input: unknown) {
  try {
    return readOpeningTimes(input);
  } catch {
    return null;
  }
}

function schemaSays(input: unknown) {
  const parsed = OpeningTimesSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

const anything = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.integer({ min: -3, max: 1500 }),
);
/** Mostly what valid hours hold, sometimes a flaw or anything at all. */
const mostly = <T>(valid: fc.Arbitrary<T>, flawed: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: valid, weight: 12 },
    { arbitrary: flawed, weight: 1 },
    { arbitrary: anything, weight: 1 },
  );
const day = mostly(fc.integer({ min: 0, max: 6 }), fc.constantFrom(-1, 7, 1.5, Number.NaN, '1'));
const days = mostly(fc.uniqueArray(day, { maxLength: 7 }), fc.array(day, { maxLength: 9 }));
const time = mostly(
  fc.constantFrom('00:00', '08:00', '09:30', '12:00', '18:00', '23:59', '24:00'),
  fc.oneof(fc.constantFrom('24:01', '9:00', '25:00', '12:60', ''), fc.string({ maxLength: 5 })),
);
const date = mostly(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((value) => value.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-29', '2026-13-01', '2026-1-01', '2026-02-30', ''),
);
const ordered = fc
  .uniqueArray(fc.constantFrom('00:00', '08:00', '09:30', '12:00', '18:00', '23:59', '24:00'), {
    minLength: 2,
    maxLength: 2,
  })
  .map(([one, other]) => (one! < other! ? { start: one!, end: other! } : { start: other!, end: one! }));
const period = mostly(
  fc.oneof(
    ordered,
    fc.record({ start: time, end: time }),
    fc.record({ start: time, end: time, extra: anything }),
  ),
  fc.constant([]),
);
const minutes = mostly(
  fc.integer({ min: 0, max: 24 * 60 }),
  fc.constantFrom(-1, 24 * 60 + 1, 1.5, Number.POSITIVE_INFINITY, '30'),
);
const times = fc.record(
  {
    allowedDays: days,
    weekendDays: days,
    holidayDates: mostly(fc.array(date, { maxLength: 5 }), anything),
    workdays: period,
    weekends: period,
    blockNewCustomersBeforeClosingMinutes: minutes,
    preWarnBeforeClosingMinutes: minutes,
    lastWarnBeforeClosingMinutes: minutes,
    other: anything,
  },
  {
    requiredKeys: [
      'allowedDays',
      'weekendDays',
      'holidayDates',
      'workdays',
      'weekends',
      'blockNewCustomersBeforeClosingMinutes',
      'preWarnBeforeClosingMinutes',
      'lastWarnBeforeClosingMinutes',
    ],
  },
);

describe('readOpeningTimes', () => {
  it('reads the stored hours as the schema does, a copy with the known fields only', () => {
    for (const stored of [defaultOpeningTimes([2026, 2027]), ALWAYS_OPEN]) {
      const answer = JSON.parse(
        JSON.stringify({ ...stored, other: 1, workdays: { ...stored.workdays, x: 2 } }),
      );
      expect(readOpeningTimes(answer)).toEqual(stored);
      expect(readOpeningTimes(answer)).toEqual(OpeningTimesSchema.parse(answer));
    }
  });

  it('refuses what the schema refuses and reads the rest alike', () => {
    fc.assert(
      fc.property(times, (input) => {
        expect(readerSays(input)).toEqual(schemaSays(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the schema on each single flaw of valid hours', () => {
    const valid = defaultOpeningTimes([2026]);
    const flaws: unknown[] = [
      [],
      'hours',
      { ...valid, allowedDays: [1, 1] },
      { ...valid, allowedDays: [0, 1, 2, 3, 4, 5, 6, 0] },
      { ...valid, weekendDays: [7] },
      { ...valid, holidayDates: ['2026-02-30'] },
      { ...valid, holidayDates: Array.from({ length: 401 }, () => '2026-01-01') },
      { ...valid, workdays: { start: '18:00', end: '09:00' } },
      { ...valid, weekends: { start: '10:00', end: '10:00' } },
      { ...valid, preWarnBeforeClosingMinutes: 10, lastWarnBeforeClosingMinutes: 15 },
      { ...valid, blockNewCustomersBeforeClosingMinutes: 24 * 60 + 1 },
      { ...valid, lastWarnBeforeClosingMinutes: undefined },
    ];
    for (const input of flaws) {
      expect(readerSays(input)).toBeNull();
      expect(schemaSays(input)).toBeNull();
    }
  });
});
