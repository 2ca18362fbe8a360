import type { Language } from '@apteek/domain';
import { CATALOGUE_URLS } from 'virtual:apteek/catalogue-urls';
import { catalogueLoader } from './catalogue-loader.ts';
import { onLaterTextsWanted } from './later-texts-signal.ts';
import type { Catalogue } from './translation.tsx';

/** The hashed module of a language's first texts (`/assets/texts-<language>-<hash>.js`). */
export function catalogueUrl(language: Language): string {
  return CATALOGUE_URLS[language].first;
}

const importTexts = async (url: string | null): Promise<Catalogue> =>
  url ? ((await import(/* @vite-ignore */ url)) as { default: Catalogue }).default : {};

/** The browser's catalogues, imported from their modules (never used by the server's render). */
export const browserCatalogues = catalogueLoader(
  (language) => importTexts(CATALOGUE_URLS[language].first),
  (language) => importTexts(CATALOGUE_URLS[language].later),
);

/**
 * What a module that writes a later text awaits before its code runs (the build puts the call
 * there, vite.config.ts `catalogueModules`): the later texts of the page's language.
 */
export function laterTexts(): Promise<void> {
  return browserCatalogues.later();
}

onLaterTextsWanted(() => void laterTexts());
