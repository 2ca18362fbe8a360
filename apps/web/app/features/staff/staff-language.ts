import { STORE_VIEWS, type Language, type StoreView } from '@apteek/domain';
import { createContext, use } from 'react';

/** The staff area speaks Estonian unless the URL asks for another language (`?lang=fi|en|ru`). */
export type StaffLanguage = Language;

const OTHER_LANGUAGES: readonly StaffLanguage[] = ['fi', 'en', 'ru'];

export function staffLanguageOf(url: URL | string): StaffLanguage {
  const asked = new URL(url, 'http://localhost').searchParams.get('lang');
  return OTHER_LANGUAGES.find((language) => language === asked) ?? 'et';
}

export const StaffLanguageContext = createContext<StaffLanguage>('et');

/** A staff page's path in the language the page is in. */
export function useStaffPath(): (path: string) => string {
  const language = use(StaffLanguageContext);
  return (path) => staffPathIn(path, language);
}

export const staffPathIn = (path: string, language: StaffLanguage) =>
  language === 'et' ? path : `${path}?lang=${language}`;

/** How the staff page in this language prints money and dates: the store view speaking it. */
export function staffFormat(language: StaffLanguage): StoreView['i18n'] {
  return STORE_VIEWS[language === 'et' ? 'ee' : language].i18n;
}
