import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and test titles state the rule they rely on in their own words. A pointer to a
 * specification section, an issue number or a section of a design, domain or operations document
 * means nothing to a reader of this repository, where none of those documents are kept. Public
 * standards (RFC sections, WCAG success criteria) may still be cited.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['apps', 'e2e', 'bench', 'scripts', 'packages'];
const SOURCE = /\.(ts|tsx|mjs|css)$/;
const CITATION = /\b[Ss]pec 00[01]\b|\b[Ii]ssue [0-9]+|\b(?:DESIGN|DOMAIN|OPERATIONS|STYLE|PRIOR-ART) §/;

/** Each line that cites instead of stating, as `file:line: text`. */
export function citations(text: string, file: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** The tracked source files of the folders, as paths from the repository's root. */
function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE.test(file) && existsSync(join(ROOT, file)));
}

describe('comments that cite', () => {
  it('finds a citation of a section or an issue, and no false one', () => {
    // Built from parts, so this file does not cite what it looks for.
    const cite = (...parts: string[]) => parts.join(' ');
    const section = (n: number) => `${String.fromCharCode(0xa7)}${n}`;
    const text = [
      `/** ${cite('Spec', '000', section(4))}: the queue. */`,
      `// The cart thumbnail (${cite('spec', '001', section(9))}).`,
      `// Orders to check (${cite('issue', '19')} item 4).`,
      `// The envelope (${cite('DESIGN', section(3))}).`,
      `/* Paytrail (${cite('DOMAIN', section(4))}). */`,
      '// Retried once: an issue with the network is not the order.',
      '// The cookie is written as RFC 6265 asks; focus is visible (WCAG 2.4.7).',
    ].join('\n');
    expect(citations(text, 'x.ts').map((site) => site.split(':').slice(0, 2).join(':'))).toEqual([
      'x.ts:1',
      'x.ts:2',
      'x.ts:3',
      'x.ts:4',
      'x.ts:5',
    ]);
  });

  it('cites no specification section, issue number or internal document section', () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(500);
    const sites = files.flatMap((file) => citations(readFileSync(join(ROOT, file), 'utf8'), file));
    expect(sites, sites.join('\n')).toEqual([]);
  });
});
