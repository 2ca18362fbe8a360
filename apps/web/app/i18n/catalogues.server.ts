import type { Language } from '@apteek/domain';
import en from './en.json';
import et from './et.json';
import fi from './fi.json';
import ru from './ru.json';
import { createTranslation, type Catalogue, type TFunction } from './translation.tsx';

const CATALOGUES: Record<Language, Catalogue> = { en, et, fi, ru };
const TRANSLATORS = Object.fromEntries(
  Object.entries(CATALOGUES).map(([language, catalogue]) => [
    language,
    createTranslation(language as Language, catalogue).t,
  ]),
) as Record<Language, TFunction>;

/**
 * Each catalogue as one JSON string, made once: the root loader sends it as it is, a single string
 * for React Router to stream, instead of an object of a thousand texts serialised key by key on
 * every page (translation.tsx's `parseCatalogue` reads it back once per language).
 */
const CATALOGUE_JSON = Object.fromEntries(
  Object.entries(CATALOGUES).map(([language, catalogue]) => [language, JSON.stringify(catalogue)]),
) as Record<Language, string>;

export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}

export function catalogueJsonFor(language: Language): string {
  return CATALOGUE_JSON[language];
}

/** For texts a loader returns itself, such as page titles for `meta`. */
export function translatorFor(language: Language): TFunction {
  return TRANSLATORS[language];
}
