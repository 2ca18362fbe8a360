import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './store-views.ts';
import { PLURAL_FORMS, pluralCategory, selectPluralForm } from './plural.ts';

describe('pluralCategory', () => {
  it.each(LANGUAGES)('matches Intl.PluralRules for %s on every whole count and on fractions', (language) => {
    const rules = new Intl.PluralRules(language);
    fc.assert(
      fc.property(fc.oneof(fc.nat({ max: 10_000 }), fc.integer({ min: 0, max: 100 })), (count) => {
        expect(pluralCategory(count, language)).toBe(rules.select(count));
      }),
    );
    for (const count of [0.5, 1.5, 2.25, 21.1])
      expect(pluralCategory(count, language)).toBe(rules.select(count));
  });

  it('uses only the categories each language lists its forms for', () => {
    for (const language of LANGUAGES) {
      for (let count = 0; count <= 1000; count++) {
        expect(PLURAL_FORMS[language]).toContain(pluralCategory(count, language));
      }
    }
  });
});

describe('selectPluralForm', () => {
  it('gives Estonian, Finnish and English the singular for 1 only', () => {
    expect(selectPluralForm('{count} pakend|{count} pakendit', 1, 'et')).toBe('{count} pakend');
    expect(selectPluralForm('{count} pakend|{count} pakendit', 2, 'et')).toBe('{count} pakendit');
    expect(selectPluralForm('{count} pakkaus|{count} pakkausta', 1, 'fi')).toBe('{count} pakkaus');
    expect(selectPluralForm('{count} pakkaus|{count} pakkausta', 0, 'fi')).toBe('{count} pakkausta');
    expect(selectPluralForm('{count} pack|{count} packs', 1, 'en')).toBe('{count} pack');
    expect(selectPluralForm('{count} pack|{count} packs', 21, 'en')).toBe('{count} packs');
  });

  it.each([
    [1, 'упаковка'],
    [2, 'упаковки'],
    [5, 'упаковок'],
    [11, 'упаковок'],
    [12, 'упаковок'],
    [21, 'упаковка'],
    [22, 'упаковки'],
    [25, 'упаковок'],
    [111, 'упаковок'],
    [0, 'упаковок'],
    [1.5, 'упаковки'],
  ])('gives Russian %s its form: %s', (count, form) => {
    expect(selectPluralForm('упаковка|упаковки|упаковок', count, 'ru')).toBe(form);
  });

  it('takes the last form when a text has fewer than its language', () => {
    expect(selectPluralForm('Товаров: {count}', 1, 'ru')).toBe('Товаров: {count}');
    expect(selectPluralForm('a|b', 5, 'ru')).toBe('b');
  });
});
