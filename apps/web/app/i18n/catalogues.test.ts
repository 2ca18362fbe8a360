import { describe, expect, it } from 'vitest';
import en from './en.json';
import et from './et.json';
import fi from './fi.json';
import ru from './ru.json';

const translations: Record<string, Record<string, string>> = { et, fi, ru };

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it('keys the English catalogue by its own text', () => {
    for (const [key, text] of Object.entries(en)) expect(text).toBe(key);
  });

  describe.each(Object.entries(translations))('%s', (_language, catalogue) => {
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
  });
});
