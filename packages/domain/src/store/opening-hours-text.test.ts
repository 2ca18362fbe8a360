import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOpeningTimes, type OpeningTimes, type WallTime } from './opening-hours.ts';
import { openingHoursLines, openingHoursPhrase, withOpeningHours } from './opening-hours-text.ts';
import { LANGUAGES } from './store-views.ts';

const DEFAULTS = defaultOpeningTimes([2026]);

describe('the opening hours in words', () => {
  it("says the default hours in each store's language, times as HH:mm", () => {
    expect(openingHoursPhrase(DEFAULTS, 'et')).toBe('E–R 09:00–21:00 ja L 10:00–18:00');
    expect(openingHoursPhrase(DEFAULTS, 'fi')).toBe('ma–pe 09:00–21:00 ja la 10:00–18:00');
    expect(openingHoursPhrase(DEFAULTS, 'en')).toBe('Mon–Fri 09:00–21:00 and Sat 10:00–18:00');
    expect(openingHoursPhrase(DEFAULTS, 'ru')).toBe('пн–пт 09:00–21:00 и сб 10:00–18:00');
  });

  it('names the closed days and the public holidays after the open ones', () => {
    expect(openingHoursLines(DEFAULTS, 'en', 'long')).toEqual([
      { days: 'Monday–Friday', hours: '09:00–21:00', open: true },
      { days: 'Saturday', hours: '10:00–18:00', open: true },
      { days: 'Sunday and public holidays', hours: 'closed', open: false },
    ]);
    const everyDay: OpeningTimes = {
      ...DEFAULTS,
      allowedDays: [0, 1, 2, 3, 4, 5, 6],
      weekendDays: [6, 0],
      holidayDates: [],
    };
    expect(openingHoursLines(everyDay, 'et')).toEqual([
      { days: 'E–R', hours: '09:00–21:00', open: true },
      { days: 'L, P', hours: '10:00–18:00', open: true },
    ]);
  });

  it('merges workdays and weekends with the same hours and lists days that are not a run', () => {
    const same: OpeningTimes = {
      ...DEFAULTS,
      allowedDays: [1, 3, 5, 6],
      weekends: { start: '09:00', end: '21:00' },
    };
    expect(openingHoursPhrase(same, 'en')).toBe('Mon, Wed, Fri, Sat 09:00–21:00');
  });

  it('replaces each token and leaves text without one as it is', () => {
    const html =
      '<p>Sold {{opening-hours}}.</p><ul>{{opening-hours-list}}</ul><table>{{opening-hours-table}}</table>';
    expect(withOpeningHours(html, DEFAULTS, 'ru')).toBe(
      '<p>Sold пн–пт 09:00–21:00 и сб 10:00–18:00.</p>' +
        '<ul><li>Пн–пт 09:00–21:00</li>\n<li>Сб 10:00–18:00</li>\n<li>Вс и государственные праздники: закрыто</li></ul>' +
        '<table><tr><td>Понедельник–пятница</td><td>09:00–21:00</td></tr>\n' +
        '<tr><td>Суббота</td><td>10:00–18:00</td></tr>\n' +
        '<tr><td>Воскресенье и государственные праздники</td><td>закрыто</td></tr></table>',
    );
    expect(withOpeningHours('9–18', DEFAULTS, 'et')).toBe('9–18');
  });

  it('says every open period of any hours, and no other time', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` as WallTime);
    const times = fc.record({
      allowedDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
      weekendDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
      workdays: fc.record({ start: time, end: time }),
      weekends: fc.record({ start: time, end: time }),
    });
    fc.assert(
      fc.property(times, fc.constantFrom(...LANGUAGES), (hours, language) => {
        const all: OpeningTimes = { ...DEFAULTS, ...hours };
        const said = withOpeningHours('{{opening-hours-table}}', all, language);
        const periods = [
          ...(all.allowedDays.some((d) => !all.weekendDays.includes(d)) ? [all.workdays] : []),
          ...(all.allowedDays.some((d) => all.weekendDays.includes(d)) ? [all.weekends] : []),
        ].map((p) => `${p.start}–${p.end}`);
        const found = [...said.matchAll(/\d\d:\d\d–\d\d:\d\d/g)].map((m) => m[0]);
        expect(new Set(found)).toEqual(new Set(periods));
      }),
    );
  });
});
