import type { Language } from './store-views.ts';

/** The plural categories our languages use, as CLDR names them. */
export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/**
 * The forms a plural text gives, in this order, separated by '|': Estonian, Finnish and English
 * have a singular and a plural; Russian has one (1, 21, 101), few (2–4, 22–24) and many
 * (0, 5–20, 25–30, 11–14).
 */
export const PLURAL_FORMS: Readonly<Record<Language, readonly PluralCategory[]>> = {
  et: ['one', 'other'],
  fi: ['one', 'other'],
  en: ['one', 'other'],
  ru: ['one', 'few', 'many'],
};

/**
 * The plural category of a count as `Intl.PluralRules(language).select` gives it (the tests
 * compare), without `Intl`: its first call in a page loads the locale's data in the middle of
 * hydration. Only whole numbers take 'one', 'few' or 'many'.
 */
export function pluralCategory(count: number, language: Language): PluralCategory {
  if (!Number.isInteger(count)) return 'other';
  const n = Math.abs(count);
  if (language !== 'ru') return n === 1 ? 'one' : 'other';
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

/**
 * The form of a plural text ("{count} pack|{count} packs") for a count. A Russian fraction
 * ('other') reads like 'few' ("1,5 упаковки"); a text with fewer forms than its language has
 * falls back to its last form.
 */
export function selectPluralForm(text: string, count: number, language: Language): string {
  const forms = text.split('|');
  const category = pluralCategory(count, language);
  const wanted = category === 'other' && language === 'ru' ? 'few' : category;
  const index = PLURAL_FORMS[language].indexOf(wanted);
  return forms[index === -1 ? forms.length - 1 : Math.min(index, forms.length - 1)]!;
}
