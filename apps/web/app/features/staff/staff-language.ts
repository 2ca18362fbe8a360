import type { Language } from '@apteek/domain';
import { createContext, use } from 'react';

/** The staff area speaks Estonian unless the URL asks for English (`?lang=en`). */
export type StaffLanguage = Extract<Language, 'et' | 'en'>;

export function staffLanguageOf(url: URL | string): StaffLanguage {
  return new URL(url, 'http://localhost').searchParams.get('lang') === 'en' ? 'en' : 'et';
}

export const StaffLanguageContext = createContext<StaffLanguage>('et');

/** A staff page's path in the language the page is in. */
export function useStaffPath(): (path: string) => string {
  const language = use(StaffLanguageContext);
  return (path) => (language === 'en' ? `${path}?lang=en` : path);
}
