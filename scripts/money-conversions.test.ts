import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser holds money as integer Cents: the domain's contracts turn the API's euros into Cents
 * where an answer comes in, and formatMoney is the one way out to text. A conversion written in the
 * browser's code (`amountToCents(`, `* 100`, `/ 100`) is money handled outside that path; at most
 * MAX_SITES may stay, so the habit cannot grow back unnoticed.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_APP = join(ROOT, 'apps/web/app');
export const MAX_SITES = 3;
const CONVERSION = /amountToCents\(|\* 100|\/ 100/;

/** The browser's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each line that converts money by hand, as `file:line: text`. */
export function conversionSites(text: string, file: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (CONVERSION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('money in the browser', () => {
  it('finds a conversion written by hand, and no false one', () => {
    const text = [
      'const a = Math.round(price * 100);',
      'const b = amountToCents(total);',
      'const c = cents / 100;',
      'const d = formatMoney(line.unitPrice, i18n);',
      'const e = timesQty(unit, qty);',
    ].join('\n');
    expect(conversionSites(text, 'x.ts')).toEqual([
      'x.ts:1: const a = Math.round(price * 100);',
      'x.ts:2: const b = amountToCents(total);',
      'x.ts:3: const c = cents / 100;',
    ]);
  });

  it(`converts money by hand in at most ${MAX_SITES} places`, () => {
    const sites = sourceFiles(WEB_APP).flatMap((path) =>
      conversionSites(readFileSync(path, 'utf8'), relative(ROOT, path)),
    );
    expect(sites.length, sites.join('\n')).toBeLessThanOrEqual(MAX_SITES);
  });
});
