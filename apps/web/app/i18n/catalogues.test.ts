import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLURAL_FORMS, type Language } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import et from './et.json';
import fi from './fi.json';
import ru from './ru.json';

const translations: Record<Exclude<Language, 'en'>, Record<string, string>> = { et, fi, ru };

/** The placeholders a text names, each once: a plural text repeats them in every form. */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** Literal keys passed to t('…') anywhere in the app's sources. */
function keysUsedInSources(): string[] {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.test.ts'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(join(appDir, file), 'utf8');
    return [...source.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)+)\1/g)].map((match) =>
      (match[2] ?? '').replace(/\\(['"])/g, '$1'),
    );
  });
}

describe('translation catalogues', () => {
  it('holds every text the app translates with a literal key', () => {
    const missing = [...new Set(keysUsedInSources())].filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });

  it('keys the English catalogue by its own text', () => {
    for (const [key, text] of Object.entries(en)) expect(text).toBe(key);
  });

  it('gives each English plural text its singular and its plural, the count in one of them', () => {
    for (const key of Object.keys(en).filter((text) => text.includes('|'))) {
      expect(key.split('|'), key).toHaveLength(PLURAL_FORMS.en.length);
      expect(key.split('|')[1], key).toMatch(/\{\w+\}/);
    }
  });

  describe.each(Object.entries(translations) as [Language, Record<string, string>][])(
    '%s',
    (language, catalogue) => {
      it('gives every plural text as many forms as the language has, and only plural texts forms', () => {
        for (const [key, text] of Object.entries(catalogue)) {
          expect(text.split('|'), key).toHaveLength(key.includes('|') ? PLURAL_FORMS[language].length : 1);
        }
      });

      it('translates every English key with a non-empty text', () => {
        const missing = Object.keys(en).filter((key) => !catalogue[key]?.trim());
        expect(missing).toEqual([]);
      });

      it('has no keys the English catalogue lacks', () => {
        const extra = Object.keys(catalogue).filter((key) => !(key in en));
        expect(extra).toEqual([]);
      });

      it('keeps the placeholders of each key', () => {
        for (const [key, text] of Object.entries(catalogue)) {
          expect(placeholdersOf(text), key).toEqual(placeholdersOf(key));
        }
      });
    },
  );
});
