import type { Language } from '@apteek/domain';
import type { TFunction } from 'i18next';
import { createI18n, type Catalogue } from './create-i18n.ts';
import en from './en.json';
import et from './et.json';
import fi from './fi.json';
import ru from './ru.json';

const CATALOGUES: Record<Language, Catalogue> = { en, et, fi, ru };

export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}

/** For texts a loader returns itself, such as page titles for `meta`. */
export function translatorFor(language: Language): TFunction {
  return createI18n(language, CATALOGUES[language]).t;
}
