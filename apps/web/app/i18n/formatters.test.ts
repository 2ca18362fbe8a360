import { STORE_CODES, STORE_VIEWS } from '@apteek/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatIsoDay,
  formatPharmacyClock,
  formatTime,
  formatWeekdays,
} from './formatters.ts';

describe('store formatters', () => {
  const afternoon = new Date(2026, 11, 2, 15, 7);

  it.each(STORE_CODES)('prints dates DD.MM.YYYY and times HH:mm in the %s store', (code) => {
    const store = STORE_VIEWS[code].i18n;
    expect(formatDate(afternoon, store)).toBe('02.12.2026');
    expect(formatDate(afternoon.toISOString(), store)).toBe('02.12.2026');
    expect(formatTime(afternoon)).toBe('15:07');
    expect(formatDateTime(afternoon, store)).toBe('02.12.2026 15:07');
  });

  it('prints a YYYY-MM-DD day as the store does and leaves other text as it is', () => {
    expect(formatIsoDay('2026-12-24', STORE_VIEWS.en.i18n)).toBe('24.12.2026');
    expect(formatIsoDay('soon', STORE_VIEWS.en.i18n)).toBe('soon');
  });

  it("prints the pharmacy's clock in Tallinn", () => {
    expect(formatPharmacyClock('2026-12-02T22:30:00Z')).toBe('00:30');
  });

  it("names weekdays in the store's language, Monday first", () => {
    expect(formatWeekdays('en-US', [0, 1, 6])).toBe('Mon, Sat, Sun');
    expect(formatWeekdays('et-EE', [1, 2])).toBe('E, T');
  });
});

const APP = fileURLToPath(new URL('..', import.meta.url));
/** Writing a date or time by hand: the locale's own format (12-hour in en-US, worded months). */
const OWN_FORMAT =
  /\.toLocale(Date|Time)?String\(|new Intl\.DateTimeFormat\(|\bformat(StoreDate|StoreTime|DateMedium)\(/;
const HOME = 'i18n/formatters.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each line that formats a date or time outside the store's formatters, as `file:line: text`. */
export function ownFormatSites(text: string, file: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (OWN_FORMAT.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('dates and times in the browser', () => {
  it('finds a date written by hand, and no false one', () => {
    const text = [
      "const a = new Date(at).toLocaleTimeString('et-EE');",
      'const b = new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(at);',
      'const c = formatStoreDate(at, i18n.dateFormat);',
      'const d = formatDate(at, i18n);',
      'const e = formatTime(message.at);',
      'const f = new Date(at).toLocaleDateString();',
    ].join('\n');
    expect(ownFormatSites(text, 'x.tsx').map((site) => site.split(':')[1])).toEqual(['1', '2', '3', '6']);
  });

  it('formats every date and time through the store formatters', () => {
    const sites = sourceFiles(APP)
      .map((file) => relative(APP, file))
      .filter((file) => file !== HOME)
      .flatMap((file) => ownFormatSites(readFileSync(join(APP, file), 'utf8'), file));
    expect(sites).toEqual([]);
  });
});
