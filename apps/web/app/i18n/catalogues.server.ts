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

/** The server's render translates with these (entry.server.tsx); the browser imports its own. */
export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}

/** For texts a loader returns itself, such as page titles for `meta`. */
export function translatorFor(language: Language): TFunction {
  return TRANSLATORS[language];
}
