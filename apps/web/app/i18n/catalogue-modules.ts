import type { Language } from '@apteek/domain';
import { CATALOGUE_URLS } from 'virtual:apteek/catalogue-urls';
import { catalogueLoader } from './catalogue-loader.ts';
import type { Catalogue } from './translation.tsx';

/** The hashed module of a language's texts (`/assets/texts-<language>-<hash>.js`). */
export function catalogueUrl(language: Language): string {
  return CATALOGUE_URLS[language];
}

/** The browser's catalogues, imported from their modules (never used by the server's render). */
export const browserCatalogues = catalogueLoader(async (language) => {
  const module = (await import(/* @vite-ignore */ catalogueUrl(language))) as { default: Catalogue };
  return module.default;
});
